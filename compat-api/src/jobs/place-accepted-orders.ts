import type { MedusaContainer } from "@medusajs/framework/types"
import { enqueuePlacements } from "../orders/placement-queue"
import { duePlacements } from "../orders/place-order"

/**
 * The safety net of the order intake: every minute, accepted orders that no worker is placing
 * (a lost event, a restart, a worker that died) and failed placements due for a retry are queued.
 */
export default async function placeAcceptedOrdersJob(container: MedusaContainer) {
  const ids = await duePlacements(container, 100)
  if (ids.length) {
    enqueuePlacements(container, ids)
  }
}

export const config = {
  name: "compat-api-place-accepted-orders",
  schedule: "* * * * *",
}
