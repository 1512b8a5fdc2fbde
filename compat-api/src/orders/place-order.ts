import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { placeOrderWorkflow } from "../workflows/orders/place-order"
import type { PricedCart } from "./checkout-pricing"
import { toShippingAddress } from "./delivery-address"
import { providerIdFor } from "../payments/payment-methods"
import { PROCESSING_FEE_LINE } from "../card-payment/card-checkout"
import { isSandboxPayment } from "../card-payment/card-sandbox"
import { ORDER_DESK_MODULE } from "../modules/order-desk"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "../card-payment/checkout-module"
import { acceptedInput, entryIntake, MAX_PLACEMENT_ATTEMPTS, type DeskEntry } from "./order-desk"
import { isServiceUnavailable } from "../availability/unavailable"
import { orderDesk } from "./order-desk"

/** The seeded flat delivery option whose price rules give the spec's fee (0 / 10 / 15). */
export const DELIVERY_OPTION_NAME = "Standard Delivery"

/** Backoff before the next try of a failed placement: 10 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min. */
const RETRY_DELAYS_S = [10, 30, 60, 120, 300, 600, 1800]

/**
 * The placement worker's task for one accepted entry: takes it (only one worker can hold an
 * entry: takeForPlacement), and runs placeOrderWorkflow, which makes the Medusa order under the
 * entry's number with the priced items, the delivery method and the payment, then marks the entry
 * placed. The workflow undoes its own steps when one fails; a worker that died mid-way left at
 * most a half-made order under the entry's number, which is removed before trying again. A
 * failure records the error and schedules a retry; after MAX_PLACEMENT_ATTEMPTS, or for an order
 * that cannot succeed (invalid data), the entry waits for staff. `retryIn(ms, first)` schedules a
 * retry (after `first`, a write that must succeed before it). Returns the order id, or null.
 */
export async function placeAcceptedOrder(
  scope: MedusaContainer,
  entryId: string,
  { retryIn }: { retryIn?: (ms: number, first?: () => Promise<unknown>) => void } = {}
): Promise<string | null> {
  const desk = orderDesk(scope)
  if (!(await desk.takeForPlacement(entryId))) {
    return null
  }
  let entry: DeskEntry
  try {
    entry = await desk.retrieveOrderDeskEntry(entryId)
  } catch (e) {
    // Taken, then the database went away: give the entry back once it is there again.
    if (!isServiceUnavailable(e)) throw e
    retryIn?.(0, () => desk.updatePlacement(entryId, { placement: "failed", placement_error: (e as Error).message.slice(0, 2000), next_attempt_at: new Date() }))
    return null
  }
  try {
    const displayId = entry.order_display_id != null ? Number(entry.order_display_id) : await desk.reserveOrderNumber()
    if (Number(entry.placement_attempts) > 1) {
      // Only an earlier attempt can have left a half-made order behind.
      await removeHalfMadeOrder(scope, displayId, entry.id)
    }
    const { result } = await placeOrderWorkflow(scope).run({ input: await placementInput(scope, entry, displayId) })
    scope.resolve(ContainerRegistrationKeys.LOGGER).info(`order #${displayId} placed in Medusa (${result.order_id})`)
    return result.order_id
  } catch (e) {
    const attempts = Number(entry.placement_attempts)
    const giveUp = attempts >= MAX_PLACEMENT_ATTEMPTS || (e instanceof MedusaError && e.type === MedusaError.Types.INVALID_DATA)
    const delay = RETRY_DELAYS_S[Math.min(attempts - 1, RETRY_DELAYS_S.length - 1)] ?? 10
    const failed = (nextAttemptAt: Date | null) =>
      desk.updatePlacement(entry.id, { placement: "failed", placement_error: (e as Error).message.slice(0, 2000), next_attempt_at: nextAttemptAt })
    try {
      await failed(giveUp ? null : new Date(Date.now() + delay * 1000))
    } catch (recording) {
      // The database is what failed: the entry still says "placing" (only the stale-placement
      // rule, minutes later, would free it). Record the failure once it is back, then try again.
      if (giveUp || !isServiceUnavailable(recording)) throw recording
      retryIn?.(delay * 1000, () => failed(new Date()))
      return null
    }
    // The worker that failed tries again itself after the delay (the minute's sweep is the net for
    // a worker that stopped meanwhile).
    if (!giveUp) retryIn?.(delay * 1000)
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(
      `order intake: placing order ${entry.order_display_id} (${entry.id}) failed (attempt ${attempts}${giveUp ? ", waits for staff" : `, retry in ${delay} s`}): ${(e as Error).message}`
    )
    return null
  }
}

/** Ids of the accepted entries due for placement now (queued, failed and due, or stale). */
export async function duePlacements(scope: MedusaContainer, limit = 50): Promise<string[]> {
  return orderDesk(scope).listDuePlacements(limit)
}

