import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ShippingRecord } from "../../shipping-mapper"
import { orderDesk } from "#shop/orders/order-desk"

export type RecordLabelOnEntryInput = { entry_id: string; record: ShippingRecord }

type Previous = { entry_id: string; status: string; shipping: unknown }

/**
 * Stores the label on the order-desk entry (`metadata.shipping`, what the back office and the
 * labels history show) and gives the order status "shipped" (spec point 4). Undo: the entry's
 * status and label as they were.
 */
export const recordLabelOnEntryStep = createStep(
  "shop-record-label-on-entry",
  async (input: RecordLabelOnEntryInput, { container }) => {
    const desk = orderDesk(container)
    const before = await desk.retrieveOrderDeskEntry(input.entry_id)
    await desk.recordShippingLabel(input.entry_id, input.record)
    return new StepResponse(input.record, { entry_id: input.entry_id, status: before.status, shipping: before.metadata?.shipping ?? null } satisfies Previous)
  },
  async (previous: Previous | undefined, { container }) => {
    if (!previous) return
    const desk = orderDesk(container)
    const now = await desk.retrieveOrderDeskEntry(previous.entry_id)
    // `shipping: null` rather than a missing key: an update may merge metadata with what is stored.
    await desk.updateOrderDeskEntries({
      id: previous.entry_id,
      status: previous.status,
      metadata: { ...(now.metadata ?? {}), shipping: previous.shipping },
    })
  }
)
