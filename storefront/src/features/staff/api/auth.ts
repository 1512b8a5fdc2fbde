import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { fetchUser, setSessionHint, userKeys, userQuery, useLogout, type User } from "../../auth/api/user"
import { staffClient } from "./client"

export type Credentials = { username: string; password: string }

export const login = (credentials: Credentials) => staffClient.json<User>("/login", { method: "POST", body: credentials })

/**
 * The current user on the staff screens: unlike the shop's useUser it always asks /api/user, so a
 * staff member who opens /admin directly (no session hint in this browser yet) is recognised, and
 * the hint is set for the shop's user menu.
 */
export const useStaffUser = () =>
  useQuery({
    ...userQuery,
    queryFn: async () => {
      const user = await fetchUser()
      if (user) setSessionHint(true)
      return user
    },
    enabled: true,
  })

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setSessionHint(true)
      queryClient.setQueryData(userKeys.current, user)
    },
  })
}

export { useLogout }
