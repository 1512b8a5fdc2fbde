import { addStaffUser, changeStaffRole, removeStaffUser, staffUsersQuery } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { BACKEND_URL, shopClient } from "../lib/api"
import { useStaffMutation } from "./paged-query"

/** The shop's users with their roles (GET /admin/shop/users; admins only: a staff user gets 403 role.forbidden). */
export const useShopUsers = () => useQuery({ ...staffUsersQuery(shopClient), retry: false })

/** POST /admin/shop/users `{ username, email, password, role }`. */
export const useAddShopUser = () => useStaffMutation(addStaffUser(shopClient))
/** PATCH /admin/shop/users/{id} `{ role }`. */
export const useChangeShopRole = () => useStaffMutation(changeStaffRole(shopClient))
/** DELETE /admin/shop/users/{id}. */
export const useRemoveShopUser = () => useStaffMutation(removeStaffUser(shopClient))

/** The signed-in user's id in Medusa's admin (GET /admin/users/me), to mark "you" in the list. */
export function useMyUserId() {
  return useQuery({
    queryKey: ["cambodian-shop", "me-id"],
    queryFn: async () => {
      const res = await fetch(`${BACKEND_URL}/admin/users/me`, { credentials: "include", headers: { accept: "application/json" } })
      if (!res.ok) return null
      const body = (await res.json().catch(() => null)) as { user?: { id?: unknown } } | null
      return typeof body?.user?.id === "string" ? body.user.id : null
    },
    staleTime: 60_000,
  }).data
}
