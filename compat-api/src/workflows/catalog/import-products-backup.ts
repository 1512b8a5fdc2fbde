import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createMenuItemsWorkflow, type MenuItemCreate } from "./create-menu-items"
import { updateMenuItemsWorkflow, type MenuItemUpdate } from "./update-menu-items"

export type ImportProductsBackupWorkflowInput = {
  /** The backup's products that exist (by handle) and differ: changed first. */
  updates: MenuItemUpdate[]
  /** The others, created in the backup's order. */
  creates: MenuItemCreate[]
}

export const importProductsBackupWorkflowId = "shop-import-products-backup"

/**
 * Restores a products backup (spec point 4, POST /api/products-backup) as one change: the existing
 * products are updated, then the new ones created. When any part fails, the products already
 * restored are put back as they were and the new ones removed.
 */
export const importProductsBackupWorkflow = createWorkflow(importProductsBackupWorkflowId, (input: ImportProductsBackupWorkflowInput) => {
  when("restore-backup-updates", { input }, ({ input }) => input.updates.length > 0).then(() =>
    updateMenuItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ items: input.updates })) })
  )
  const created = when("restore-backup-creates", { input }, ({ input }) => input.creates.length > 0).then(() =>
    createMenuItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ items: input.creates })) })
  )
  return new WorkflowResponse(transform({ created }, ({ created }) => (created ?? []).map((p) => p.id)))
})
