import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  capturePaymentWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { CARD_CHECKOUT_MODULE, type CardCheckoutService } from "../payments/card-checkout"
import { readCatalog } from "../catalog/read-model"
import { amountDue, priceLines, processingFee, type CatalogPrice, type PricedCart } from "./checkout-pricing"
import { toShippingAddress, type AddressInput } from "./delivery-address"
import { providerIdFor, type PaymentMethod } from "../payments/payment-methods"

/** The seeded flat delivery option whose price rules give the spec's fee (0 / 10 / 15). */
export const DELIVERY_OPTION_NAME = "Standard Delivery"

export type PlaceOrderInput = AddressInput & {
  customerEmail: string | null
  totalAmount: number
  paymentMethod: PaymentMethod
  paymentSessionId: string
  orderItems: { id: string; quantity: number }[]
  notes: string | null
  paymentConfirmed: boolean
  /** The checkout's ORDER-123456, the payment memo staff match manual payments by (optional). */
  orderNumber?: string | null
}

/** `id` is the order number (the Medusa order's display id once placed); `created` is false for a repeat. */
export type AcceptedOrder = { id: number; created: boolean }

/** What the placement worker needs to build the cart, stored on the entry when the order is accepted. */
export type OrderIntake = {
  input: Omit<PlaceOrderInput, "totalAmount" | "paymentConfirmed">
  lines: PricedCart["lines"]
  subtotal: number
  deliveryFee: number
  total: number
  amountDue: number
}

/** The order-desk entry fields this file uses (the module belongs to the app: medusa-backend). */
type DeskEntry = {
  id: string
  payment_session_id: string
  order_id: string | null
  order_display_id: number | null
  cart_id: string | null
  placement: "queued" | "placing" | "placed" | "failed"
  placement_attempts: number
  intake: OrderIntake | null
  created_at: Date | string
}
type OrderDeskService = {
  listOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<DeskEntry[]>
  retrieveOrderDeskEntry(id: string): Promise<DeskEntry>
  createOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  reserveOrderNumber(): Promise<number>
  takeForPlacement(id: string): Promise<boolean>
  recordPlacement(id: string, orderId: string, displayId: number): Promise<{ archived: boolean }>
  updatePlacement(id: string, fields: { cart_id?: string | null; placement?: string; placement_error?: string | null; next_attempt_at?: Date | null }): Promise<void>
  listDuePlacements(limit?: number): Promise<string[]>
}
export const ORDER_DESK_MODULE = "order_desk"
/** Emitted when an order is accepted; the placement worker (subscriber) places it. */
export const ORDER_ACCEPTED_EVENT = "order_desk.order_accepted"
/** After this many failed placements the entry waits for staff instead of being retried. */
export const MAX_PLACEMENT_ATTEMPTS = 8

const cents = (dollars: number) => Math.round(dollars * 100)
const usd = (dollars: number) => `$${dollars.toFixed(2)}`

/** Prices the order from the catalog and checks the client's total; writes nothing. */
export async function priceOrder(scope: MedusaContainer, input: PlaceOrderInput) {
  const catalog = JSON.parse((await readCatalog(scope, "menu-items", "en")).body) as CatalogPrice[]
  const priced = priceLines(input.orderItems, catalog)
  const fee = processingFee(priced.total, input.paymentMethod)
  const due = amountDue(priced.total, input.paymentMethod)
  checkTotal(input.totalAmount, due, input.paymentMethod)
  return { priced, processingFee: fee, amountDue: due }
}

/** The client's totalAmount must match the server's price within a cent (card: with the 3 % fee). */
export function checkTotal(clientTotal: number, expected: number, method: string) {
  if (Math.abs(cents(clientTotal) - cents(expected)) > 1) {
    const what = method === "stripe" ? "total with the card processing fee" : "total"
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The order total ${usd(clientTotal)} does not match the shop's prices: the ${what} is ${usd(expected)}. Please refresh your cart and try again.`
    )
  }
}

