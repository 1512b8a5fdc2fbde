import { z } from "zod"
import { USER_ERRORS as E, USERNAME_PATTERN } from "../staff-roles.js"

/** The role as sent: any short string; the route answers 400 `role.unknown` for one not in STAFF_ROLES. */
const roleField = z.string({ error: "role is required." }).trim().min(1, "role is required.").max(60, "role is required.")

/** POST /api/users (admin): a new staff user. */
export const NewStaffUserBody = z.object({
  username: z.string({ error: E.username }).trim().regex(USERNAME_PATTERN, E.username),
  email: z.string({ error: E.email }).trim().toLowerCase().max(320, E.email).email(E.email),
  password: z.string({ error: E.password }).min(8, E.password).max(200, E.password),
  role: roleField,
})

/** PATCH /api/users/{id} (admin): change the role. */
export const StaffUserChangeBody = z.object({ role: roleField })
