import {
  isStaffRole,
  NewStaffUserBody,
  ROLE_FORBIDDEN_CODE,
  ROLE_UNKNOWN_CODE,
  roleForbiddenText,
  unknownRoleText,
  USER_ERRORS,
  type StaffUser,
} from "@shop/contract"
import { json, legacyError } from "./answers"
import type { FakeShopContext, Route } from "./types"

/** The users of the fake shop unless a test gives its own: Sophea the admin (Medusa's user_1), Kanha on staff (user_2). */
export const DEFAULT_STAFF_USERS = (): StaffUser[] => [
  { id: "user_1", username: "sophea", email: "sophea@example.com", role: "admin", fullName: "Sophea Chan", createdAt: "2025-01-01T00:00:00.000Z" },
  { id: "user_2", username: "kanha", email: "kanha@example.com", role: "staff", fullName: null, createdAt: "2025-02-01T00:00:00.000Z" },
]

/** A staff user's 403 from the users calls (compat-api's requireRole "users.manage"): role.forbidden with its params. */
const forbidden = (role: string | null) => {
  const text = roleForbiddenText(role, "users.manage")
  return json({ error: text, message: text, code: ROLE_FORBIDDEN_CODE, params: { role: role ?? "none", permission: "users.manage" } }, 403)
}

/**
 * GET/POST …/users, PATCH/DELETE …/users/{id} (docs/back-office-api.md), under /api and
 * /admin/shop, as compat-api's user-routes answer them: admins only (403 role.forbidden), 400 for
 * bad input or an unknown role, 409 for a taken name, yourself or the last admin.
 */
export function usersRoutes({ state }: FakeShopContext): Route[] {
  /** Who asks, by prefix: Medusa's admin session (user_1 admin, user_2 staff), or the /api session's user. */
  const actor = (base: string): { id: string | null; role: string | null } => {
    if (base === "/admin/shop") return state.signedIn === "admin" ? { id: "user_1", role: "admin" } : { id: "user_2", role: state.signedIn }
    const u = state.user
    return { id: state.users.find((x) => x.username === u?.username)?.id ?? null, role: u?.role ?? null }
  }
  const admins = () => state.users.filter((u) => u.role === "admin").length
  const routes = (base: string): Route[] => {
    const guard = () => {
      const who = actor(base)
      return who.role === "admin" ? null : forbidden(who.role)
    }
    const unknownRole = (role: string) => json({ error: unknownRoleText(role), message: unknownRoleText(role), code: ROLE_UNKNOWN_CODE, params: { role } }, 400)
    return [
      ["GET", `${base}/users`, () => guard() ?? json({ users: state.users.map((u) => ({ ...u })) })],
      [
        "POST",
        `${base}/users`,
        ({ body }) => {
          const refused = guard()
          if (refused) return refused
          const parsed = NewStaffUserBody.safeParse(body)
          if (!parsed.success) return legacyError(400, parsed.error.issues[0].message)
          const input = parsed.data
          if (!isStaffRole(input.role)) return unknownRole(input.role)
          if (state.users.some((u) => u.username === input.username || u.email === input.email)) return legacyError(409, USER_ERRORS.taken)
          const user: StaffUser = { id: `user_${state.users.length + 1}_${input.username}`, username: input.username, email: input.email, role: input.role, fullName: null, createdAt: "2025-05-04T08:00:00.000Z" }
          state.users.push(user)
          return json({ user: { ...user } }, 201)
        },
      ],
      [
        "PATCH",
        `${base}/users/:id`,
        ({ params, body }) => {
          const refused = guard()
          if (refused) return refused
          const u = state.users.find((x) => x.id === params.id)
          if (!u) return legacyError(404, USER_ERRORS.notFound)
          const role = String(body?.role ?? "")
          if (!isStaffRole(role)) return unknownRole(role)
          if (u.role === "admin" && role !== "admin" && admins() <= 1) return legacyError(409, USER_ERRORS.lastAdmin)
          u.role = role
          return json({ user: { ...u } })
        },
      ],
      [
        "DELETE",
        `${base}/users/:id`,
        ({ params }) => {
          const refused = guard()
          if (refused) return refused
          const u = state.users.find((x) => x.id === params.id)
          if (!u) return legacyError(404, USER_ERRORS.notFound)
          if (u.id === actor(base).id) return legacyError(409, USER_ERRORS.self)
          if (u.role === "admin" && admins() <= 1) return legacyError(409, USER_ERRORS.lastAdmin)
          state.users = state.users.filter((x) => x !== u)
          return json({ success: true })
        },
      ],
    ]
  }
  return [...routes("/api"), ...routes("/admin/shop")]
}
