import { Modules } from "@medusajs/framework/utils"
import { projectOrderStep } from "./steps/project-order"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { ORDER_DESK_MODULE } from "../../modules/order-desk"
import { createMedusaOrderEntryStep } from "./steps/create-medusa-order-entry"
import { readOrderWithoutEntryStep } from "./steps/read-order-without-entry"

export type RecordMedusaOrderWorkflowInput = {
  /** The Medusa order (order.placed's `id`). */
  order_id: string
}

export const recordMedusaOrderWorkflowId = "shop-record-medusa-order"

/**
 * Gives a Medusa order its order-desk entry when it has none, so the back office (GET /api/orders,
 * the shop's /admin, the admin widgets) lists every order: one placed through Medusa's store API
 * (another storefront, an app, the js-sdk) or converted from a draft order in Medusa's admin. The
 * shop's own orders already have their entry (POST /api/orders wrote it) and are left alone. Run by
 * the order.placed subscriber, and before a sync from Medusa (payment, cancel, shipment) so an
 * order placed before this existed is recorded then. Idempotent: the desk's unique indexes
 * (payment_session_id `medusa_order_{id}`, order_display_id) keep a retried subscriber or two
 * servers at one entry; the loser finds the winner's and does nothing.
 */
export const recordMedusaOrderWorkflow = createWorkflow(recordMedusaOrderWorkflowId, (input: RecordMedusaOrderWorkflowInput) => {
  const fields = readOrderWithoutEntryStep(input)

  const entry = when("record-the-order-on-the-desk", { fields }, ({ fields }) => !!fields).then(() =>
    createMedusaOrderEntryStep(transform({ fields }, ({ fields }) => fields!))
  )

  // (Not nested in the branch above: 2.21's when() does not nest.)
  when("link-the-new-entry", { entry }, ({ entry }) => !!entry).then(() => {
    createRemoteLinkStep(
      transform({ entry }, ({ entry }) => [
        { [ORDER_DESK_MODULE]: { order_desk_entry_id: entry!.id }, [Modules.ORDER]: { order_id: entry!.order_id } },
      ])
    ).config({ name: "link-medusa-order-entry" })
  })

  when("project-the-new-entry", { entry }, ({ entry }) => !!entry).then(() => {
    projectOrderStep(transform({ entry }, ({ entry }) => ({ order_id: entry!.order_id })))
  })

  return new WorkflowResponse(transform({ entry }, ({ entry }) => ({ entry_id: entry?.id ?? null })))
})
