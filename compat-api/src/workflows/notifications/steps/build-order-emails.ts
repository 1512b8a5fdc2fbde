import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { abaAccountFromEnv, buildKhqrPayload, renderQrJpeg } from "../../../payments/khqr-image"
import { loadOrderEmailSource, storefrontBase } from "../../../notifications/load-order-email-model"
import { renderOrderReceived, renderStaffNewOrder } from "../../../notifications/order-email"
import type { EmailAttachment } from "../../../providers/notification-smtp/types"

export type BuildOrderEmailsStepInput = { order_id: string }

/** The addresses of STAFF_NOTIFY_EMAIL (comma-separated). */
export function staffRecipients(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.STAFF_NOTIFY_EMAIL ?? "").split(",").map((s) => s.trim()).filter(Boolean)
}

const KHQR_CID = "khqr@cambodianheritagemarket"

/** The shop's static KHQR (no amount, no expiry: the e-mail is read later) as an inline JPEG. */
function khqrAttachment(): EmailAttachment {
  const { qr } = buildKhqrPayload(abaAccountFromEnv(), null)
  return { filename: "khqr.jpg", content_type: "image/jpeg", content: renderQrJpeg(qr).toString("base64"), cid: KHQR_CID }
}

/**
 * Renders the "order received" e-mail (to the order's e-mail, in its language; none without one;
 * an ABA order's carries the KHQR code as an inline image) and staff's "New order #N" (when
 * STAFF_NOTIFY_EMAIL is set). Each carries an idempotency key of the kind and the order id: the
 * notification module sends a key once.
 */
export const buildOrderEmailsStep = createStep("build-order-emails", async (input: BuildOrderEmailsStepInput, { container }) => {
  const source = await loadOrderEmailSource(container, { order_id: input.order_id })
  if (!source?.order) {
    return new StepResponse([] as CreateNotificationDTO[])
  }
  const { model, order, email } = source
  const common = { channel: "email", resource_id: order.id, resource_type: "order", trigger_type: "order.placed" }
  const notifications: CreateNotificationDTO[] = []
  if (email) {
    const aba = model.payment.kind === "manual" && model.payment.method === "aba"
    const attachments = aba ? [khqrAttachment()] : []
    const mail = await renderOrderReceived({ ...model, khqrCid: aba ? KHQR_CID : null })
    notifications.push({
      ...common,
      to: email,
      template: "order-received",
      idempotency_key: `order-received:${order.id}`,
      data: { ...mail, ...(attachments.length ? { attachments } : {}), order_number: model.number, language: model.lang },
    })
  }
  const staff = staffRecipients()
  if (staff.length) {
    notifications.push({
      ...common,
      to: staff.join(", "),
      template: "staff-new-order",
      idempotency_key: `staff-new-order:${order.id}`,
      // The back office opens the order from this link (after signing in, when needed).
      data: { ...(await renderStaffNewOrder(model, `${storefrontBase()}/admin?order=${model.number}`)), order_number: model.number, language: "en" },
    })
  }
  return new StepResponse(notifications)
})
