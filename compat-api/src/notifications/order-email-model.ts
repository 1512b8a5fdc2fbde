import { BigNumber } from "@medusajs/framework/utils"
import { CARD_FEE_LINE_KIND } from "../orders/place-order"
import type { OrderEmailModel } from "./order-email"
import { emailLanguageOf } from "./texts"

/** The fields of Medusa's order the e-mails read (query.graph). */
export const ORDER_EMAIL_FIELDS = [
  "id",
  "display_id",
  "email",
  "locale",
  "created_at",
  "metadata",
  "items.id",
  "items.title",
  "items.quantity",
  "items.unit_price",
  "items.metadata",
  "shipping_methods.amount",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.city",
  "shipping_address.province",
  "shipping_address.postal_code",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payments.refunds.amount",
  "fulfillments.canceled_at",
  "fulfillments.data",
  "fulfillments.labels.tracking_number",
  "fulfillments.labels.tracking_url",
]

/** Medusa's amounts come as numbers, BigNumber objects or raw { value, precision }. */
const num = (n: unknown) => (n == null ? 0 : new BigNumber(n as any).numeric)
const cents = (n: unknown) => Math.round(num(n) * 100)

/**
 * What the order's e-mails say, from Medusa's order: the product lines, the delivery fee, the card
 * fee line (ours, metadata.shop_line), the address; the payment from the session's provider
 * (pp_{method}_manual: what to send to whom with the memo, the card: paid).
 */
export function orderEmailModel(
  order: any,
  extra: {
    memo: string | null
    recipients: Partial<Record<string, { handle: string } | null>>
    /** The shop's own orders: the lines and amounts as priced at intake (the order desk entry). */
    intake?: { lines: { name: string; quantity: number; unitPrice: number }[]; subtotal: number; deliveryFee: number; total: number; amountDue: number } | null
  }
): OrderEmailModel {
  const items = (order.items ?? []) as any[]
  const products = items.filter((i) => i?.metadata?.shop_line !== CARD_FEE_LINE_KIND)
  const subtotal = products.reduce((s, i) => s + cents(i.unit_price) * num(i.quantity), 0)
  const cardFee = items.filter((i) => i?.metadata?.shop_line === CARD_FEE_LINE_KIND).reduce((s, i) => s + cents(i.unit_price) * num(i.quantity), 0)
  const deliveryFee = ((order.shipping_methods ?? []) as any[]).reduce((s, m) => s + cents(m.amount), 0)
  const a = order.shipping_address ?? {}
  const name = [a.first_name, a.last_name].filter(Boolean).join(" ")
  const providerId: string =
    ((order.payment_collections ?? []) as any[]).flatMap((c) => c?.payment_sessions ?? []).map((s: any) => s?.provider_id).find(Boolean) ?? ""
  const manual = /^pp_(\w+)_manual$/.exec(providerId)?.[1]
  const recipient = manual ? extra.recipients[manual]?.handle : undefined
  return {
    lang: emailLanguageOf(order.locale),
    number: Number(order.display_id),
    date: new Date(order.created_at),
    customerName: name || String(order.email ?? ""),
    items: products.map((i) => ({ name: String(i.title), quantity: num(i.quantity), unitPrice: cents(i.unit_price) / 100 })),
    subtotal: subtotal / 100,
    deliveryFee: deliveryFee / 100,
    cardFee: cardFee / 100,
    total: (subtotal + cardFee + deliveryFee) / 100,
    addressLines: [
      name,
      a.address_1,
      a.address_2,
      [[a.city, a.province].filter(Boolean).join(", "), a.postal_code].filter(Boolean).join(" "),
    ].filter((l): l is string => Boolean(l && String(l).trim())),
    ...(extra.intake
      ? {
          items: extra.intake.lines.map((l) => ({ name: l.name, quantity: Number(l.quantity), unitPrice: Number(l.unitPrice) })),
          subtotal: Number(extra.intake.subtotal),
          deliveryFee: Number(extra.intake.deliveryFee),
          cardFee: Math.round((Number(extra.intake.amountDue) - Number(extra.intake.total)) * 100) / 100,
          total: Number(extra.intake.amountDue ?? extra.intake.total),
        }
      : {}),
    payment:
      manual && recipient
        ? { kind: "manual", method: manual, recipient, memo: extra.memo ?? `#${order.display_id}` }
        : providerId.includes("stripe")
          ? { kind: "card" }
          : { kind: "other" },
  }
}
