import type { NewStaffUser, StaffUser } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"

/** The users page's key (issue 27 point 6). */
export const usersKey = ["cambodian-shop", "users"] as const

/** GET /users (admin): every user with their role. */
export const staffUsersQuery = (client: StaffClient) =>
  queryDef(usersKey, async () => (await client.json<{ users: StaffUser[] }>("/users")).users)

/** POST /users: a new user with a role. */
export const addStaffUser = (client: StaffClient) =>
  mutationDef((user: NewStaffUser) => client.json<{ user: StaffUser }>("/users", { method: "POST", body: user }).then((r) => r.user), [usersKey])

/** PATCH /users/{id} `{ role }`. */
export const changeStaffRole = (client: StaffClient) =>
  mutationDef(({ id, role }: { id: string; role: string }) => client.json<{ user: StaffUser }>(`/users/${encodeURIComponent(id)}`, { method: "PATCH", body: { role } }).then((r) => r.user), [usersKey])

/** DELETE /users/{id}. */
export const removeStaffUser = (client: StaffClient) =>
  mutationDef((id: string) => client.json<{ success: true }>(`/users/${encodeURIComponent(id)}`, { method: "DELETE" }), [usersKey])
