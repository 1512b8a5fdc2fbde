import { AUTH_ERRORS, readErrorBody } from "@shop/contract"
import { useQuery } from "@tanstack/react-query"
import { BACKEND_URL } from "../lib/api"
import { shopKeys } from "../lib/query-keys"

/**
 * Whether Medusa's admin refuses the signed-in user because their shop role is not admin (403
 * auth.medusaAdminOnly from compat-api's refuseNonAdminUsers): the dashboard only sees "no user"
 * and shows its sign-in form. False when nobody is signed in (401) or the user may come in.
 */
export function useMedusaAdminRefusal() {
  return useQuery({
    queryKey: shopKeys.medusaAdminRefusal(),
    queryFn: async () => {
      const res = await fetch(`${BACKEND_URL}/admin/users/me`, { credentials: "include", headers: { accept: "application/json" } })
      if (res.status !== 403) return false
      const said = readErrorBody(await res.json().catch(() => null))
      return said.code === "auth.medusaAdminOnly" || said.text === AUTH_ERRORS.medusaAdminOnly
    },
    retry: false,
    // Asked afresh each time the sign-in page opens (after signing out, say), never from a cache.
    gcTime: 0,
  })
}