const CARD_NOT_PAID =
  "Payment Not Verified: the card payment for this session is not complete or does not match the order total. Please complete and verify your payment before placing your order."

/** A card order is accepted only when its Checkout Session is paid for exactly the amount due. */
async function assertCardPaid(scope: MedusaContainer, sessionId: string, due: number) {
  const session = await scope.resolve<CardCheckoutService>(CARD_CHECKOUT_MODULE).retrieveCheckoutSession(sessionId)
  const paid = session?.status === "complete" && session.payment_status === "paid" && session.amount_total === cents(due)
  if (!paid) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CARD_NOT_PAID)
  }
}

/**
 * POST /api/orders: accepts the order and answers its number at once; exactly one order per
 * payment session id. The entry (unique on the payment session id in the database) is the durable
 * intake record: a repeated or concurrent request for the same session gets the same number, and
 * the placement worker turns the entry into the Medusa order through Medusa's cart workflows
 * (placeAcceptedOrder). Nothing is written when the input, the total or the card payment is wrong.
 */
export async function acceptOrder(scope: MedusaContainer, input: PlaceOrderInput): Promise<AcceptedOrder> {
  const desk = scope.resolve<OrderDeskService>(ORDER_DESK_MODULE)
  const known = await findEntry(desk, input.paymentSessionId)
  if (known) {
    return { id: await numberOf(scope, desk, known), created: false }
  }
  const pricing = await priceOrder(scope, input)
  if (input.paymentMethod === "stripe") {
    await assertCardPaid(scope, input.paymentSessionId, pricing.amountDue)
  }
  const number = await desk.reserveOrderNumber()
  let entry: DeskEntry
  try {
    entry = await desk.createOrderDeskEntries({
      ...deskFields(input, pricing),
      order_display_id: number,
      placement: "queued",
      intake: intakeOf(input, pricing),
    })
  } catch (e) {
    // Lost the race to the unique index: the other request's entry is this order.
    const winner = await findEntry(desk, input.paymentSessionId)
    if (!winner) {
      throw e
    }
    return { id: await numberOf(scope, desk, winner), created: false }
  }
  await scope
    .resolve(Modules.EVENT_BUS)
    .emit({ name: ORDER_ACCEPTED_EVENT, data: { id: entry.id } })
    .catch((err: Error) => logger(scope).warn(`order intake: ${entry.id} waits for the sweep: ${err.message}`))
  return { id: number, created: true }
}

async function findEntry(desk: OrderDeskService, paymentSessionId: string): Promise<DeskEntry | undefined> {
  const [entry] = await desk.listOrderDeskEntries({ payment_session_id: paymentSessionId })
  return entry
}

/** The entry's order number (entries from before the intake existed only had it once placed). */
async function numberOf(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry): Promise<number> {
  if (entry.order_display_id != null) {
    return Number(entry.order_display_id)
  }
  if (!entry.order_id) {
    throw new MedusaError(MedusaError.Types.CONFLICT, "This order is still being placed. Please wait a moment and try again.")
  }
  const displayId = await displayIdOf(scope, entry.order_id)
  await desk.updateOrderDeskEntries({ id: entry.id, order_display_id: displayId })
  return displayId
}

type Pricing = Awaited<ReturnType<typeof priceOrder>>

function intakeOf(input: PlaceOrderInput, pricing: Pricing): OrderIntake {
  const { totalAmount: _t, paymentConfirmed: _c, ...rest } = input
  return {
    input: rest,
    lines: pricing.priced.lines,
    subtotal: pricing.priced.subtotal,
    deliveryFee: pricing.priced.deliveryFee,
    total: pricing.priced.total,
    amountDue: pricing.amountDue,
  }
}

