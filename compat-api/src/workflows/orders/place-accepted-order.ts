import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { placeAcceptedOrder } from "../../orders/place-order"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "../../modules/order-desk"

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
 * the entry with its next try (the desk's backoff, run again by the sweep); the database going away
 * (before the entry was taken, or after, so that it still says "placing") fails the step, and the
 * engine tries it again after UNAVAILABLE_RETRY_S, first giving the entry back.
 */
const placeAcceptedOrderStep = createStep(
  { name: "place-accepted-order", maxRetries: UNAVAILABLE_RETRIES, retryInterval: UNAVAILABLE_RETRY_S },
  async (input: PlaceAcceptedOrderWorkflowInput, { container, attempt }) => {
    const desk = container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
    if (attempt > 1) {
      // The try before was cut off by the database: the entry it held (one transaction per entry runs at a time) is given back.
      const entry = await desk.retrieveOrderDeskEntry(input.entry_id)
      if (entry.placement === "placing") {
        await desk.updatePlacement(input.entry_id, { placement: "failed", next_attempt_at: new Date() })
      }
    }
    let cutOff = false
    const orderId = await placeAcceptedOrder(container, input.entry_id, {
      // A retry with a write to make first is the database-away case; a plain one is the desk's backoff (the sweep's).
      retryIn: (_ms, first) => {
        if (first) cutOff = true
      },
    })
    if (cutOff) {
      throw new Error(`placing ${input.entry_id}: the database went away`)
    }
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
