import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ensureAdminUser } from "./admin-user"

/**
 * `npm run staff:add -- <username> <email> <password> [role]`: a staff account for the back office
 * and Medusa's admin. Role `admin` (default) may use every staff call; any other role (e.g. `staff`)
 * can sign in but is turned away from them. An existing username is left as it is.
 */
export default async function addStaff({ container, args }: ExecArgs) {
  const [username, email, password, role = "admin"] = args ?? []
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!username || !email || !password || password.length < 8) {
    throw new Error("Usage: npm run staff:add -- <username> <email> <password (8+ characters)> [role]")
  }
  const created = await ensureAdminUser(container, { username, email, password, role })
  logger.info(created ? `Created ${role} ${username} (${email}).` : `${username} exists already; left as it is.`)
}