function deskFields(input: PlaceOrderInput, pricing: Pricing) {
  return {
    payment_session_id: input.paymentSessionId,
    payment_method: input.paymentMethod,
    // A card order is only accepted once its Checkout Session is paid (assertCardPaid); manual
    // payments wait for staff to see the money.
    payment_status: input.paymentMethod === "stripe" ? "paid" : "pending",
    payment_confirmed_by_customer: input.paymentConfirmed === true,
    status: "pending",
    customer_name: input.customerName,
    customer_email: input.customerEmail,
    customer_phone: input.customerPhone,
    delivery_address: input.deliveryAddress,
    notes: input.notes,
    subtotal: pricing.priced.subtotal,
    delivery_fee: pricing.priced.deliveryFee,
    processing_fee: pricing.processingFee,
    total: pricing.priced.total,
    amount_due: pricing.amountDue,
  }
}

/** Backoff before the next try of a failed placement: 10 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min. */
const RETRY_DELAYS_S = [10, 30, 60, 120, 300, 600, 1800]

/**
 * The placement worker's step: builds the Medusa order of one accepted entry through Medusa's
 * workflows (cart with the catalog's variants and the address, the delivery option, a payment
 * collection and session of the chosen provider, complete-cart) and gives it the entry's number.
 * Only one worker can hold an entry (takeForPlacement); a worker that died mid-way is resumed
 * from the entry's cart. A failure removes the half-built cart, records the error and schedules a
 * retry; after MAX_PLACEMENT_ATTEMPTS the entry waits for staff. Returns the order id, or null.
 */
export async function placeAcceptedOrder(scope: MedusaContainer, entryId: string): Promise<string | null> {
  const desk = scope.resolve<OrderDeskService>(ORDER_DESK_MODULE)
  if (!(await desk.takeForPlacement(entryId))) {
    return null
  }
  const entry = await desk.retrieveOrderDeskEntry(entryId)
  try {
    let orderId: string | null = null
    if (entry.cart_id) {
      // A worker died after building this cart: its order may exist already.
      orderId = await orderOfCart(scope, entry.cart_id)
      if (!orderId) {
        await removeCart(scope, entry.cart_id)
        await desk.updatePlacement(entry.id, { cart_id: null })
      }
    }
    orderId ??= await createOrder(scope, desk, entry)
    await finalize(scope, desk, entry, orderId)
    return orderId
  } catch (e) {
    const attempts = Number(entry.placement_attempts)
    const giveUp = attempts >= MAX_PLACEMENT_ATTEMPTS || (e instanceof MedusaError && e.type === MedusaError.Types.INVALID_DATA)
    const delay = RETRY_DELAYS_S[Math.min(attempts - 1, RETRY_DELAYS_S.length - 1)] ?? 10
    await desk.updatePlacement(entry.id, {
      placement: "failed",
      placement_error: (e as Error).message.slice(0, 2000),
      next_attempt_at: giveUp ? null : new Date(Date.now() + delay * 1000),
    })
    logger(scope).error(
      `order intake: placing order ${entry.order_display_id} (${entry.id}) failed (attempt ${attempts}${giveUp ? ", waits for staff" : `, retry in ${delay} s`}): ${(e as Error).message}`
    )
    return null
  }
}

/** Ids of the accepted entries due for placement now (queued, failed and due, or stale). */
export async function duePlacements(scope: MedusaContainer, limit = 50): Promise<string[]> {
  return scope.resolve<OrderDeskService>(ORDER_DESK_MODULE).listDuePlacements(limit)
}

