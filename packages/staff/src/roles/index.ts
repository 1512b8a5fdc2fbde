import {
  can,
  isStaffRole,
  readErrorBody,
  ROLE_FORBIDDEN_CODE,
  ROLE_MEDUSA_READ_ONLY_CODE,
  ROLE_UNKNOWN_CODE,
  STAFF_ROLES,
  USER_ERRORS,
  type ErrorCode,
  type Permission,
  type StaffRole,
} from "@shop/contract"
import { useMemo } from "react"

/**
 * The staff roles on the screens of both back offices (issue 27 point 6): the same
 * `can(role, permission)` the server checks (@shop/contract staff-roles), and the words of a
 * refusal in the screen's language. Each back office reads its signed-in user its own way and
 * hands the role in: `useRole(user?.role)`.
 */
export { can, isStaffRole, STAFF_ROLES, type Permission, type StaffRole }

/** A translate function as both back offices have one (i18next's `t` over the staff catalog's "roles" area). */
export type RolesT = (key: string, params?: Record<string, unknown>) => string

/** The catalog key of a permission's action ("orders.clear" -> "actions.orders_clear"): i18next splits keys at dots. */
export const actionKey = (permission: Permission | string) => `actions.${String(permission).replace(/\./g, "_")}`

/** The role's name in the screen's language (a role the catalog does not know: as it is). */
export function roleName(t: RolesT, role: string | null | undefined): string {
  const r = role || "none"
  return isStaffRole(r) || r === "none" ? t(`names.${r}`) : r
}

/** "Your role (staff) may not clear orders. Ask an admin." in the screen's language. */
export function refusalText(t: RolesT, role: string | null | undefined, permission: Permission | string): string {
  return t("refused", { role: roleName(t, role), action: t(actionKey(permission)) })
}

export type RoleView = {
  role: string | null
  /** True when the role may do this (the server checks the same). */
  can: (permission: Permission) => boolean
  /** A role of the shop's (admin or staff): may use the back office at all. */
  isStaff: boolean
  isAdmin: boolean
}

/** What the signed-in user's role may, for hiding, disabling and explaining controls. */
export function roleView(role: string | null | undefined): RoleView {
  const r = role ?? null
  return { role: r, can: (p) => can(r, p), isStaff: isStaffRole(r), isAdmin: r === "admin" }
}

/** `roleView` kept across renders for one role. */
export function useRole(role: string | null | undefined): RoleView {
  return useMemo(() => roleView(role), [role])
}

/** The catalog key of a users-page failure's code ("user.lastAdmin" -> "users.errors.lastAdmin"), or undefined for any other code. */
export function userErrorKey(code: ErrorCode | string | null | undefined): string | undefined {
  const key = code?.startsWith("user.") ? code.slice(5) : undefined
  return key && Object.prototype.hasOwnProperty.call(USER_ERRORS, key) ? `users.errors.${key}` : undefined
}

/**
 * The words for a role failure the server answered (code role.forbidden, role.unknown or
 * role.medusaReadOnly, with their params) or a users-page failure (user.self, user.lastAdmin,
 * user.taken…), or undefined for any other failure: for the back offices' `describeError(info, wordsFor)`.
 */
export function roleErrorWords(t: RolesT, code: ErrorCode | string | null | undefined, params: Record<string, string | number> = {}): string | undefined {
  const role = params.role === undefined ? null : String(params.role)
  if (code === ROLE_FORBIDDEN_CODE && params.permission) return refusalText(t, role, String(params.permission))
  if (code === ROLE_UNKNOWN_CODE) return t("unknown", { role: role ?? "" })
  if (code === ROLE_MEDUSA_READ_ONLY_CODE) return t("medusaReadOnly", { role: roleName(t, role) })
  const userKey = userErrorKey(code)
  return userKey ? t(userKey) : undefined
}

/** The same from a failed call's body. */
export function roleErrorOfBody(t: RolesT, body: unknown): string | undefined {
  const info = readErrorBody(body)
  return roleErrorWords(t, info.code, info.params)
}
