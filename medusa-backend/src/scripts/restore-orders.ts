import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
// The same workflow as POST /api/orders/restore (compat-api).
import { restoreOrdersWorkflow } from "compat-api/workflows"

/**
 * `npm run orders:restore [-- 1042 1043]`: brings orders archived by Clear All, Limit to 10 or the
 * clear-test-orders page back into every list (all archived ones without numbers).
 */
export default async function restoreOrders({ container, args }: ExecArgs) {
  const ids = (args ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0)
  const { result } = await restoreOrdersWorkflow(container).run({ input: { display_ids: ids } })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Restored ${result.count} archived order(s).`)
}
