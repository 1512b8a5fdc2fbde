import { PAYMENT_BRAND_NAMES, paymentChange, type LegacyOrder, type NotificationKind, type PaymentState, type PaymentStatus } from "@shop/contract"

/**
 * @shop/staff/payments: how the staff screens name an order's payment. The payment apps keep their
 * brand names in both languages (@shop/contract); the card and "another provider" are words of the
 * catalog (`payments.method.card`, `payments.method.other`), given by the app in its language.
 */
export function paymentMethodLabel(method: string, words: { card: string; other: string }): string {
  if (method === "stripe" || method === "card" || method === "credit") return words.card
  // Paid through a provider the shop does not name (Medusa's store API, Medusa's admin).
  if (method === "other") return words.other
  return method in PAYMENT_BRAND_NAMES ? PAYMENT_BRAND_NAMES[method as keyof typeof PAYMENT_BRAND_NAMES] : method
}

/**
 * The order's payment badge (issue 26: one story everywhere): the contract's payment state, by
 * its word (`payments.state.<state>`) and a tone both back offices map to their colours. An order
 * from an older server without paymentState reads from the spec's paymentStatus.
 */
export const PAYMENT_STATE_TONES: Record<PaymentState, "yellow" | "green" | "blue" | "grey" | "red"> = {
  awaiting: "yellow",
  customer_says_paid: "yellow",
  paid: "green",
  partially_refunded: "blue",
  refunded: "grey",
  rejected: "red",
  canceled: "grey",
}

export function paymentStateOf(order: Pick<LegacyOrder, "paymentStatus" | "paymentConfirmed"> & { paymentState?: PaymentState }): PaymentState {
  if (order.paymentState) return order.paymentState
  if (order.paymentStatus === "paid") return "paid"
  if (order.paymentStatus === "failed") return "rejected"
  return order.paymentConfirmed ? "customer_says_paid" : "awaiting"
}

/** The catalog keys (area "order", "emails") a payment decision's confirmation reads. */
export type PaymentPromptKey =
  | "order.ask.verifyTitle"
  | "order.ask.verifyText"
  | "order.ask.rejectTitle"
  | "order.ask.rejectText"
  | "order.ask.rejectUndoText"
  | "order.ask.pendingTitle"
  | "order.ask.pendingText"
  | "order.ask.undoTitle"
  | "order.ask.undoText"
  | "order.undoPayment.cardTitle"
  | "order.undoPayment.card"
  | "order.verify"
  | "order.reject"
  | "order.markPending"
  | "order.ask.confirmUndo"
  | "order.undoPayment.confirmCard"

/**
 * What staff are asked before a payment decision (Verify, Mark Pending, Reject), in both back
 * offices: the title and text (naming the order number, the amount and the method), the e-mail
 * that will go and to whom (`email`: the outbox kind, null when none goes: a card's Verify, an
 * order without an e-mail address, a pending that undoes nothing), whether a reason may be given
 * (Reject), and the confirm button. `values` fills the texts.
 */
export type PaymentPrompt = {
  title: PaymentPromptKey
  text: PaymentPromptKey
  confirm: PaymentPromptKey
  email: { kind: NotificationKind; to: string } | null
  reason: boolean
  values: { id: number; amount: string; method: string }
}

export function paymentPrompt(
  order: Pick<LegacyOrder, "id" | "paymentMethod" | "paymentStatus" | "totalAmount" | "customerEmail">,
  to: PaymentStatus,
  words: { amount: string; method: string }
): PaymentPrompt {
  const { undo } = paymentChange(order.paymentMethod, order.paymentStatus, to)
  const values = { id: order.id, ...words }
  const mail = (kind: NotificationKind | null) => (kind && order.customerEmail ? { kind, to: order.customerEmail } : null)
  if (to === "paid") {
    return { title: "order.ask.verifyTitle", text: "order.ask.verifyText", confirm: "order.verify", email: mail(order.paymentMethod === "stripe" ? null : "payment-confirmed"), reason: false, values }
  }
  if (to === "failed") {
    const text = undo === "card-refund" ? "order.undoPayment.card" : undo === "manual-refund" ? "order.ask.rejectUndoText" : "order.ask.rejectText"
    return {
      title: undo === "card-refund" ? "order.undoPayment.cardTitle" : "order.ask.rejectTitle",
      text,
      confirm: undo === "card-refund" ? "order.undoPayment.confirmCard" : "order.reject",
      email: mail("payment-problem"),
      reason: true,
      values,
    }
  }
  if (undo) {
    return { title: "order.ask.undoTitle", text: "order.ask.undoText", confirm: "order.ask.confirmUndo", email: mail("payment-undone"), reason: false, values }
  }
  return { title: "order.ask.pendingTitle", text: "order.ask.pendingText", confirm: "order.markPending", email: null, reason: false, values }
}
