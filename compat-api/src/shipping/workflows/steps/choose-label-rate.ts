import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { uspsPriorityRate, type ShipRate } from "../../shipping-mapper"
import { SHIPPING_TEXTS, ShippingFailure } from "../../failures"
import { ESTIMATED_WEIGHT_LB, quotedRate, ratesForOrder } from "../../rates"

export type ChooseLabelRateInput = {
  order_number: number
  /** The rate staff chose from a comparison; absent for the direct USPS label. */
  rate_id?: string | null
  package_type: string | null
  /** What the caller knows of the rate already. */
  rate?: ShipRate | null
  /** A fulfillment with a label already exists: its rate is recorded, nothing is quoted. */
  labeled_rate_id?: string | null
}

export type ChosenRate = { rate_id: string; rate: ShipRate | null; package_type: string | null }

/**
 * The rate to buy: staff's choice (as quoted in the last 10 minutes, so Shippo need not be asked
 * for it again), or for the direct USPS label (POST /api/shipping/create-label) the package quoted
 * at the estimated 2 lb and its USPS Priority Mail rate (422 when USPS offers none). Quoting writes
 * only Medusa's cache, so there is nothing to undo.
 */
export const chooseLabelRateStep = createStep("shop-choose-label-rate", async (input: ChooseLabelRateInput, { container }) => {
  if (input.labeled_rate_id || input.rate_id) {
    const rateId = (input.labeled_rate_id || input.rate_id)!
    const rate = input.labeled_rate_id ? null : (input.rate ?? (await quotedRate(container, input.order_number, rateId)))
    return new StepResponse<ChosenRate>({ rate_id: rateId, rate, package_type: input.package_type })
  }
  // The estimate (the validation step refused a package it does not fit).
  const quote = await ratesForOrder(container, { orderId: input.order_number, packageType: input.package_type, weight: ESTIMATED_WEIGHT_LB })
  const rate = uspsPriorityRate(quote.rates)
  if (!rate) {
    throw new ShippingFailure(422, SHIPPING_TEXTS.noRates, quote.messages.join("; ") || "No USPS rate was offered for this package.")
  }
  return new StepResponse<ChosenRate>({ rate_id: rate.id, rate, package_type: quote.parcel.package.key })
})