/**
 * The Medusa customer an order belongs to: the shopper's account when the e-mail has one, else a
 * guest customer, created once. Medusa's cart workflow would create the guest itself, but two
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

async function createOrder(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry): Promise<string> {
  const intake = entry.intake
  if (!intake) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Order desk entry ${entry.id} has no intake record to place.`)
  }
  const { input } = intake
  const priced: PricedCart = {
    lines: intake.lines,
    subtotal: Number(intake.subtotal),
    deliveryFee: Number(intake.deliveryFee),
    total: Number(intake.total),
  }
  let cartId: string | undefined
  try {
    const { regionId, salesChannelId } = await storeContext(scope)
    const variants = await variantsOf(scope, priced)
    const customerId = await customerIdOf(scope, input.customerEmail)
    const { result: cart } = await createCartWorkflow(scope).run({
      input: {
        region_id: regionId,
        sales_channel_id: salesChannelId,
        currency_code: "usd",
        customer_id: customerId,
        email: input.customerEmail ?? undefined,
        shipping_address: toShippingAddress(input),
        items: priced.lines.map((l) => ({ variant_id: variants.get(l.id)!, quantity: l.quantity })),
        metadata: { payment_session_id: input.paymentSessionId, order_desk_entry_id: entry.id },
      },
    })
    cartId = cart.id
    await desk.updatePlacement(entry.id, { cart_id: cartId })

    const optionId = await deliveryOptionId(scope)
    await addShippingMethodToCartWorkflow(scope).run({ input: { cart_id: cartId, options: [{ id: optionId }] } })
    await checkCartTotals(scope, cartId, priced)

    await createPaymentCollectionForCartWorkflow(scope).run({ input: { cart_id: cartId } })
    const collectionId = await paymentCollectionOf(scope, cartId)
    await createPaymentSessionsWorkflow(scope).run({
      input: {
        payment_collection_id: collectionId,
        provider_id: providerIdFor(input.paymentMethod),
        data:
          input.paymentMethod === "stripe"
            ? { checkout_session_id: input.paymentSessionId, amount_due: Number(intake.amountDue) }
            : { reference: input.paymentSessionId, amount_due: Number(intake.amountDue) },
      },
    })
    const { result } = await completeCartWorkflow(scope).run({ input: { id: cartId } })
    return result.id
  } catch (e) {
    // No order was made, so nothing of this attempt may stay behind (unless the order did appear).
    if (cartId) {
      const late = await orderOfCart(scope, cartId).catch(() => null)
      if (late) {
        return late
      }
      await removeCart(scope, cartId)
      await desk.updatePlacement(entry.id, { cart_id: null }).catch(() => undefined)
    }
    throw e
  }
}

/** The Medusa order takes the entry's number; the entry is placed and linked to the order. */
async function finalize(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry, orderId: string) {
  if (entry.order_display_id != null) {
    await scope.resolve(Modules.ORDER).updateOrders(orderId, { display_id: Number(entry.order_display_id) } as any)
  }
  const displayId = entry.order_display_id ?? (await displayIdOf(scope, orderId))
  // The card payment is captured and the order linked before the entry says 'placed', so whoever
  // sees 'placed' (staff, the shopper's order call, Medusa's admin) sees the finished order.
  if (entry.intake?.input.paymentMethod === "stripe") {
    await captureCardPayment(scope, orderId)
  }
  try {
    await scope.resolve(ContainerRegistrationKeys.LINK).create({
      [ORDER_DESK_MODULE]: { order_desk_entry_id: entry.id },
      [Modules.ORDER]: { order_id: orderId },
    })
  } catch (e) {
    // The entry already carries order_id; the link only serves Medusa's query graph (a resumed
    // placement finds it made already).
    logger(scope).warn(`order-desk: could not link ${entry.id} to ${orderId}: ${(e as Error).message}`)
  }
  const { archived } = await desk.recordPlacement(entry.id, orderId, displayId)
  if (archived) {
    // Staff cleared the list while this order was being placed: it leaves Medusa's lists too, and
    // comes back with its entry (restore).
    await scope.resolve(Modules.ORDER).softDeleteOrders([orderId])
  }
}

/**
 * Stripe Checkout charged the card already (automatic capture), so Medusa's payment of a card order
 * is captured as soon as the order exists. A failure only leaves it authorized (staff's Verify
 * Payment captures it), never fails the placement.
 */
async function captureCardPayment(scope: MedusaContainer, orderId: string) {
  try {
    const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["payment_collections.payments.id", "payment_collections.payments.captured_at"],
      filters: { id: orderId },
    })
    const payment = (data[0] as any)?.payment_collections?.[0]?.payments?.[0]
    if (payment && !payment.captured_at) {
      await capturePaymentWorkflow(scope).run({ input: { payment_id: payment.id } })
    }
  } catch (e) {
    logger(scope).warn(`order intake: could not capture the card payment of ${orderId}: ${(e as Error).message}`)
  }
}

