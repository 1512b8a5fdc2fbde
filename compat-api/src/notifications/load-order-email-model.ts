import type { MedusaContainer } from "@medusajs/framework/types"
import { BigNumber, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readCatalog } from "../catalog/read-model"
import { entryIntake, type DeskEntry } from "../orders/order-desk"
import { CARD_PROVIDER_ID, paymentMethodsFromConfig } from "../payments/payment-methods"
import { isSandboxPayment } from "../card-payment/card-sandbox"
import type { OrderEmailModel } from "./order-email"
import { ORDER_EMAIL_FIELDS, orderEmailModel } from "./order-email-model"
import { orderDesk } from "../orders/order-desk"
import { emailShopOf, loadShopFacts } from "../shop-settings/shop-facts"

type Scope = Pick<MedusaContainer, "resolve">

/** The shop's address for links in e-mails (STOREFRONT_URL, no trailing slash). */
export const storefrontBase = () => (process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")

const num = (n: unknown) => (n == null ? 0 : new BigNumber(n as any).numeric)

/** What an order's e-mails are built from: the desk entry (the order as the shop took it) and Medusa's order. */
export type OrderEmailSource = { model: OrderEmailModel; entry: DeskEntry | null; order: any; email: string | null }

/**
 * Reads an order for its e-mails, by Medusa order id or by desk entry id: the lines and amounts
 * as priced at intake (the desk), the language, address and payment from Medusa's order, product
 * names in the shopper's language, the status page's link, the label's tracking and what was
 * refunded. Null when neither exists (deleted since).
 */
export async function loadOrderEmailSource(scope: Scope, ids: { order_id?: string | null; entry_id?: string | null }): Promise<OrderEmailSource | null> {
  const desk = orderDesk(scope)
  const [entry] = ids.entry_id
    ? await desk.listOrderDeskEntries({ id: ids.entry_id }, { withDeleted: true, take: 1 })
    : ids.order_id
      ? await desk.listOrderDeskEntries({ order_id: ids.order_id }, { withDeleted: true, take: 1 })
      : []
  const orderId = ids.order_id ?? entry?.order_id ?? null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const order = orderId
    ? ((await query.graph({ entity: "order", fields: ORDER_EMAIL_FIELDS, filters: { id: orderId } })).data[0] as any)
    : null
  if (!order && !entry) return null

  const intake = entry ? entryIntake(entry) : null
  const memo = intake?.input?.orderNumber || null
  const recipients = paymentMethodsFromConfig(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)) as Record<string, any>
  const base = orderEmailModel(order ?? orderFromEntry(entry!), { memo, recipients, intake })
  // The order placed from the checkout remembers its language on the entry too (before Medusa's order exists).
  const lang = order?.locale ? base.lang : intake?.input?.locale === "km" ? "km" : base.lang
  const [names, facts] = await Promise.all([lang === "km" && intake ? khmerNames(scope) : null, loadShopFacts(scope)])
  const model: OrderEmailModel = {
    ...base,
    lang,
    items: intake && names ? intake.lines.map((l, n) => ({ ...base.items[n], name: names.get(String(l.id)) ?? base.items[n].name })) : base.items,
    customerName: entry?.customer_name || base.customerName,
    shop: emailShopOf(facts, lang),
    addressLines: base.addressLines.length ? base.addressLines : entry ? [entry.customer_name, entry.delivery_address].filter(Boolean) : [],
    statusUrl: entry?.status_token ? `${storefrontBase()}/orders/${entry.status_token}` : null,
    shipping: shippingOf(entry, order),
    // Cancel order remembers what its cancel gave back (earlier refunds, an undone verification, are not this one).
    refunded: cancelRefundOf(order) ?? refundedOf(order),
    cancelReason: typeof order?.metadata?.cancel_reason === "string" ? order.metadata.cancel_reason : null,
    // A test card in the sandbox: every e-mail of the order says no money was charged.
    ...(base.payment.kind === "card" && entry && isSandboxPayment(entry as any) ? { payment: { kind: "card" as const, sandbox: true } } : {}),
  }
  return { model, entry: entry ?? null, order, email: order?.email || entry?.customer_email || null }
}

/** An entry whose Medusa order is not placed yet, in the shape orderEmailModel reads. */
function orderFromEntry(e: DeskEntry) {
  return {
    id: e.id,
    display_id: e.order_display_id,
    email: e.customer_email,
    locale: null,
    created_at: e.created_at,
    items: [],
    shipping_methods: [],
    shipping_address: null,
    payment_collections: [{ payment_sessions: [{ provider_id: e.payment_method === "stripe" ? CARD_PROVIDER_ID : `pp_${e.payment_method}_manual` }] }],
  }
}

async function khmerNames(scope: Scope): Promise<Map<string, string> | null> {
  try {
    const items = JSON.parse((await readCatalog(scope as MedusaContainer, "menu-items", "km", { stale: true })).body) as { id: string; name: string }[]
    return new Map(items.map((i) => [String(i.id), i.name]))
  } catch {
    return null
  }
}

/** The label on the desk (either back office), else the label of Medusa's shipped fulfillment (its admin). */
function shippingOf(entry: DeskEntry | undefined, order: any): OrderEmailModel["shipping"] {
  const s = ((entry?.metadata as Record<string, any> | null)?.shipping ?? null) as Record<string, any> | null
  const web = (v: unknown) => (typeof v === "string" && /^https?:\/\//i.test(v) ? v : null)
  if (s?.tracking_number) {
    return { carrier: s.carrier ?? null, service: s.service ?? null, trackingNumber: s.tracking_number, trackingUrl: web(s.tracking_url) }
  }
  const fulfillments = ((order?.fulfillments ?? []) as any[]).filter((f) => !f.canceled_at)
  const label = fulfillments.flatMap((f) => (f.labels ?? []).map((l: any) => ({ ...l, f }))).find((l: any) => l.tracking_number)
  if (label) {
    const data = (label.f.data ?? {}) as Record<string, any>
    return { carrier: data.carrier ?? null, service: data.service ?? null, trackingNumber: label.tracking_number, trackingUrl: web(label.tracking_url) }
  }
  return null
}

/** What Cancel order gave back, as it kept it on Medusa's order (metadata.cancel_refund), or null. */
function cancelRefundOf(order: any): number | null {
  const kept = order?.metadata?.cancel_refund
  return typeof kept === "number" && Number.isFinite(kept) ? kept : null
}

/** Money Medusa gave back on the order's payments (a cancelled order's refund). */
function refundedOf(order: any): number {
  const refunds = ((order?.payment_collections ?? []) as any[]).flatMap((c) => c?.payments ?? []).flatMap((p: any) => p?.refunds ?? [])
  return Math.round(refunds.reduce((s: number, r: any) => s + num(r?.amount), 0) * 100) / 100
}
