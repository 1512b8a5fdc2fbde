import type { IFulfillmentModuleService, Logger } from "@medusajs/framework/types"
import { loadShipFrom } from "../../../shop-settings/shop-facts"
import { PermanentStepFailureError } from "@medusajs/framework/orchestration"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ShipRate, ShipTo } from "../../shipping-mapper"
import { shippingService, type BoughtLabel } from "../../shipping-module"
import { orderDesk } from "#shop/orders/order-desk"

export type BuyShippingLabelStepInput = {
  entry_id: string
  display_id: number
  rate_id: string
  package_type: string | null
  rate: ShipRate | null
  to: ShipTo
}

/** How often Medusa runs the purchase again after a failure that may pass (Shippo timed out or unreachable). */
export const LABEL_PURCHASE_RETRIES = 2

/** Shippo did not answer (timeout, connection): worth another try. Anything else (its refusal, our input) is final. */
const isTransient = (e: unknown) => ["timeout", "unreachable"].includes((e as { kind?: string } | null)?.kind ?? "")

/** The error, unchanged in what the caller reads (status, Shippo's words), marked so that Medusa does not retry it. */
function permanent(e: unknown): Error {
  const failure = new PermanentStepFailureError((e as Error)?.message ?? String(e))
  const own = e && typeof e === "object" ? Object.fromEntries(Object.getOwnPropertyNames(e).filter((k) => !["name", "message", "stack"].includes(k)).map((k) => [k, (e as any)[k]])) : {}
  return Object.assign(failure, own)
}

type Bought = { label: BoughtLabel; entry_id: string; display_id: number }

/**
 * Buys the label of the chosen rate from the shipping module (Shippo, or the sandbox's sample).
 * Medusa retries it (`maxRetries`) when Shippo timed out or could not be reached; a retry first
 * looks for the label Shippo may have bought on the lost attempt, so it never pays twice.
 * Undo: the label is refunded (voided) with Shippo, unless Medusa's fulfillment that recorded it
 * was canceled, which already asked the shippo provider for the refund; a sandbox label cost
 * nothing. A label that cannot be refunded is recorded on the desk entry
 * (`metadata.orphaned_labels`) and logged, for staff to void in Shippo's dashboard.
 */
export const buyShippingLabelStep = createStep(
  "shop-buy-label",
  async (input: BuyShippingLabelStepInput, { container, attempt }) => {
    let label: BoughtLabel
    try {
      label = await shippingService(container).buyLabel({
        rateId: input.rate_id,
        packageType: input.package_type ?? undefined,
        orderNumber: input.display_id,
        to: input.to,
        rate: input.rate,
        lookUpFirst: attempt > 1,
        from: await loadShipFrom(container),
      })
    } catch (e) {
      throw isTransient(e) ? e : permanent(e)
    }
    return new StepResponse(label, { label, entry_id: input.entry_id, display_id: input.display_id } satisfies Bought)
  },
  async (bought: Bought | undefined, { container }) => {
    if (!bought) return
    const { label, display_id } = bought
    const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
    try {
      if (await refundedWithItsFulfillment(container, label.trackingNumber)) return
      const status = await shippingService(container).refundLabel(label.transactionId)
      if (status) {
        logger.warn(`shipping: order ${display_id}: the label ${label.trackingNumber} was refunded (${status}): its purchase could not be finished.`)
      }
    } catch (e) {
      const reason = (e as Error)?.message ?? String(e)
      logger.error(`shipping: order ${display_id}: the label ${label.trackingNumber} (${label.transactionId}) was bought but could not be refunded: ${reason}. Void it in Shippo.`)
      await recordOrphanedLabel(container, bought, reason).catch((err) =>
        logger.error(`shipping: order ${display_id}: could not record the orphaned label ${label.trackingNumber}: ${(err as Error).message}`)
      )
    }
  }
)

/** Whether a canceled Medusa fulfillment carries this label (its cancelation refunded it through the shippo provider). */
async function refundedWithItsFulfillment(container: { resolve<T>(key: string): T }, trackingNumber: string): Promise<boolean> {
  const fulfillment = container.resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
  const found = await fulfillment.listFulfillments({ labels: { tracking_number: trackingNumber } } as any, { select: ["id", "canceled_at"] })
  return found.some((f) => f.canceled_at)
}

/** Keeps a label nobody could refund on its order's desk entry, for staff. */
async function recordOrphanedLabel(container: { resolve<T>(key: string): T }, bought: Bought, reason: string) {
  const desk = orderDesk(container)
  const entry = await desk.retrieveOrderDeskEntry(bought.entry_id)
  const orphans = Array.isArray(entry.metadata?.orphaned_labels) ? (entry.metadata!.orphaned_labels as unknown[]) : []
  const { label } = bought
  const orphan = {
    transaction_id: label.transactionId,
    tracking_number: label.trackingNumber,
    carrier: label.carrier,
    amount: label.amount,
    currency: label.currency,
    label_url: label.labelUrl,
    reason,
    at: new Date().toISOString(),
  }
  await desk.updateOrderDeskEntries({ id: bought.entry_id, metadata: { ...(entry.metadata ?? {}), orphaned_labels: [...orphans, orphan] } })
}