function logger(scope: MedusaContainer) {
  return scope.resolve(ContainerRegistrationKeys.LOGGER)
}

async function storeContext(scope: MedusaContainer) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: stores }, { data: regions }] = await Promise.all([
    query.graph({ entity: "store", fields: ["default_sales_channel_id"] }),
    query.graph({ entity: "region", fields: ["id", "currency_code", "countries.iso_2"] }),
  ])
  const region = (regions as any[]).find(
    (r) => r.currency_code === "usd" && (r.countries ?? []).some((c: any) => c?.iso_2 === "us")
  )
  const salesChannelId = stores[0]?.default_sales_channel_id
  if (!region || !salesChannelId) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The shop has no US region or default sales channel: run the seed.")
  }
  return { regionId: region.id as string, salesChannelId: salesChannelId as string }
}

async function variantsOf(scope: MedusaContainer, priced: PricedCart): Promise<Map<string, string>> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "variants.id"],
    filters: { id: priced.lines.map((l) => l.id) },
  })
  const byProduct = new Map<string, string>()
  for (const p of data as any[]) {
    if (p.variants?.[0]?.id) {
      byProduct.set(p.id, p.variants[0].id)
    }
  }
  for (const line of priced.lines) {
    if (!byProduct.has(line.id)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown product: ${line.id}`)
    }
  }
  return byProduct
}

async function deliveryOptionId(scope: MedusaContainer): Promise<string> {
  const fulfillment = scope.resolve(Modules.FULFILLMENT)
  const [option] = await fulfillment.listShippingOptions({ name: DELIVERY_OPTION_NAME })
  if (!option) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `The "${DELIVERY_OPTION_NAME}" shipping option is missing: run the seed.`)
  }
  return option.id
}

/** Medusa's own cart totals must equal the shop's pricing (catalog prices, fee 0 / 10 / 15). */
async function checkCartTotals(scope: MedusaContainer, cartId: string, priced: PricedCart) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "item_total", "shipping_total", "total"],
    filters: { id: cartId },
  })
  const cart = data[0] as { item_total: unknown; shipping_total: unknown; total: unknown }
  const shipping = Number(cart.shipping_total)
  const total = Number(cart.total)
  if (cents(shipping) !== cents(priced.deliveryFee) || cents(total) !== cents(priced.total)) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `Cart ${cartId} totals (${usd(total)}, delivery ${usd(shipping)}) differ from the shop's pricing (${usd(priced.total)}, delivery ${usd(priced.deliveryFee)})`
    )
  }
}

async function paymentCollectionOf(scope: MedusaContainer, cartId: string): Promise<string> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "payment_collection.id"], filters: { id: cartId } })
  const id = (data[0] as any)?.payment_collection?.id
  if (!id) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Cart ${cartId} has no payment collection`)
  }
  return id
}

async function orderOfCart(scope: MedusaContainer, cartId: string): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "order.id"], filters: { id: cartId } })
  return (data[0] as any)?.order?.id ?? null
}

async function displayIdOf(scope: MedusaContainer, orderId: string): Promise<number> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "display_id"], filters: { id: orderId } })
  return Number((data[0] as any).display_id)
}

/** Best effort: the cart, its payment collection and sessions of a failed attempt. */
async function removeCart(scope: MedusaContainer, cartId: string) {
  try {
    const collectionId = await paymentCollectionOf(scope, cartId).catch(() => null)
    if (collectionId) {
      await scope.resolve(Modules.PAYMENT).deletePaymentCollections([collectionId])
    }
    await scope.resolve(Modules.CART).deleteCarts([cartId])
  } catch (e) {
    logger(scope).error(`order placement: could not remove cart ${cartId}: ${(e as Error).message}`)
  }
}
