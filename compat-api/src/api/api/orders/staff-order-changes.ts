import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { entryOf, toLegacyOrder, type StaffEntry } from "#shop/orders/staff-orders"
import { parseJsonBody } from "#shop/http/validate-body"
import { cancelShopOrderWorkflow } from "#shop/workflows/orders/cancel-order"
import { setOrderStatusWorkflow } from "#shop/workflows/orders/set-order-status"
import { setPaymentStatusWorkflow } from "#shop/workflows/payments/set-payment-status"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"
import { ApiPatchPayment, ApiPatchStatus, ApiPostCancel } from "./staff-validators"

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

/**
 * The same for the staff-side status `{ status }` (completed needs a verified payment; shipped too,
 * unless `allowUnverifiedPayment`). Cancelled is Cancel order (cancelOrder), with its `reason`.
 */
export async function changeOrderStatus(req: AuthenticatedMedusaRequest, findEntry: FindEntry) {
  const { status, allowUnverifiedPayment, reason } = parseJsonBody(req, ApiPatchStatus)
  const entry = await findEntry(req.scope, req.params.id)
  if (status === "cancelled") return cancelEntry(req, entry, reason)
  const { result } = await setOrderStatusWorkflow(req.scope)
    .run({ input: { entry, status, staff_user_id: req.auth_context.actor_id, allow_unverified_payment: allowUnverifiedPayment } })
    .catch(rethrowWorkflowError)
  return toLegacyOrder(result)
}

/**
 * Cancel order `{ reason? }` (POST /api/orders/{id}/cancel, POST /admin/shop/orders/{id}/cancel):
 * cancelShopOrderWorkflow; 409 for a cancelled, completed or shipped order. The order after it.
 */
export async function cancelOrder(req: AuthenticatedMedusaRequest, findEntry: FindEntry) {
  const { reason } = parseJsonBody(req, ApiPostCancel)
  return cancelEntry(req, await findEntry(req.scope, req.params.id), reason)
}

async function cancelEntry(req: AuthenticatedMedusaRequest, entry: StaffEntry, reason: string | undefined) {
  const { result } = await cancelShopOrderWorkflow(req.scope)
    .run({ input: { entry, reason, staff_user_id: req.auth_context.actor_id } })
    .catch(rethrowWorkflowError)
  return toLegacyOrder(result)
}
