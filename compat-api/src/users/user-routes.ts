import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isStaffRole, NewStaffUserBody, ROLE_UNKNOWN_CODE, StaffUserChangeBody, unknownRoleText } from "@shop/contract"
import { legacyErrorBody } from "../http/legacy-error"
import { parseJsonBody } from "../http/validate-body"
import { addStaffUser, changeStaffRole, listStaffUsers, removeStaffUser } from "./staff-users"

/** 400 role.unknown ("Unknown role: x. Roles: admin, staff."), or false when the role is one of STAFF_ROLES. */
function refusedRole(res: MedusaResponse, role: string): boolean {
  if (isStaffRole(role)) return false
  res.status(400).json(legacyErrorBody(unknownRoleText(role), undefined, { status: 400, code: ROLE_UNKNOWN_CODE, params: { role } }))
  return true
}

/** GET /api/users (admin): `{ users }`, oldest first, each with its role. */
export const listUsers = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json({ users: await listStaffUsers(req.scope) })
}

/** POST /api/users (admin) `{ username, email, password, role }`: 201 `{ user }`; 400 bad input or role; 409 username or e-mail taken. */
export const addUser = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const body = parseJsonBody(req, NewStaffUserBody)
  if (refusedRole(res, body.role)) return
  res.status(201).json({ user: await addStaffUser(req.scope, body) })
}

/** PATCH /api/users/{id} (admin) `{ role }`: 200 `{ user }`; 400 unknown role; 404; 409 the last admin. */
export const changeUser = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { role } = parseJsonBody(req, StaffUserChangeBody)
  if (refusedRole(res, role)) return
  res.json({ user: await changeStaffRole(req.scope, req.params.id, role) })
}

/** DELETE /api/users/{id} (admin): 200 `{ success: true }`; 404; 409 yourself or the last admin. */
export const removeUser = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await removeStaffUser(req.scope, req.params.id, req.auth_context?.actor_id)
  res.json({ success: true })
}
