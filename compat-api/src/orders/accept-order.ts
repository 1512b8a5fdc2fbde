import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { ORDER_ERRORS } from "@shop/contract"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "../card-payment/checkout-module"
import type { OrderDeskModuleService } from "../modules/order-desk"
import { readCatalog } from "../catalog/read-model"
import { amountDue, priceLines, processingFee, type CatalogPrice } from "./checkout-pricing"
import { acceptedInput, ORDER_ACCEPTED_EVENT, orderDesk, type AcceptedOrder, type DeskEntry, type OrderIntake, type PlaceOrderInput } from "./order-desk"
import { newStatusToken } from "./order-status"
import { orderFingerprint } from "./order-fingerprint"
import { within } from "../availability/unavailable"

/** How long an accepted order's answer waits for the event bus (Redis) to take its event. */
const EMIT_WAIT_MS = 1_500

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

const CARD_NOT_PAID = ORDER_ERRORS.cardNotPaid

/** A card order is accepted only when its Checkout Session is paid for exactly the amount due. */
async function assertCardPaid(scope: MedusaContainer, sessionId: string, due: number) {
  const session = await scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE).retrieveCheckoutSession(sessionId)
  const paid = session?.status === "complete" && session.payment_status === "paid" && session.amount_total === cents(due)
  if (!paid) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CARD_NOT_PAID)
  }
}

/**
 * POST /api/orders: accepts the order and answers its number at once; exactly one order per
 * request. The entry (unique in the database on the payment session id and the request's
 * fingerprint, and on the id alone for card sessions) is the durable intake record: a repeated or
 * concurrent copy of the same request (same items, total, payment and contact) gets the same
 * number; another request under a used manual key (`manual_<method>_<timestamp>`: two shoppers
 * in the same millisecond, or someone who sends a key not theirs) becomes an order of its own and
 * never sees the first one's number or token; under a used card session, a request for other items
 * or another total is refused (409: one payment, one order; see orderFingerprint). The placement
 * worker turns the entry into the Medusa order through the shop's place-order workflow
 * (placeAcceptedOrder). Nothing is written when the input, the total or the card payment is wrong,
 * or when `beforeCreate` (the per-e-mail limit) refuses the new order.
 */
export async function acceptOrder(
  scope: MedusaContainer,
  input: PlaceOrderInput,
  { beforeCreate }: { beforeCreate?: () => Promise<(() => Promise<void>) | void> } = {}
): Promise<AcceptedOrder> {
  const desk = orderDesk(scope)
  const fingerprint = orderFingerprint(input)
  const repeat = await sameRequest(scope, desk, input.paymentSessionId, fingerprint)
  if (repeat) {
    return repeat
  }
  const pricing = await priceOrder(scope, input)
  if (input.paymentMethod === "stripe") {
    await assertCardPaid(scope, input.paymentSessionId, pricing.amountDue)
  }
  // A new order only (a repeat has been answered above): counted before anything is written; given
  // back when this request turns out to be a copy that lost the race, or fails.
  const giveBack = await beforeCreate?.()
  const number = await desk.reserveOrderNumber()
  let entry: DeskEntry
  try {
    entry = await desk.createOrderDeskEntries({
      ...deskFields(input, pricing),
      request_fingerprint: fingerprint,
      order_display_id: number,
      status_token: newStatusToken(),
      placement: "queued",
      intake: intakeOf(input, pricing),
    })
  } catch (e) {
    await giveBack?.().catch(() => undefined)
    // Lost the race to a unique index: the same request's entry is this order; a card session
    // already used by another request is refused.
    const winner = await sameRequest(scope, desk, input.paymentSessionId, fingerprint)
    if (winner) {
      return winner
    }
    throw e
  }
  // The entry is the acknowledgement: the event only makes the worker start at once. With Redis
  // away (a restart) the emit waits for it; the shopper does not: the minute's sweep places it.
  const emitted = await within(
    EMIT_WAIT_MS,
    scope
      .resolve(Modules.EVENT_BUS)
      .emit({ name: ORDER_ACCEPTED_EVENT, data: { id: entry.id } })
      .then(() => true)
      .catch((err: Error) => {
        logger(scope).warn(`order intake: ${entry.id} waits for the sweep: ${err.message}`)
        return false
      })
  )
  if (!emitted.done) {
    logger(scope).warn(`order intake: ${entry.id} waits for the sweep (the event bus did not answer within ${EMIT_WAIT_MS} ms)`)
  }
  return { id: number, statusToken: entry.status_token as string, created: true }
}

/**
 * The order this exact request already made under this payment session id (a repeat), or
 * undefined. A card session (cs_…) already used by another request answers 409 without a number.
 */
async function sameRequest(
  scope: MedusaContainer,
  desk: OrderDeskModuleService,
  paymentSessionId: string,
  fingerprint: string
): Promise<AcceptedOrder | undefined> {
  const entries = await desk.listOrderDeskEntries({ payment_session_id: paymentSessionId })
  const same = entries.find((e) => fingerprintOf(e) === fingerprint)
  if (same) {
    return { id: await numberOf(scope, desk, same), statusToken: await statusTokenOf(desk, same), created: false }
  }
  if (entries.length && !paymentSessionId.startsWith("manual_")) {
    throw new MedusaError(MedusaError.Types.CONFLICT, ORDER_ERRORS.sessionUsed)
  }
  return undefined
}

/** The entry's request fingerprint; for an entry from before fingerprints, the one of its intake. */
function fingerprintOf(entry: DeskEntry): string | null {
  if (entry.request_fingerprint) {
    return entry.request_fingerprint as string
  }
  const intake = entry.intake as OrderIntake | null
  if (!intake?.input || intake.amountDue == null) {
    return null
  }
  return orderFingerprint({ ...acceptedInput(entry, intake), totalAmount: intake.amountDue })
}

/** The entry's order number (entries from before the intake existed only had it once placed). */
async function numberOf(scope: MedusaContainer, desk: OrderDeskModuleService, entry: DeskEntry): Promise<number> {
  if (entry.order_display_id != null) {
    return Number(entry.order_display_id)
  }
  if (!entry.order_id) {
    throw new MedusaError(MedusaError.Types.CONFLICT, ORDER_ERRORS.stillPlacing)
  }
  const displayId = await displayIdOf(scope, entry.order_id)
  await desk.updateOrderDeskEntries({ id: entry.id, order_display_id: displayId })
  return displayId
}

/** The entry's status token (the migration gave every older entry one; written here should one lack it). */
async function statusTokenOf(desk: OrderDeskModuleService, entry: DeskEntry): Promise<string> {
  if (entry.status_token) {
    return entry.status_token
  }
  const token = newStatusToken()
  await desk.updateOrderDeskEntries({ id: entry.id, status_token: token })
  return token
}

type Pricing = Awaited<ReturnType<typeof priceOrder>>

function intakeOf(input: PlaceOrderInput, pricing: Pricing): OrderIntake {
  const { totalAmount: _t, paymentConfirmed: _c, paymentSessionId: _s, paymentMethod: _m, ...rest } = input
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
    // The story until Medusa's order exists (the placement projects it from Medusa's payment).
    payment_state: input.paymentMethod === "stripe" ? "paid" : input.paymentConfirmed === true ? "customer_says_paid" : "awaiting",
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


function logger(scope: MedusaContainer) {
  return scope.resolve(ContainerRegistrationKeys.LOGGER)
}

async function displayIdOf(scope: MedusaContainer, orderId: string): Promise<number> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "display_id"], filters: { id: orderId } })
  return Number((data[0] as any).display_id)
}
