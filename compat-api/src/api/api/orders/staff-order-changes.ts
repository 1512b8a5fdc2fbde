import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { entryOf, toLegacyOrder, type StaffEntry } from "#shop/orders/staff-orders"
import { parseJsonBody } from "#shop/http/validate-body"
import { setOrderStatusWorkflow } from "#shop/workflows/orders/set-order-status"
import { setPaymentStatusWorkflow } from "#shop/workflows/payments/set-payment-status"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"
import { ApiPatchPayment, ApiPatchStatus } from "./staff-validators"

/** How a route finds the order-desk entry from its :id (the shop's order number, or Medusa's order id); 404 when none. */
export type FindEntry = (scope: MedusaContainer, id: string) => Promise<StaffEntry>

/**
 * A staff change of an order's payment status `{ paymentStatus }` (Verify Payment, Mark Pending,
 * Reject Payment) for /api/orders/{id}/payment and /admin/shop/orders/{medusaOrderId}/payment:
 * the order after the change, in the legacy shape.
 */
export async function changePaymentStatus(req: AuthenticatedMedusaRequest, findEntry: FindEntry) {
  const { paymentStatus, reason } = parseJsonBody(req, ApiPatchPayment)
  const entry = await findEntry(req.scope, req.params.id)
  await setPaymentStatusWorkflow(req.scope)
    .run({ input: { entry, payment_status: paymentStatus, staff_user_id: req.auth_context.actor_id, reason } })
    .catch(rethrowWorkflowError)
  // The entry as the workflow's last step (the projection from Medusa) left it.
  return toLegacyOrder(await entryOf(req.scope, entry.order_display_id!))
}

/** The same for the staff-side status `{ status }` (completed needs a verified payment; shipped too, unless `allowUnverifiedPayment`). */
export async function changeOrderStatus(req: AuthenticatedMedusaRequest, findEntry: FindEntry) {
  const { status, allowUnverifiedPayment } = parseJsonBody(req, ApiPatchStatus)
  const entry = await findEntry(req.scope, req.params.id)
  const { result } = await setOrderStatusWorkflow(req.scope)
    .run({ input: { entry, status, staff_user_id: req.auth_context.actor_id, allow_unverified_payment: allowUnverifiedPayment } })
    .catch(rethrowWorkflowError)
  return toLegacyOrder(result)
}
