import type { OrderHistoryEvent } from "@shop/contract"
import type { StaffTextKey } from "../texts"

/** A line of the timeline as both back offices draw it: a text key with its values, and the event's own words (a reason, a note). */
export type HistoryLine = { key: StaffTextKey; values: Record<string, string | number>; tone: "neutral" | "good" | "bad" | "note"; quote?: string }

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v))

/** The e-mail templates the timeline names (others show as they are). */
const EMAIL_TEMPLATES = new Set([
  "order-received",
  "payment-confirmed",
  "payment-problem",
  "order-shipped",
  "order-cancelled",
  "payment-undone",
  "payment-refunded",
  "staff-new-order",
])

/** What one event says, as a text key of the "orderHistory" area and its values. */
export function historyLine(e: OrderHistoryEvent): HistoryLine {
  const d = e.details ?? {}
  const by = e.by ?? ""
  switch (e.kind) {
    case "placed":
      return { key: "orderHistory.placed", values: { method: str(d.method), total: Number(d.total ?? 0).toFixed(2) }, tone: "neutral" }
    case "email": {
      const template = str(d.template)
      const state = str(d.state)
      return {
        key: state === "failure" ? "orderHistory.emailFailed" : state === "pending" ? "orderHistory.emailPending" : "orderHistory.emailSent",
        values: { to: str(d.to), template: EMAIL_TEMPLATES.has(template) ? template : template || "email" },
        tone: state === "failure" ? "bad" : "neutral",
      }
    }
    case "payment":
      return d.decision === "failed"
        ? { key: "orderHistory.paymentRejected", values: { by }, tone: "bad", ...(e.text ? { quote: e.text } : {}) }
        : { key: "orderHistory.paymentVerified", values: { by }, tone: "good" }
    case "correction":
      return { key: "orderHistory.correction", values: { by }, tone: "bad" }
    case "label":
      return { key: d.sample ? "orderHistory.labelSample" : "orderHistory.label", values: { carrier: str(d.carrier) || "USPS", tracking: str(d.tracking) }, tone: "neutral" }
    case "shipped":
      return { key: "orderHistory.shipped", values: {}, tone: "good" }
    case "cancelled":
      return { key: by ? "orderHistory.cancelledBy" : "orderHistory.cancelled", values: { by }, tone: "bad", ...(e.text ? { quote: e.text } : {}) }
    case "refunded":
      return { key: "orderHistory.refunded", values: { amount: Number(d.amount ?? 0).toFixed(2), by }, tone: "bad", ...(e.text ? { quote: e.text } : {}) }
    case "note":
      return { key: "orderHistory.note", values: { by }, tone: "note", quote: e.text ?? "" }
  }
}

/** The key of an e-mail template's name in the "orderHistory.templates" texts, or null for an unknown one. */
export function templateKey(template: string): StaffTextKey | null {
  const k = { "order-received": "orderReceived", "payment-confirmed": "paymentConfirmed", "payment-problem": "paymentProblem", "order-shipped": "orderShipped", "order-cancelled": "orderCancelled", "payment-undone": "paymentUndone", "payment-refunded": "paymentRefunded", "staff-new-order": "staffNewOrder" }[template]
  return k ? (`orderHistory.templates.${k}` as StaffTextKey) : null
}
