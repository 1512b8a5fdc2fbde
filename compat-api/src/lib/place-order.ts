import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { readCatalog } from "./catalog-read-model"
import { amountDue, priceLines, processingFee, type CatalogPrice, type PricedCart } from "./checkout-pricing"
import { toShippingAddress, type AddressInput } from "./delivery-address"
import { providerIdFor, type PaymentMethod } from "./payment-methods"

/** The seeded flat delivery option whose price rules give the spec's fee (0 / 10 / 15). */
export const DELIVERY_OPTION_NAME = "Standard Delivery"
/** How long a repeated request waits for the first one with the same payment session to finish. */
export const CLAIM_WAIT_MS = 20_000
/** A claim this old without an order belongs to a request that died: another may take it over. */
export const CLAIM_STALE_MS = 120_000
const POLL_MS = 100

export type PlaceOrderInput = AddressInput & {
  customerEmail: string | null
  totalAmount: number
  paymentMethod: PaymentMethod
  paymentSessionId: string
  orderItems: { id: string; quantity: number }[]
  notes: string | null
  paymentConfirmed: boolean
}

/** `id` is the order's display id (the legacy order id); `created` is false for a repeat. */
export type PlacedOrder = { id: number; orderId: string; created: boolean }

/** The order-desk entry fields this file uses (the module belongs to the app: medusa-backend). */
type DeskEntry = {
  id: string
  payment_session_id: string
  order_id: string | null
  order_display_id: number | null
  cart_id: string | null
  created_at: Date | string
}
type OrderDeskService = {
  listOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<DeskEntry[]>
  createOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  deleteOrderDeskEntries(ids: string | string[]): Promise<void>
}
export const ORDER_DESK_MODULE = "order_desk"

