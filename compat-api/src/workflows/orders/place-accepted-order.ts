import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { placeAcceptedOrder } from "../../orders/place-order"

export type PlaceAcceptedOrderWorkflowInput = {
  /** The accepted order-desk entry to place in Medusa. */
  entry_id: string
}

export const placeAcceptedOrderWorkflowId = "shop-place-accepted-order"

/** Tries of the placement while the database is away: every 5 s for a minute. */
const UNAVAILABLE_RETRIES = 12
const UNAVAILABLE_RETRY_S = 5

/**
 * One try of an accepted entry's placement (placeAcceptedOrder). A failed placement is recorded on
 * the entry with its next try (the desk's backoff, run again by the sweep); what escapes is an entry
 * that could not even be taken (the database is away): the engine tries the step again.
 */
const placeAcceptedOrderStep = createStep(
  { name: "place-accepted-order", maxRetries: UNAVAILABLE_RETRIES, retryInterval: UNAVAILABLE_RETRY_S },
  async (input: PlaceAcceptedOrderWorkflowInput, { container }) => {
    const orderId = await placeAcceptedOrder(container, input.entry_id)
    return new StepResponse({ order_id: orderId })
  }
)

/**
 * The placement of an accepted order on Medusa's workflow engine: stored and idempotent, keyed by
 * the desk entry (run it with `transactionId: entry_id`), so a redelivered event or the sweep does
 * not start a second placement of an entry while one runs.
 */
export const placeAcceptedOrderWorkflow = createWorkflow(
  { name: placeAcceptedOrderWorkflowId, store: true, idempotent: true },
  (input: PlaceAcceptedOrderWorkflowInput) => new WorkflowResponse(placeAcceptedOrderStep(input))
)

/** Runs the placement of each entry on the engine (the subscriber, the sweep). */
export async function runPlacements(container: Parameters<typeof placeAcceptedOrderWorkflow>[0], entryIds: string[]) {
  await Promise.all(
    entryIds.map((id) =>
      placeAcceptedOrderWorkflow(container)
        .run({ input: { entry_id: id }, context: { transactionId: id }, throwOnError: false })
        .catch(() => undefined)
    )
  )
}
