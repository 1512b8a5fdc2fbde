import { addStaffUser, changeStaffRole, removeStaffUser, staffUsersQuery, type MutationDef } from "@shop/staff"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { staffClient } from "./client"

/** The users page's calls (docs/back-office-api.md: GET/POST /api/users, PATCH/DELETE /api/users/{id}; admins only). */
export const useStaffUsers = () => useQuery(staffUsersQuery(staffClient))

function useDef<V, T>(def: MutationDef<V, T>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: def.mutationFn, onSettled: () => Promise.all(def.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) })
}

export const useAddStaffUser = () => useDef(addStaffUser(staffClient))
export const useChangeStaffRole = () => useDef(changeStaffRole(staffClient))
export const useRemoveStaffUser = () => useDef(removeStaffUser(staffClient))
