import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isStaffRole, STAFF_ROLES, unknownRoleText } from "@shop/contract"
import { ensureAdminUser } from "./admin-user"

/**
 * `npm run staff:add -- <username> <email> <password> [role]`: a staff account for the back office
 * and Medusa's admin. Role `admin` (default) may do everything; `staff` the day's order work
 * (@shop/contract staff-roles: what each role may). Another role is refused ("Unknown role: x.
 * Roles: admin, staff."). An existing username is left as it is.
 */
export default async function addStaff({ container, args }: ExecArgs) {
  const [username, email, password, role = "admin"] = args ?? []
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!username || !email || !password || password.length < 8) {
    throw new Error(`Usage: npm run staff:add -- <username> <email> <password (8+ characters)> [${STAFF_ROLES.join("|")}]`)
  }
  if (!isStaffRole(role)) throw new Error(unknownRoleText(role))
  const created = await ensureAdminUser(container, { username, email, password, role })
  logger.info(created ? `Created ${role} ${username} (${email}).` : `${username} exists already; left as it is.`)
}
