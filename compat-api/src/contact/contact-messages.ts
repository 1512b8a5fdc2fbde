import type { InferTypeOf, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { CONTACT_ERRORS } from "@shop/contract"
import { CONTACT_MODULE, type ContactModuleService } from "../modules/contact"
import type { ContactMessage as ContactMessageModel } from "../modules/contact/models/contact-message"

/** A message from the storefront's contact form, as the contact module stores it. */
export type ContactMessage = InferTypeOf<typeof ContactMessageModel>

export const CONTACT_MESSAGE_NOT_FOUND = CONTACT_ERRORS.notFound

export const contactModule = (scope: MedusaContainer) => scope.resolve<ContactModuleService>(CONTACT_MODULE)

const FIELDS = ["id", "name", "email", "phone", "message", "locale", "handled", "handled_at", "created_at", "replied_at", "replied_by", "reply_count"]

/** The event POST /api/contact emits for a new message (data `{ id }`): staff's e-mail listens to it. */
export const CONTACT_MESSAGE_CREATED = "contact.message_created"

/** A search as a LIKE pattern: the words as typed, their wildcards taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Messages whose name, e-mail, phone or text contain the search (case-insensitive). */
export function contactSearchFilter(search: string | undefined): Record<string, unknown> {
  if (!search) return {}
  const like = { $ilike: likePattern(search) }
  return { $or: [{ name: like }, { email: like }, { phone: like }, { message: like }] }
}

/** The messages, newest first; `handled` limits them to handled (true) or open (false) ones. */
export async function listContactMessages(
  scope: MedusaContainer,
  opts: { limit: number; offset: number; handled?: boolean; search?: string }
): Promise<{ messages: ContactMessage[]; count: number; open: number }> {
  const filters = { ...(opts.handled === undefined ? {} : { handled: opts.handled }), ...contactSearchFilter(opts.search) }
  const [[messages, count], [, open]] = await Promise.all([
    contactModule(scope).listAndCountContactMessages(filters, {
      select: FIELDS,
      order: { created_at: "DESC", id: "DESC" },
      take: opts.limit,
      skip: opts.offset,
    }),
    contactModule(scope).listAndCountContactMessages({ handled: false }, { select: ["id"], take: 1 }),
  ])
  return { messages, count, open }
}

/** One message with the fields the back office shows; a 404 for an unknown id. */
export async function contactMessageOf(scope: MedusaContainer, id: string): Promise<ContactMessage> {
  const [message] = await contactModule(scope).listContactMessages({ id }, { select: FIELDS })
  if (!message) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, CONTACT_MESSAGE_NOT_FOUND)
  }
  return message
}

/** Marks a message handled (now) or open again; a 404 for an unknown id. */
export async function setContactMessageHandled(scope: MedusaContainer, id: string, handled: boolean): Promise<ContactMessage> {
  const [existing] = await contactModule(scope).listContactMessages({ id }, { select: ["id"] })
  if (!existing) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, CONTACT_MESSAGE_NOT_FOUND)
  }
  await contactModule(scope).updateContactMessages({ id, handled, handled_at: handled ? new Date() : null })
  const [message] = await contactModule(scope).listContactMessages({ id }, { select: FIELDS })
  return message
}
