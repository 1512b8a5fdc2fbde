import { model } from "@medusajs/framework/utils"

/** A message sent from the storefront's contact form (spec points 3 and 5). */
export const ContactMessage = model
  .define("contact_message", {
    id: model.id({ prefix: "cmsg" }).primaryKey(),
    name: model.text().searchable(),
    email: model.text().searchable().nullable(),
    phone: model.text(),
    message: model.text(),
    // The shopper's UI language when the message was sent (en or km), so staff can answer in it.
    locale: model.text().nullable(),
    handled: model.boolean().default(false),
    handled_at: model.dateTime().nullable(),
    /** Staff's e-mail replies (the back office's reply composer): when the last went, who sent it (username), how many. */
    replied_at: model.dateTime().nullable(),
    replied_by: model.text().nullable(),
    reply_count: model.number().default(0),
  })
  .indexes([{ on: ["created_at"] }])
