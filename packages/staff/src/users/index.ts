import { errorCodeOfText, NewStaffUserBody, STAFF_ROLES, USER_ERRORS, type NewStaffUser, type StaffUser } from "@shop/contract"
import { useState } from "react"
import { userErrorKey } from "../roles"

/**
 * The users page of both back offices (issue 27 point 6: the shop's /admin/users and "Shop users"
 * in Medusa's admin), all but the markup: which rows may change, the add form's checks, the
 * choices of role. The calls are in ../queries/users.ts; a failure's words (user.self,
 * user.lastAdmin, user.taken, role.forbidden…) come from `roleErrorWords` of ../roles.
 */

/** The add form as it opens (and after a user was added): a new user is staff unless chosen otherwise. */
export const EMPTY_NEW_USER: NewStaffUser = { username: "", email: "", password: "", role: "staff" }

/** How many admins the list holds. */
export const adminCount = (users: readonly StaffUser[]) => users.filter((u) => u.role === "admin").length

/** What the page lets one do with a row, as the server would answer (it checks the same and has the last word). */
export type UserRowRules = {
  /** The signed-in user's own row. */
  isMe: boolean
  /** The only admin: their role may not change, they may not be removed. */
  lastAdmin: boolean
  canChangeRole: boolean
  canRemove: boolean
  /** Why the row cannot be removed (the key in the "roles" area), or null. */
  why: "users.notYourself" | "users.lastAdmin" | null
}

/** The rules of `user`'s row in `users`, for the signed-in user `meId`. */
export function userRowRules(user: StaffUser, users: readonly StaffUser[], meId: string | null | undefined): UserRowRules {
  const isMe = !!meId && user.id === meId
  const lastAdmin = user.role === "admin" && adminCount(users) <= 1
  const why = isMe ? "users.notYourself" : lastAdmin ? "users.lastAdmin" : null
  return { isMe, lastAdmin, canChangeRole: !lastAdmin, canRemove: why === null, why }
}

/** The roles a user's role select offers: the shop's roles, and first the user's own when it is not one of them (an old "clerk"). */
export const roleChoices = (current?: string | null): string[] =>
  current && !(STAFF_ROLES as readonly string[]).includes(current) ? [current, ...STAFF_ROLES] : [...STAFF_ROLES]

/** A users-page failure's key in the "roles" area of the staff catalog ("users.errors.password"). */
export type UserErrorKey = `users.errors.${keyof typeof USER_ERRORS}`

/** The add form's problems by field, each a catalog key of the "roles" area, as the server would answer them. */
export type NewUserProblems = Partial<Record<keyof NewStaffUser, UserErrorKey>>

/** The add form's problems (the server's own schema, NewStaffUserBody); empty when it may be sent. */
export function newUserProblems(form: NewStaffUser): NewUserProblems {
  const parsed = NewStaffUserBody.safeParse(form)
  if (parsed.success) return {}
  const problems: NewUserProblems = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof NewStaffUser
    // the role select only offers the shop's roles; the server answers role.unknown for others
    if (problems[field] || field === "role") continue
    problems[field] = (userErrorKey(errorCodeOfText(issue.message)) ?? `users.errors.${field}`) as UserErrorKey
  }
  return problems
}

/** True when every field of the add form has something in it (the button's state; the checks come on sending). */
export const newUserFilled = (form: NewStaffUser) => !!(form.username.trim() && form.email.trim() && form.password && form.role)

/**
 * The add form's state as both back offices keep it: the fields, each field's problem (gone once the
 * field is edited), and `submit`, which checks the form as the server would and calls `add` only when
 * nothing is wrong; `add` calls `added` once the server took the user, and the form opens again empty.
 */
export function useNewUserForm(add: (form: NewStaffUser, added: () => void) => void) {
  const [form, setForm] = useState<NewStaffUser>(EMPTY_NEW_USER)
  const [problems, setProblems] = useState<NewUserProblems>({})
  const set = (k: keyof NewStaffUser, v: string) => {
    setForm((f) => ({ ...f, [k]: v }))
    setProblems((p) => ({ ...p, [k]: undefined }))
  }
  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault()
    const found = newUserProblems(form)
    setProblems(found)
    if (Object.keys(found).length) return
    add(form, () => setForm(EMPTY_NEW_USER))
  }
  return { form, problems, set, submit, filled: newUserFilled(form) }
}
