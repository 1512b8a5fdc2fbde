import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"

export type DeleteMenuItemsWorkflowInput = { ids: string[] }

export const deleteMenuItemsWorkflowId = "shop-delete-menu-items"

/**
 * Removes back-office products (spec point 7, DELETE /api/menu-items/{id}) through Medusa's
 * deleteProductsWorkflow, a soft delete (they stay in the database and can be restored; its own
 * undo restores them), then renews the catalog read model.
 */
export const deleteMenuItemsWorkflow = createWorkflow(deleteMenuItemsWorkflowId, (input: DeleteMenuItemsWorkflowInput) => {
  deleteProductsWorkflow.runAsStep({ input: { ids: input.ids } })
  invalidateCatalogStep({ wait: true, productIds: input.ids })
  return new WorkflowResponse(input.ids)
})