/** The workflow's input: the entry's intake as Medusa's order, in the shop's US store context. */
async function placementInput(scope: MedusaContainer, entry: DeskEntry, displayId: number) {
  const intake = entryIntake(entry)
  if (!intake) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Order desk entry ${entry.id} has no intake record to place.`)
  }
  const input = acceptedInput(entry, intake)
  const priced: PricedCart = {
    lines: intake.lines,
    subtotal: Number(intake.subtotal),
    deliveryFee: Number(intake.deliveryFee),
    total: Number(intake.total),
  }
  const [context, products, customerId] = await Promise.all([
    storeContext(scope),
    lineProductsOf(scope, priced),
    customerIdOf(scope, input.customerEmail),
  ])
  const address = toShippingAddress(input)
  // What the shopper pays: Medusa's order total, the card fee included.
  const amount = Number(intake.amountDue ?? priced.total)
  return {
    entry_id: entry.id,
    display_id: displayId,
    order: {
      region_id: context.regionId,
      sales_channel_id: context.salesChannelId,
      currency_code: "usd",
      customer_id: customerId,
      email: input.customerEmail ?? undefined,
      locale: orderLocale(input.locale),
      shipping_address: address,
      billing_address: address,
      // The line as the shopper bought it: the catalog's name and price at intake, the product's own fields.
      items: [
        ...priced.lines.map((l) => ({
          ...products.get(l.id)!,
          title: l.name,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          is_tax_inclusive: false,
          requires_shipping: true,
          is_discountable: true,
        })),
        ...cardFeeLines(priced.total, intake.amountDue),
      ],
      shipping_methods: [{ name: DELIVERY_OPTION_NAME, amount: priced.deliveryFee, shipping_option_id: context.deliveryOptionId, data: {} }],
      metadata: {
        payment_session_id: input.paymentSessionId,
        order_desk_entry_id: entry.id,
        // Medusa's admin shows it: a test card in the offline sandbox, no money (a checked session id, never the client's word).
        ...(isSandboxPayment({ payment_method: input.paymentMethod, payment_session_id: input.paymentSessionId }) ? { payment_sandbox: true } : {}),
      },
    } as any,
    payment: {
      provider_id: providerIdFor(input.paymentMethod),
      amount,
      data:
        input.paymentMethod === "stripe"
          ? await cardPaymentData(scope, input.paymentSessionId, entry.id, amount)
          : { reference: input.paymentSessionId },
    },
    capture: input.paymentMethod === "stripe",
  }
}

/**
 * The card provider's session data for a Checkout Session the intake verified: the session is
 * bound to this entry and amount (once: another order's session is refused, INVALID_DATA, so the
 * entry waits for staff) and the provider gets the binding's one-time token. See the provider's
 * doc (card-payment/stripe-provider/service.ts) for why a token.
 */
export async function cardPaymentData(scope: MedusaContainer, checkoutSessionId: string, entryId: string, amount: number) {
  const cards = scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE)
  const claim_token = await cards.bindCheckoutSession({ checkout_session_id: checkoutSessionId, owner: entryId, amount: Math.round(amount * 100) })
  return { checkout_session_id: checkoutSessionId, claim_token }
}

/** Medusa's order locale (BCP 47) for the checkout's language; none when the checkout did not say. */
export function orderLocale(lang: string | undefined): string | undefined {
  return lang === "km" ? "km-KH" : lang === "en" ? "en-US" : undefined
}

/**
 * The card processing fee (spec: 3 % of subtotal plus delivery, card orders only) as its own line of
 * Medusa's order, so Medusa's total, the back office's, Stripe's charge and the shopper's are one
 * amount and a refund in Medusa's admin can return all of it. A line without a product, not
 * discountable, that goes into the fulfillment with the goods (`requires_shipping`: Medusa counts
 * every line not fulfilled, and refuses a fulfillment mixing lines with and without shipping, so a
 * fee line left out read "Partially shipped" forever; issue 26 point 5). None for the other methods.
 */
export function cardFeeLines(total: number, amountDue: number | null | undefined) {
  const fee = Math.round((Number(amountDue ?? total) - total) * 100) / 100
  if (!(fee > 0)) return []
  return [
    {
      title: PROCESSING_FEE_LINE,
      quantity: 1,
      unit_price: fee,
      is_tax_inclusive: false,
      requires_shipping: true,
      is_discountable: false,
      is_custom_price: true,
      metadata: { shop_line: CARD_FEE_LINE_KIND },
    },
  ]
}

/** The fee line's `metadata.shop_line`. */
export const CARD_FEE_LINE_KIND = "card_processing_fee"

/**
 * A worker that died during a placement may have left a half-made order under the entry's number
 * (the workflow's undo did not run): it is removed with its payment collection and links, so the
 * placement starts clean. A finished placement never reaches here (its entry is 'placed').
 */
async function removeHalfMadeOrder(scope: MedusaContainer, displayId: number, entryId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "payment_collections.id"],
    filters: { display_id: displayId },
  })
  for (const order of data as any[]) {
    const collections = (order.payment_collections ?? []).map((c: any) => c.id)
    if (collections.length) {
      await scope.resolve(Modules.PAYMENT).deletePaymentCollections(collections)
    }
    await scope.resolve(ContainerRegistrationKeys.LINK).delete({ [Modules.ORDER]: { order_id: order.id } })
    await scope.resolve(Modules.ORDER).deleteOrders([order.id])
  }
  // The entry's link to an order the earlier attempt made and its compensation removed (the
  // database went away in between: found by the outage test), or the retry could never link it.
  await scope.resolve(ContainerRegistrationKeys.LINK).delete({ [ORDER_DESK_MODULE]: { order_desk_entry_id: entryId } })
}

/** What every placement needs from the store (region, sales channel, delivery option), kept a minute. */
type StoreContext = { regionId: string; salesChannelId: string; deliveryOptionId: string }
let storeContextCache: { value: StoreContext; at: number } | null = null
const STORE_CONTEXT_MS = 60_000

async function storeContext(scope: MedusaContainer): Promise<StoreContext> {
  if (storeContextCache && Date.now() - storeContextCache.at < STORE_CONTEXT_MS) {
    return storeContextCache.value
  }
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: stores }, { data: regions }, options] = await Promise.all([
    query.graph({ entity: "store", fields: ["default_sales_channel_id"] }),
    query.graph({ entity: "region", fields: ["id", "currency_code", "countries.iso_2"] }),
    scope.resolve(Modules.FULFILLMENT).listShippingOptions({ name: DELIVERY_OPTION_NAME }),
  ])
  const region = (regions as any[]).find(
    (r) => r.currency_code === "usd" && (r.countries ?? []).some((c: any) => c?.iso_2 === "us")
  )
  const salesChannelId = stores[0]?.default_sales_channel_id
  if (!region || !salesChannelId) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The shop has no US region or default sales channel: run the seed.")
  }
  if (!options[0]) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `The "${DELIVERY_OPTION_NAME}" shipping option is missing: run the seed.`)
  }
  const value = { regionId: region.id as string, salesChannelId: salesChannelId as string, deliveryOptionId: options[0].id }
  storeContextCache = { value, at: Date.now() }
  return value
}

/** What an order line needs of its product (first variant), kept a minute per product. */
type LineProduct = {
  product_id: string
  product_title: string
  product_handle: string | null
  thumbnail: string | null
  variant_id: string
  variant_title: string | null
  variant_sku: string | null
}
const lineProducts = new Map<string, { value: LineProduct; at: number }>()
const LINE_PRODUCT_MS = 60_000

async function lineProductsOf(scope: MedusaContainer, priced: PricedCart): Promise<Map<string, LineProduct>> {
  const found = new Map<string, LineProduct>()
  const missing: string[] = []
  for (const { id } of priced.lines) {
    const hit = lineProducts.get(id)
    if (hit && Date.now() - hit.at < LINE_PRODUCT_MS) found.set(id, hit.value)
    else missing.push(id)
  }
  if (missing.length) {
    const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "product",
      fields: ["id", "title", "handle", "thumbnail", "variants.id", "variants.title", "variants.sku"],
      filters: { id: missing },
    })
    for (const p of data as any[]) {
      const v = p.variants?.[0]
      if (!v?.id) continue
      const value: LineProduct = {
        product_id: p.id,
        product_title: p.title,
        product_handle: p.handle ?? null,
        thumbnail: p.thumbnail ?? null,
        variant_id: v.id,
        variant_title: v.title ?? null,
        variant_sku: v.sku ?? null,
      }
      if (lineProducts.size > 5000) lineProducts.clear()
      lineProducts.set(p.id, { value, at: Date.now() })
      found.set(p.id, value)
    }
  }
  for (const line of priced.lines) {
    if (!found.has(line.id)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown product: ${line.id}`)
    }
  }
  return found
}

/**
 * The Medusa customer an order belongs to: the shopper's account when the e-mail has one, else a
 * guest customer, created once. Medusa's order workflow would create the guest itself, but two
 * placements for the same e-mail running at once then both create it and one fails on the unique
 * e-mail; here the loser of that race finds the winner's customer and goes on.
 */
async function customerIdOf(scope: MedusaContainer, email: string | null): Promise<string | undefined> {
  if (!email) {
    return undefined
  }
  const customers = scope.resolve(Modules.CUSTOMER)
  const address = email.trim().toLowerCase()
  for (let attempt = 1; ; attempt++) {
    const found = await customers.listCustomers({ email: address }, { select: ["id", "has_account"] })
    const customer = found.find((c) => c.has_account) ?? found[0]
    if (customer) {
      return customer.id
    }
    try {
      const created = await customers.createCustomers({ email: address })
      return created.id
    } catch (e) {
      if (attempt >= 3) {
        throw e
      }
    }
  }
}
