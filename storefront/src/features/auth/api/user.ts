import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { http } from "../../../lib/http"

/** The signed-in user as GET /api/user returns it (spec point 3). */
export type User = {
  username: string
  fullName?: string | null
  email?: string | null
  profileImageUrl?: string | null
  role?: string | null
}

export const userKeys = { current: ["/api/user"] as const }

/** Spec point 7: a 401 or any failure means nobody is signed in. */
export async function fetchUser(): Promise<User | null> {
  try {
    return await http<User>("/api/user")
  } catch {
    return null
  }
}

export const userQuery = queryOptions({ queryKey: userKeys.current, queryFn: fetchUser })

export const useUser = () => useQuery(userQuery)

export const isAdmin = (user: User | null | undefined) => user?.role === "admin"

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
    onSuccess: () => queryClient.setQueryData(userKeys.current, null),
  })
}
