import { refusalText, roleErrorWords, useRole, type Permission, type RolesT } from "@shop/staff/roles"
import { useCallback } from "react"
import { useStaffUser } from "./api/auth"
import { useStaffTranslation } from "./use-staff-i18n"

/** The signed-in user's role on the shop's /admin (@shop/staff useRole: the same can() the server checks). */
export function useStaffRole() {
  const { data: user } = useStaffUser()
  return useRole(user?.role)
}

/** The refusal words in the screen's language: `refusal(permission)` for the signed-in role, `roleError(code, params)` for a server's answer. */
export function useRoleWords() {
  const { t } = useStaffTranslation("roles")
  const { role } = useStaffRole()
  const rt = t as unknown as RolesT
  return {
    t,
    refusal: useCallback((permission: Permission) => refusalText(rt, role, permission), [rt, role]),
    roleError: useCallback((code: string | null | undefined, params?: Record<string, string | number>) => roleErrorWords(rt, code, params), [rt]),
  }
}
