import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildOrderEmailsStep } from "./steps/build-order-emails"
import { sendEmailsOnceStep, type SendEmailsOnceStepInput } from "./steps/send-emails-once"

export type SendOrderEmailsWorkflowInput = { order_id: string }

export const sendOrderEmailsWorkflowId = "shop-send-order-emails"

/**
 * The e-mails of a placed order: "order received" to the shopper and "New order #N" to staff.
 * Safe to run again and on two servers at once (order.placed is delivered at least once): each
 * message is sent once per order; one the SMTP server refuses is retried by the retry job.
 */
export const sendOrderEmailsWorkflow = createWorkflow(sendOrderEmailsWorkflowId, (input: SendOrderEmailsWorkflowInput) => {
  const notifications = buildOrderEmailsStep(input)
  const sent = sendEmailsOnceStep(notifications as SendEmailsOnceStepInput)
  return new WorkflowResponse(sent)
})
