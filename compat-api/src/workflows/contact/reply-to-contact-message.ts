import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_INBOX_ERRORS } from "@shop/contract"
import { contactMessageOf, contactModule, type ContactMessage } from "../../contact/contact-messages"
import { renderContactReply } from "../../notifications/contact-email"
import { emailLanguageOf } from "../../notifications/texts"
import { sendEmailsOnceStep, type SendEmailsOnceStepInput } from "../notifications/steps/send-emails-once"

export type ReplyToContactMessageWorkflowInput = {
  message_id: string
  text: string
  /** The staff user's username (who replied). */
  staff_name: string
  /** Unique per reply (a new one per click): the outbox's idempotency key. */
  reply_key: string
}

/** Renders the reply in the message's language (its locale); 404 unknown message, 400 one with no e-mail. Changes nothing. */
export const buildContactReplyStep = createStep("build-contact-reply", async (input: ReplyToContactMessageWorkflowInput, { container }) => {
  const message = await contactMessageOf(container, input.message_id)
  if (!message.email) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, CONTACT_INBOX_ERRORS.noEmail)
  }
  const language = emailLanguageOf(message.locale)
  const mail = await renderContactReply(language, message as ContactMessage & { created_at: Date }, input.text)
  const notification: CreateNotificationDTO & { idempotency_key: string } = {
    channel: "email",
    to: message.email,
    template: "contact-reply",
    resource_id: message.id,
    resource_type: "contact_message",
    trigger_type: "contact.reply",
    idempotency_key: `contact-reply:${message.id}:${input.reply_key}`,
    data: { ...mail, language, contact_message_id: message.id, replied_by: input.staff_name },
  }
  return new StepResponse([notification])
})

type Recorded = { id: string; replied_at: Date | null; replied_by: string | null; reply_count: number }

/** Records the reply on the message (when, who, one more); undone by putting the three back. */
export const recordContactReplyStep = createStep(
  "record-contact-reply",
  async (input: { message_id: string; staff_name: string }, { container }) => {
    const before = await contactMessageOf(container, input.message_id)
    const previous: Recorded = { id: before.id, replied_at: (before.replied_at as Date | null) ?? null, replied_by: before.replied_by ?? null, reply_count: Number(before.reply_count ?? 0) }
    await contactModule(container).updateContactMessages({ id: before.id, replied_at: new Date(), replied_by: input.staff_name, reply_count: previous.reply_count + 1 })
    return new StepResponse(before.id, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await contactModule(container).updateContactMessages(previous)
  }
)

export const replyToContactMessageWorkflowId = "shop-reply-to-contact-message"

/**
 * Staff's e-mail reply to a contact message: rendered in the shopper's language, recorded on the
 * message (replied when and by whom), then sent through the notification module, so it is in the
 * outbox, retried when the SMTP server refuses it and resendable from there.
 */
export const replyToContactMessageWorkflow = createWorkflow(replyToContactMessageWorkflowId, (input: ReplyToContactMessageWorkflowInput) => {
  const notifications = buildContactReplyStep(input)
  recordContactReplyStep(transform({ input }, ({ input }) => ({ message_id: input.message_id, staff_name: input.staff_name })))
  const sent = sendEmailsOnceStep(notifications as SendEmailsOnceStepInput)
  return new WorkflowResponse(sent)
})
