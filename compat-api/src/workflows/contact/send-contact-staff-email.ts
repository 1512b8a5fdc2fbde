import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { shopFacts } from "@shop/contract"
import { contactModule } from "../../contact/contact-messages"
import { renderStaffContactMessage } from "../../notifications/contact-email"
import { storefrontBase } from "../../notifications/load-order-email-model"
import { sendEmailsOnceStep, type SendEmailsOnceStepInput } from "../notifications/steps/send-emails-once"
import { staffRecipients } from "../notifications/steps/build-order-emails"

/** Where staff's contact e-mail goes: STAFF_NOTIFY_EMAIL when set, else the shop's own e-mail. */
export function contactStaffRecipients(env: NodeJS.ProcessEnv = process.env): string[] {
  const staff = staffRecipients(env)
  if (staff.length) return staff
  const shop = shopFacts(env).email
  return shop ? [shop] : []
}

/** Renders staff's "New message from …" (English, with the message and a link to it); none for an unknown id. */
export const buildContactStaffEmailStep = createStep("build-contact-staff-email", async (input: { message_id: string }, { container }) => {
  const [message] = await contactModule(container).listContactMessages({ id: input.message_id })
  const to = contactStaffRecipients()
  if (!message || !to.length) return new StepResponse([] as (CreateNotificationDTO & { idempotency_key: string })[])
  const link = `${storefrontBase()}/admin/messages?message=${encodeURIComponent(message.id)}`
  const mail = await renderStaffContactMessage(message, link)
  return new StepResponse([
    {
      channel: "email",
      to: to.join(", "),
      template: "staff-contact-message",
      resource_id: message.id,
      resource_type: "contact_message",
      trigger_type: "contact.message_created",
      idempotency_key: `staff-contact-message:${message.id}`,
      data: { ...mail, language: "en", contact_message_id: message.id },
    },
  ])
})

export const sendContactStaffEmailWorkflowId = "shop-send-contact-staff-email"

/** Tells staff a contact message arrived; once per message (a redelivered event sends nothing again). */
export const sendContactStaffEmailWorkflow = createWorkflow(sendContactStaffEmailWorkflowId, (input: { message_id: string }) => {
  const notifications = buildContactStaffEmailStep(input)
  return new WorkflowResponse(sendEmailsOnceStep(notifications as SendEmailsOnceStepInput))
})
