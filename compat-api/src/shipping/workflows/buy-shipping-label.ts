import { randomUUID } from "node:crypto"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createOrderFulfillmentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { labelResult, shippingRecordOf, type ShipRate } from "../shipping-mapper"
import { fulfillmentDataOf, labelOf } from "../labels"
import { buyShippingLabelStep, LABEL_PURCHASE_RETRIES } from "./steps/buy-shipping-label"
import { chooseLabelRateStep } from "./steps/choose-label-rate"
import { recordLabelOnEntryStep } from "./steps/record-label-on-entry"
import { validateLabelPurchaseStep } from "./steps/validate-label-purchase"
import { projectOrderStep } from "../../workflows/orders/steps/project-order"

export type BuyShippingLabelWorkflowInput = {
  /** The order number (Medusa's display id). */
  order_number: number
  /** The rate staff chose from a comparison; absent: the direct USPS label (Priority Mail for the package). */
  rate_id?: string | null
  package_type: string | null
  /** The staff user buying it (Medusa's fulfillment `created_by`). */
  staff_user_id?: string
  rate?: ShipRate | null
  /** Staff said yes to 'The payment is not verified yet. Ship anyway?' (else an unverified payment is a 409). */
  allow_unverified_payment?: boolean
}

export const buyShippingLabelWorkflowId = "shop-buy-shipping-label"

/** How long a second purchase for the same order waits for the first, and how long the lock lasts at most (s). */
const LOCK_WAIT_S = 30
const LOCK_TTL_S = 120

/**
 * Buys an order's shipping label (POST /api/shipping/shippo/create-label, /api/shipping/create-label,
 * /api/simple-shipping/create-label, the admin's label call) and records it as Medusa's
 * fulfillment of the order: under the order's label lock (Medusa's locking module, Redis-shared
 * between servers with REDIS_URL, so two servers never buy two labels for one order), the checks,
 * the rate, the purchase from the shipping module (retried by Medusa on Shippo timeouts), Medusa's
 * createOrderFulfillmentWorkflow with the label (the shippo provider stores it as the fulfillment's
 * label), then the label on the desk entry with status "shipped". Sends no e-mail: the shopper hears
 * "on its way" when the order is shipped. Answers the contract's label result.
 * A failure undoes every step: the desk entry as it was, the fulfillment canceled, the label refunded.
 */
export const buyShippingLabelWorkflow = createWorkflow(buyShippingLabelWorkflowId, (input: BuyShippingLabelWorkflowInput) => {
  // One owner per run: a lock taken without one is shared by every holder (Redis locking's default owner).
  // (A transform answering an object with a `key` field must not feed another transform: 2.21's
  // resolver mistakes it for its own { key, value } pair.)
  const owner = transform({ input }, () => ({ ownerId: `${buyShippingLabelWorkflowId}:${randomUUID()}` }))
  const lock = transform({ input, owner }, ({ input, owner }) => ({ key: `shipping-label:${input.order_number}`, ownerId: owner.ownerId }))
  acquireLockStep(transform({ input, owner }, ({ input, owner }) => ({ key: `shipping-label:${input.order_number}`, ownerId: owner.ownerId, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })))

  const purchase = validateLabelPurchaseStep(
    transform({ input }, ({ input }) => ({
      order_number: input.order_number,
      package_type: input.package_type,
      direct: !input.rate_id,
      allow_unverified_payment: input.allow_unverified_payment,
    }))
  )

  const chosen = chooseLabelRateStep(
    transform({ input, purchase }, ({ input, purchase }) => ({
      order_number: input.order_number,
      rate_id: input.rate_id,
      package_type: input.package_type,
      rate: input.rate,
      labeled_rate_id: purchase.labeled ? String(purchase.labeled.data?.shipping_rate_id ?? input.rate_id ?? "") : null,
    }))
  )

  // A label a fulfillment already carries is recorded as it is; otherwise one is bought now.
  const made = when("buy-label-unless-the-order-has-one", { purchase }, ({ purchase }) => !purchase.labeled).then(() => {
    const label = buyShippingLabelStep(
      transform({ purchase, chosen }, ({ purchase, chosen }) => ({
        entry_id: purchase.entry_id,
        display_id: purchase.display_id,
        rate_id: chosen.rate_id,
        package_type: chosen.package_type,
        rate: chosen.rate,
        to: purchase.to,
      }))
    ).config({ maxRetries: LABEL_PURCHASE_RETRIES })

    const fulfillment = createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ input, purchase, chosen, label }, ({ input, purchase, chosen, label }) => ({
        order_id: purchase.order_id,
        items: purchase.items,
        created_by: input.staff_user_id,
        // The shippo provider records this label on the fulfillment instead of buying one.
        additional_data: { shipping_rate_id: chosen.rate_id, package_type: label.packageType ?? undefined, bought_label: fulfillmentDataOf(label, chosen.rate_id) },
      })) as any,
    })

    return transform({ fulfillment, label, chosen }, ({ fulfillment, label, chosen }) => ({
      id: fulfillment.id,
      data: fulfillmentDataOf(label, chosen.rate_id),
      labels: [labelOf(label)],
    }))
  })

  const record = transform({ purchase, chosen, made }, ({ purchase, chosen, made }) =>
    shippingRecordOf(made ?? purchase.labeled!, { rateId: chosen.rate_id, packageType: chosen.package_type, rate: chosen.rate })
  )
  recordLabelOnEntryStep(transform({ purchase, record }, ({ purchase, record }) => ({ entry_id: purchase.entry_id, record })))
  // The desk's projection of Medusa's order (the label's fulfillment): label_bought (issue 26).
  projectOrderStep(transform({ purchase }, ({ purchase }) => ({ order_id: purchase.order_id })))
  // No e-mail here: a bought label is not a parcel on its way (issue 26 point 8). The shopper's
  // "on its way" goes when the order is shipped (shipOrderWorkflow, Medusa's shipment).

  releaseLockStep(lock)

  return new WorkflowResponse(transform({ record }, ({ record }) => labelResult(record)))
})
