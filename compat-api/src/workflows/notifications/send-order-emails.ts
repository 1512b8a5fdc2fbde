import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildOrderEmailsStep } from "./steps/build-order-emails"

export type SendOrderEmailsWorkflowInput = { order_id: string }

export const sendOrderEmailsWorkflowId = "shop-send-order-emails"

/**
 * The e-mails of a placed order: "order received" to the shopper and "New order #N" to staff.
 * Safe to run again (order.placed is delivered at least once): each message is sent once per order.
 */
export const sendOrderEmailsWorkflow = createWorkflow(sendOrderEmailsWorkflowId, (input: SendOrderEmailsWorkflowInput) => {
  const notifications = buildOrderEmailsStep(input)
  const sent = sendNotificationsStep(notifications)
  return new WorkflowResponse(sent)
})
