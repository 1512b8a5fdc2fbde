import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { restoreMedusaOrdersStep } from "./steps/archive-medusa-orders"
import { restoreOrderDeskEntriesStep } from "./steps/archive-order-desk-entries"
import { unarchiveMedusaOrdersStep } from "./steps/unarchive-medusa-orders"
import { listMovedEntries, movedEntries } from "./steps/archived-entries"

export type RestoreOrdersWorkflowInput = {
  /** The order numbers to bring back; absent or empty restores every archived order. */
  display_ids?: number[]
}

/** The archived entries (of these numbers). */
const listArchivedOrdersStep = createStep("shop-list-archived-orders", async (input: RestoreOrdersWorkflowInput, { container }) => {
  const filters: Record<string, unknown> = { deleted_at: { $ne: null } }
  if (input.display_ids?.length) filters.order_display_id = input.display_ids
  return new StepResponse(await listMovedEntries(container, filters, { withDeleted: true }))
})

export const restoreOrdersWorkflowId = "shop-restore-orders"

/**
 * Brings archived orders back (POST /api/orders/restore, `npm run orders:restore`): their
 * order-desk entries and their soft-deleted Medusa orders (an order Medusa's own archive marked
 * "archived" gets its status back). When the Medusa side fails, the entries are archived again:
 * no order is half restored.
 */
export const restoreOrdersWorkflow = createWorkflow(restoreOrdersWorkflowId, (input: RestoreOrdersWorkflowInput) => {
  const entries = listArchivedOrdersStep(input)
  const { entryIds, orderIds, answer } = movedEntries(entries)
  restoreOrderDeskEntriesStep(entryIds)
  restoreMedusaOrdersStep(orderIds)
  unarchiveMedusaOrdersStep(orderIds)
  return new WorkflowResponse(answer)
})