const cents = (dollars: number) => Math.round(dollars * 100)
const usd = (dollars: number) => `$${dollars.toFixed(2)}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

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

/**
 * POST /api/orders: exactly one Medusa order per payment session id. The session id is claimed by
 * inserting an order-desk entry (unique in the database) before any cart exists; a concurrent or
 * repeated request finds the claim and answers the same order once it exists. If creating the
 * order fails, the cart and the claim are removed again so a retry can proceed.
 */
export async function placeOrder(scope: MedusaContainer, input: PlaceOrderInput): Promise<PlacedOrder> {
  const desk = scope.resolve<OrderDeskService>(ORDER_DESK_MODULE)
  const done = await findEntry(desk, input.paymentSessionId)
  if (done?.order_id) {
    return replay(scope, desk, done)
  }
  const pricing = await priceOrder(scope, input)
  const claim = await claimSession(scope, desk, input, pricing)
  if ("order" in claim) {
    return claim.order
  }
  return createOrder(scope, desk, claim.entry, input, pricing)
}

async function findEntry(desk: OrderDeskService, paymentSessionId: string): Promise<DeskEntry | undefined> {
  const [entry] = await desk.listOrderDeskEntries({ payment_session_id: paymentSessionId })
  return entry
}

async function replay(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry): Promise<PlacedOrder> {
  let displayId = entry.order_display_id
  if (displayId == null) {
    displayId = await displayIdOf(scope, entry.order_id!)
    await desk.updateOrderDeskEntries({ id: entry.id, order_display_id: displayId })
  }
  return { id: displayId, orderId: entry.order_id!, created: false }
}

type Pricing = Awaited<ReturnType<typeof priceOrder>>

async function claimSession(
  scope: MedusaContainer,
  desk: OrderDeskService,
  input: PlaceOrderInput,
  pricing: Pricing
): Promise<{ entry: DeskEntry } | { order: PlacedOrder }> {
  const deadline = Date.now() + CLAIM_WAIT_MS
  for (;;) {
    const existing = await findEntry(desk, input.paymentSessionId)
    if (existing?.order_id) {
      return { order: await replay(scope, desk, existing) }
    }
    if (!existing) {
      try {
        return { entry: await desk.createOrderDeskEntries(deskFields(input, pricing)) }
      } catch (e) {
        // Lost the race to the unique index: another request holds the claim; wait for it.
        if (!(await findEntry(desk, input.paymentSessionId))) {
          throw e
        }
        continue
      }
    }
    if (Date.now() - new Date(existing.created_at).getTime() > CLAIM_STALE_MS) {
      const resumed = await resumeStale(scope, desk, existing)
      if (resumed) {
        return { order: resumed }
      }
      continue
    }
    if (Date.now() > deadline) {
      throw new MedusaError(
        MedusaError.Types.CONFLICT,
        "This order is still being placed. Please wait a moment and try again."
      )
    }
    await sleep(POLL_MS)
  }
}

/** A claim left by a request that died: finish it if its cart became an order, else drop it. */
async function resumeStale(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry) {
  if (entry.cart_id) {
    const orderId = await orderOfCart(scope, entry.cart_id)
    if (orderId) {
      const placed = await finalize(scope, desk, entry, orderId)
      return { ...placed, created: false }
    }
    await removeCart(scope, entry.cart_id)
  }
  await desk.deleteOrderDeskEntries(entry.id)
  return null
}

function deskFields(input: PlaceOrderInput, pricing: Pricing) {
  return {
    payment_session_id: input.paymentSessionId,
    payment_method: input.paymentMethod,
    payment_status: "pending",
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

async function createOrder(
  scope: MedusaContainer,
  desk: OrderDeskService,
  entry: DeskEntry,
  input: PlaceOrderInput,
  pricing: Pricing
): Promise<PlacedOrder> {
  let cartId: string | undefined
  let orderId: string | undefined
  try {
    const { regionId, salesChannelId } = await storeContext(scope)
    const variants = await variantsOf(scope, pricing.priced)
    const { result: cart } = await createCartWorkflow(scope).run({
      input: {
        region_id: regionId,
        sales_channel_id: salesChannelId,
        currency_code: "usd",
        email: input.customerEmail ?? undefined,
        shipping_address: toShippingAddress(input),
        items: pricing.priced.lines.map((l) => ({ variant_id: variants.get(l.id)!, quantity: l.quantity })),
        metadata: { payment_session_id: input.paymentSessionId, order_desk_entry_id: entry.id },
      },
    })
    cartId = cart.id
    await desk.updateOrderDeskEntries({ id: entry.id, cart_id: cartId })

    const optionId = await deliveryOptionId(scope)
    await addShippingMethodToCartWorkflow(scope).run({ input: { cart_id: cartId, options: [{ id: optionId }] } })
    await checkCartTotals(scope, cartId, pricing.priced)

    await createPaymentCollectionForCartWorkflow(scope).run({ input: { cart_id: cartId } })
    const collectionId = await paymentCollectionOf(scope, cartId)
    await createPaymentSessionsWorkflow(scope).run({
      input: {
        payment_collection_id: collectionId,
        provider_id: providerIdFor(input.paymentMethod),
        data:
          input.paymentMethod === "stripe"
            ? { checkout_session_id: input.paymentSessionId, amount_due: pricing.amountDue }
            : { reference: input.paymentSessionId, amount_due: pricing.amountDue },
      },
    })

    try {
      const { result } = await completeCartWorkflow(scope).run({ input: { id: cartId } })
      orderId = result.id
    } catch (e) {
      if (input.paymentMethod === "stripe") {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          "Payment Not Verified: the card payment for this session is not complete or does not match the order total. Please complete and verify your payment before placing your order."
        )
      }
      throw e
    }
  } catch (e) {
    // Compensation: no order was made, so nothing of this attempt may stay behind.
    if (cartId) {
      const late = await orderOfCart(scope, cartId).catch(() => null)
      if (late) {
        orderId = late
      } else {
        await removeCart(scope, cartId)
      }
    }
    if (!orderId) {
      await desk.deleteOrderDeskEntries(entry.id).catch((err) => logger(scope).error(err))
      throw e
    }
  }
  return finalize(scope, desk, entry, orderId)
}

async function finalize(scope: MedusaContainer, desk: OrderDeskService, entry: DeskEntry, orderId: string): Promise<PlacedOrder> {
  const displayId = await displayIdOf(scope, orderId)
  await desk.updateOrderDeskEntries({ id: entry.id, order_id: orderId, order_display_id: displayId })
  try {
    await scope.resolve(ContainerRegistrationKeys.LINK).create({
      [ORDER_DESK_MODULE]: { order_desk_entry_id: entry.id },
      [Modules.ORDER]: { order_id: orderId },
    })
  } catch (e) {
    // The entry already carries order_id; the link only serves Medusa's query graph.
    logger(scope).warn(`order-desk: could not link ${entry.id} to ${orderId}: ${(e as Error).message}`)
  }
  return { id: displayId, orderId, created: true }
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
