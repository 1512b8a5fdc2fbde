import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildOrderUpdateEmailStep, type BuildOrderUpdateEmailStepInput } from "./steps/build-order-update-email"

export type SendOrderUpdateEmailWorkflowInput = BuildOrderUpdateEmailStepInput

export const sendOrderUpdateEmailWorkflowId = "shop-send-order-update-email"

/**
 * One of the shopper's e-mails about their order after checkout: payment confirmed, payment
 * problem, on its way, cancelled. Safe to run again: each is sent once per order and kind.
 */
export const sendOrderUpdateEmailWorkflow = createWorkflow(sendOrderUpdateEmailWorkflowId, (input: SendOrderUpdateEmailWorkflowInput) => {
  const notifications = buildOrderUpdateEmailStep(input)
  const sent = sendNotificationsStep(notifications)
  return new WorkflowResponse(sent)
})
