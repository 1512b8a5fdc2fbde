import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildResendNotificationStep } from "./steps/build-resend-notification"

export type ResendNotificationWorkflowInput = {
  /** The notification to send again. */
  notification_id: string
  /** The new notification's key (`resend:<old id>:<random>`): the caller finds it by this even when the send fails. */
  idempotency_key: string
}

export const resendNotificationWorkflowId = "shop-resend-notification"

/**
 * Staff's Resend in the outbox: a new notification with the old one's recipient, template, order
 * and rendered message, `original_notification_id` pointing at the old one, sent through the
 * notification module like the first. A failed send leaves the new notification recorded with
 * status failure (the module writes it before it sends).
 */
export const resendNotificationWorkflow = createWorkflow(resendNotificationWorkflowId, (input: ResendNotificationWorkflowInput) => {
  const notifications = buildResendNotificationStep(input)
  const sent = sendNotificationsStep(notifications)
  return new WorkflowResponse(sent)
})
