import { createHash } from "node:crypto"

/** The parts of an order request that make it "the same request" (items, total, contact, payment). */
export type FingerprintInput = {
  paymentSessionId?: string
  paymentMethod: string
  totalAmount: number
  orderItems: { id: string; quantity: number }[]
  customerName: string
  customerEmail: string | null
  customerPhone: string
  deliveryAddress: string
  firstName?: string | null
  lastName?: string | null
  address?: string | null
  city?: string | null
  state?: string | null
  zip?: string | null
  notes?: string | null
  orderNumber?: string | null
}

const text = (v: string | null | undefined) => (v ?? "").normalize("NFC").trim().replace(/\s+/g, " ")

/**
 * The fingerprint of an order request (sha-256, hex), stored with the intake: a repeat under a used
 * payment session id is answered with the first order only when its fingerprint is the same.
 *
 * Under a manual key (`manual_<method>_<timestamp>`, nothing but the checkout's clock, so anyone
 * can send another shopper's): the same items (merged by product, in any order), the same total in
 * cents, the same payment method and the same contact and address (spaces and the e-mail's case
 * aside). The shopper's language is left out: it is how the e-mails are written, not what was ordered.
 *
 * Under a card session (cs_…, made by the shop for one priced cart and paid once for its amount;
 * its holder can read its order through GET /api/verify-payment anyway): the same items and total,
 * what the session was made and paid for. The contact is the session's own: Stripe's webhook may
 * have placed the order from it before the shopper's tab sends its fuller copy.
 */
export function orderFingerprint(input: FingerprintInput): string {
  const quantities = new Map<string, number>()
  for (const item of input.orderItems) {
    quantities.set(item.id, (quantities.get(item.id) ?? 0) + Number(item.quantity))
  }
  const items = [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const paid = [input.paymentMethod, Math.round(Number(input.totalAmount) * 100), items]
  const card = input.paymentSessionId !== undefined && !input.paymentSessionId.startsWith("manual_")
  const canonical = card
    ? ["card-v1", ...paid]
    : [
        "v1",
        ...paid,
        text(input.customerName),
        text(input.customerEmail).toLowerCase(),
        text(input.customerPhone),
        text(input.deliveryAddress),
        text(input.firstName),
        text(input.lastName),
        text(input.address),
        text(input.city),
        text(input.state),
        text(input.zip),
        text(input.notes),
        text(input.orderNumber),
      ]
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex")
}
