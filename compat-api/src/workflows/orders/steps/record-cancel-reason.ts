import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Where Medusa's order keeps why staff cancelled it (shown in Medusa's admin; the cancel e-mail reads it). */
export const CANCEL_REASON_KEY = "cancel_reason"

export type RecordCancelReasonInput = { order_id: string; metadata: Record<string, unknown>; reason?: string; canceled_by: string; refund: number }

/**
 * Keeps the cancel on Medusa's order: the reason (none: the key removed), who cancelled, when and
 * what it refunds, in its metadata, the order's history in Medusa's admin. Undone by writing the
 * metadata back.
 */
export const recordCancelReasonStep = createStep(
  "shop-record-cancel-reason",
  async (input: RecordCancelReasonInput, { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const { [CANCEL_REASON_KEY]: _old, ...rest } = input.metadata
    await orders.updateOrders(input.order_id, {
      metadata: {
        ...rest,
        ...(input.reason ? { [CANCEL_REASON_KEY]: input.reason } : {}),
        cancelled_by: input.canceled_by,
        // What this cancel gives back (the cancel e-mail says it; earlier refunds are not this one).
        cancel_refund: input.refund,
        cancelled_from_shop_at: new Date().toISOString(),
      },
    })
    return new StepResponse(undefined, { order_id: input.order_id, metadata: input.metadata })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateOrders(undo.order_id, { metadata: undo.metadata })
  }
)
