import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildOrderUpdateEmailStep, type BuildOrderUpdateEmailStepInput } from "./steps/build-order-update-email"
import { sendEmailsOnceStep, type SendEmailsOnceStepInput } from "./steps/send-emails-once"

export type SendOrderUpdateEmailWorkflowInput = BuildOrderUpdateEmailStepInput

export const sendOrderUpdateEmailWorkflowId = "shop-send-order-update-email"

/**
 * One of the shopper's e-mails about their order after checkout: payment confirmed, payment
 * problem, on its way, cancelled. Safe to run again and on two servers at once: each is sent once
 * per order and kind; one the SMTP server refuses is retried by the retry job.
 */
export const sendOrderUpdateEmailWorkflow = createWorkflow(sendOrderUpdateEmailWorkflowId, (input: SendOrderUpdateEmailWorkflowInput) => {
  const notifications = buildOrderUpdateEmailStep(input)
  const sent = sendEmailsOnceStep(notifications as SendEmailsOnceStepInput)
  return new WorkflowResponse(sent)
})
