import { existsSync } from "node:fs"
import path from "node:path"

/**
 * Packages that hold React context (query client, i18n instance, router) which the admin
 * extensions' widgets must share with Medusa's dashboard.
 */
export const SHARED_WITH_DASHBOARD = ["@tanstack/react-query", "react-i18next", "react-router-dom"] as const

const exact = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`)

/**
 * In this workspace the storefront's newer react-query, react-i18next and react-router-dom are
 * hoisted to the root, and @medusajs/dashboard keeps its own copies nested beside it. A plugin's
 * widget importing one of them would get the root copy: a second React context, so
 * `useQueryClient()` finds no client, `useTranslation()` no i18n instance, `<Link>` no router.
 * These aliases send every import of them (dashboard, our plugins, @medusajs/draft-order) to the
 * dashboard's own copy. Without nested copies (a plain Medusa app) there is nothing to alias.
 */
export function dashboardPackageAliases(resolveFrom = process.cwd()): { find: RegExp; replacement: string }[] {
  let dashboardDir: string
  try {
    dashboardDir = path.dirname(require.resolve("@medusajs/dashboard/package.json", { paths: [resolveFrom] }))
  } catch {
    return []
  }
  return SHARED_WITH_DASHBOARD.flatMap((name) => {
    const nested = path.join(dashboardDir, "node_modules", name)
    return existsSync(path.join(nested, "package.json")) ? [{ find: exact(name), replacement: nested }] : []
  })
}

/** `admin.vite` of medusa-config.ts: merged into Medusa's own Vite config for the admin build. */
export const adminViteConfig = () => ({ resolve: { alias: dashboardPackageAliases() } })
