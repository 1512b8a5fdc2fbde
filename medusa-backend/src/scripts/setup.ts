import { writeFileSync } from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { seedShop } from "./seed-shop"
import { ensureAdminUser } from "./admin-user"

/**
 * Run by `npm start` (medusa exec): seeds the shop and creates the first admin user. Reads the
 * account from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD and writes what it did as JSON to
 * SHOP_SETUP_OUTPUT, for the start script to report.
 */
export default async function setup({ container }: ExecArgs) {
  const seed = await seedShop(container)
  let adminCreated = false
  const username = process.env.ADMIN_USERNAME
  const password = process.env.ADMIN_PASSWORD
  const adminEmail = username
    ? process.env.ADMIN_EMAIL || (username.includes("@") ? username : `${username}@cambodian-shop.local`)
    : null
  if (username && password && adminEmail) {
    adminCreated = await ensureAdminUser(container, { username, password, email: adminEmail })
  }
  if (process.env.SHOP_SETUP_OUTPUT) {
    writeFileSync(process.env.SHOP_SETUP_OUTPUT, JSON.stringify({ ...seed, adminCreated, adminEmail }, null, 2))
  }
}
