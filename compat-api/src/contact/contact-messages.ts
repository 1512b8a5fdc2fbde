import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { CONTACT_ERRORS } from "@shop/contract"

/** A message from the storefront's contact form, as the app's contact module stores it. */
export type ContactMessage = {
  id: string
  name: string
  email: string | null
  phone: string
  message: string
  /** The shopper's language when they wrote (en or km), so staff can answer in it. */
  locale: string | null
  handled: boolean
  handled_at: Date | string | null
  created_at: Date | string
}

/** The part of the app's contact module (medusa-backend/src/modules/contact) the shop uses. */
type ContactModuleService = {
  createContactMessages(data: Omit<ContactMessage, "id" | "handled" | "handled_at" | "created_at">): Promise<{ id: string }>
  listContactMessages(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<ContactMessage[]>
  listAndCountContactMessages(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<[ContactMessage[], number]>
  updateContactMessages(data: { id: string } & Partial<ContactMessage>): Promise<ContactMessage>
}

export const CONTACT_MESSAGE_NOT_FOUND = CONTACT_ERRORS.notFound

/** Resolved by name: the module belongs to the app, not to this plugin. */
export const contactModule = (scope: MedusaContainer) => scope.resolve<ContactModuleService>("contact")

const FIELDS = ["id", "name", "email", "phone", "message", "locale", "handled", "handled_at", "created_at"]

/** The messages, newest first; `handled` limits them to handled (true) or open (false) ones. */
export async function listContactMessages(
  scope: MedusaContainer,
  opts: { limit: number; offset: number; handled?: boolean }
): Promise<{ messages: ContactMessage[]; count: number; open: number }> {
  const filters = opts.handled === undefined ? {} : { handled: opts.handled }
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
