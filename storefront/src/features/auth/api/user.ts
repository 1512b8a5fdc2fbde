import { isStaffRole } from "@shop/contract"
import type { LegacyUser } from "@shop/contract"
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { http } from "../../../lib/http"

/** The signed-in user as GET /api/user and POST /api/login answer it (spec point 3): the contract's. */
export type User = LegacyUser

export const userKeys = { current: ["/api/user"] as const }

/**
 * Set in this browser when staff sign in through the shop, cleared on logout or when the session is
 * gone. Shoppers never sign in, so without it the shop does not ask /api/user at all: no extra
 * request and no 401 in the console on every page view.
 */
export const SESSION_HINT_KEY = "staff-session"

export const hasSessionHint = () => {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === "1"
  } catch {
    return false
  }
}

export function setSessionHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, "1")
    else localStorage.removeItem(SESSION_HINT_KEY)
  } catch {
    // storage blocked: the menu shows Sign In, nothing else breaks
  }
}

/** Spec point 7: a 401 or any failure means nobody is signed in. */
export async function fetchUser(): Promise<User | null> {
  try {
    return await http<User>("/api/user")
  } catch {
    setSessionHint(false)
    return null
  }
}

export const userQuery = queryOptions({ queryKey: userKeys.current, queryFn: fetchUser })

export const useUser = () => useQuery({ ...userQuery, enabled: hasSessionHint() })

export const isAdmin = (user: User | null | undefined) => user?.role === "admin"
/** A user with one of the shop's roles (admin, staff: @shop/contract STAFF_ROLES): the back office is theirs; what each may do there is `can(role, …)`. */
export const isStaffMember = (user: User | null | undefined) => isStaffRole(user?.role)

/** Initials for the avatar: up to two letters from the full name, else from the username. */
export function initials(user: Pick<User, "fullName" | "username">): string {
  const source = (user.fullName || user.username || "").trim()
  const words = source.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]].map((w) => Array.from(w)[0]) : Array.from(words[0] ?? "").slice(0, 2)
  return letters.join("").toLocaleUpperCase()
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => http<unknown>("/api/logout", { method: "POST" }),
    onSuccess: () => {
      setSessionHint(false)
      queryClient.setQueryData(userKeys.current, null)
    },
  })
}
