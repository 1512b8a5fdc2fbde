import { readErrorBody } from "@shop/contract"
import { refusalText, roleErrorWords, roleName, roleView, type Permission, type RolesT } from "@shop/staff/roles"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"
import { BACKEND_URL, ShopApiError } from "../lib/api"
import { useShopTranslation, type ShopKey } from "../lib/i18n"

/**
 * The signed-in user's shop role in Medusa's admin (Medusa's GET /admin/users/me, `metadata.role`),
 * with @shop/staff's `can`: the same rule the server checks (issue 27 point 6).
 */
export function useShopRole() {
  const me = useQuery({
    queryKey: ["cambodian-shop", "me-role"],
    queryFn: async () => {
      const res = await fetch(`${BACKEND_URL}/admin/users/me`, { credentials: "include", headers: { accept: "application/json" } })
      if (!res.ok) return null
      const body = (await res.json().catch(() => null)) as { user?: { metadata?: { role?: unknown } } } | null
      const role = body?.user?.metadata?.role
      return typeof role === "string" ? role : "none"
    },
    staleTime: 60_000,
  })
  const view = useMemo(() => roleView(me.data), [me.data])
  return { ...view, loading: me.isPending }
}

/** The role's words in the admin's language: `refusal(permission)`, `reason(err)` for any failed call (a role or users refusal translated by its code), `roleName(role)`. */
export function useRoleWords() {
  const { t } = useShopTranslation()
  const { role } = useShopRole()
  const rt: RolesT = useCallback((key: string, params?: Record<string, unknown>) => t(`roles.${key}` as ShopKey, params as Record<string, string | number>), [t])
  return {
    refusal: useCallback((permission: Permission) => refusalText(rt, role, permission), [rt, role]),
    roleName: useCallback((r: string | null | undefined) => roleName(rt, r), [rt]),
    reason: useCallback(
      (err: unknown) => {
        if (err instanceof ShopApiError) return roleErrorWords(rt, err.code, err.params) ?? err.message
        const info = readErrorBody(err)
        return roleErrorWords(rt, info.code, info.params) ?? (err instanceof Error ? err.message : String(info.text ?? ""))
      },
      [rt]
    ),
  }
}
