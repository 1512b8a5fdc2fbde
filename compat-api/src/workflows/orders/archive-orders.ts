import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { archiveMedusaOrdersStep } from "./steps/archive-medusa-orders"
import { archiveOrderDeskEntriesStep } from "./steps/archive-order-desk-entries"
import { listMovedEntries, movedEntries } from "./steps/archived-entries"

export type ArchiveOrdersWorkflowInput = {
  /** Keep this many of the newest orders (by number) in the lists; 0 or absent archives every order. */
  keep_newest?: number
  /** Only these order numbers (Archive on one order, Medusa's own archive of one); the listed ones of them. */
  display_ids?: number[]
}

/** The entries to archive: every live one (of `display_ids`) but the newest `keep_newest`. */
const listOrdersToArchiveStep = createStep("shop-list-orders-to-archive", async (input: ArchiveOrdersWorkflowInput, { container }) => {
  const entries = await listMovedEntries(container, input.display_ids ? { order_display_id: input.display_ids } : {}, {
    order: { order_display_id: "DESC" },
    skip: input.keep_newest ?? 0,
  })
  return new StepResponse(entries)
})

export const archiveOrdersWorkflowId = "shop-archive-orders"

/**
 * Archives orders (Clear All, Limit to N, the clear-test-orders page, Archive on one order, an
 * order archived through Medusa's own archive): their order-desk entries and
 * their Medusa orders leave every list, soft-deleted, and restore-orders brings them back. When
 * the Medusa side fails, the entries are restored: no order is half archived.
 */
export const archiveOrdersWorkflow = createWorkflow(archiveOrdersWorkflowId, (input: ArchiveOrdersWorkflowInput) => {
  const entries = listOrdersToArchiveStep(input)
  const { entryIds, orderIds, answer } = movedEntries(entries)
  archiveOrderDeskEntriesStep(entryIds)
  archiveMedusaOrdersStep(orderIds)
  return new WorkflowResponse(answer)
})
