import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CONTACT_MESSAGE_CREATED } from "../contact/contact-messages"
import { briefError } from "../notifications/delivery"
import { sendContactStaffEmailWorkflow } from "../workflows/contact/send-contact-staff-email"

/** Staff's e-mail about a new contact message (to STAFF_NOTIFY_EMAIL, else the shop's e-mail). A failed send is logged and retried by the retry job. */
export default async function contactMessageStaffEmailHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  if (!event.data?.id) return
  try {
    await sendContactStaffEmailWorkflow(container).run({ input: { message_id: event.data.id } })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`staff e-mail for contact message ${event.data.id}: ${briefError(e)}`)
  }
}

export const config: SubscriberConfig = {
  event: CONTACT_MESSAGE_CREATED,
  context: { subscriberId: "compat-api-contact-message-staff-email" },
}
