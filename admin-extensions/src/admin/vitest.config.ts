/// <reference types="vitest/config" />
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { defineConfig } from "vite"

/**
 * The admin build aliases these to @medusajs/dashboard's own nested copies (one React context with
 * the dashboard: medusa-backend/src/utils/admin-vite.ts); the tests load the same copies, so they
 * run the versions the widgets get in /app rather than the storefront's hoisted ones.
 */
const SHARED_WITH_DASHBOARD = ["@tanstack/react-query", "react-i18next", "react-router-dom", "i18next"]

function dashboardAliases() {
  let dir: string
  try {
    dir = path.dirname(createRequire(import.meta.url).resolve("@medusajs/dashboard/package.json"))
  } catch {
    return []
  }
  return SHARED_WITH_DASHBOARD.flatMap((name) => {
    const nested = path.join(dir, "node_modules", name)
    return existsSync(path.join(nested, "package.json")) ? [{ find: new RegExp(`^${name.replace(/[/.]/g, "\\$&")}$`), replacement: nested }] : []
  })
}

// Lives in src/admin: `medusa plugin:build` compiles neither src/admin nor the tests into .medusa/server.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: dashboardAliases() },
  test: {
    environment: "jsdom",
    include: ["**/__tests__/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    css: false,
    // Files share one module graph per worker (each test still gets its own fetch, query client and
    // i18n instance): loading @medusajs/ui and Radix once instead of per file makes the run ~3x faster.
    isolate: false,
    testTimeout: 15_000,
  },
})
