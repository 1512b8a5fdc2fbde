import type { MedusaContainer } from "@medusajs/framework/types"
import { duePlacements } from "../orders/place-order"
import { runPlacements } from "../workflows/orders/place-accepted-order"

/** Placements one run of the sweep starts at once. */
const SWEEP_CONCURRENCY = 4

/**
 * The safety net of the order intake: every minute, accepted orders that no worker is placing
 * (a lost event, a restart, a worker that died) and failed placements due for a retry are placed.
 */
export default async function placeAcceptedOrdersJob(container: MedusaContainer) {
  const ids = await duePlacements(container, 100)
  for (let i = 0; i < ids.length; i += SWEEP_CONCURRENCY) {
    await runPlacements(container, ids.slice(i, i + SWEEP_CONCURRENCY))
  }
}

export const config = {
  name: "compat-api-place-accepted-orders",
  schedule: "* * * * *",
}
