import type { ExecArgs } from "@medusajs/framework/types"
import { seedShop } from "./seed-shop"

/** `npm run seed -w medusa-backend`: the idempotent seed alone. */
export default async function seed({ container }: ExecArgs) {
  const result = await seedShop(container)
  console.log(`publishable key: ${result.publishableKey}`)
}
