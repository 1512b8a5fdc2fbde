import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Where Medusa's order keeps why staff cancelled it (shown in Medusa's admin; the cancel e-mail reads it). */
export const CANCEL_REASON_KEY = "cancel_reason"

export type RecordCancelReasonInput = { order_id: string; metadata: Record<string, unknown>; reason?: string; canceled_by: string; refund: number }

/**
 * Medusa merges an order's metadata on update: a key set to "" is removed. The keys this step
 * writes, each back to what it was ("" for a key that was not there).
 */
const previousOf = (metadata: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, k in metadata && metadata[k] !== undefined ? metadata[k] : ""]))

/**
 * Keeps the cancel on Medusa's order: the reason (none: the key removed), who cancelled, when and
 * what it refunds, in its metadata, the order's history in Medusa's admin. Undone by writing those
 * keys back as they were.
 */
export const recordCancelReasonStep = createStep(
  "shop-record-cancel-reason",
  async (input: RecordCancelReasonInput, { container }) => {
    const written: Record<string, unknown> = {
      [CANCEL_REASON_KEY]: input.reason ?? "",
      cancelled_by: input.canceled_by,
      cancelled_from_shop_at: new Date().toISOString(),
      // What this cancel gives back (the cancel e-mail says it; earlier refunds are not this one).
      cancel_refund: input.refund,
    }
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateOrders(input.order_id, { metadata: written })
    return new StepResponse(undefined, { order_id: input.order_id, metadata: previousOf(input.metadata, Object.keys(written)) })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateOrders(undo.order_id, { metadata: undo.metadata })
  }
)
