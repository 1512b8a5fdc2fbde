import { z } from "zod"
import { booleanQuery, pageQuery } from "../schemas/common.js"

/**
 * An order's history (issue 27 point 8): GET /api/orders/{id}/history and
 * /admin/shop/orders/{id}/history answer `{ events }`, oldest first; POST …/notes adds staff's
 * internal note (never shown to shoppers).
 */

/** What an event of the timeline is about. */
export const ORDER_HISTORY_KINDS = [
  /** The order was placed (details: method, total). */
  "placed",
  /** An e-mail about the order (details: template, to, state sent | outbox | pending | failure). */
  "email",
  /** Staff's payment decision (by; text: Reject's reason; details: decision paid | failed). */
  "payment",
  /** A shipping label was bought (details: carrier, service, tracking, sample). */
  "label",
  /** The parcel left (Medusa's shipment). */
  "shipped",
  /** The order was cancelled (text: the reason). */
  "cancelled",
  /** Medusa recorded a refund (details: amount; text: its note). */
  "refunded",
  /** Staff corrected an earlier decision (a verified payment undone). */
  "correction",
  /** Staff's internal note (by, text). */
  "note",
] as const
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number]

export type OrderHistoryDetails = Record<string, string | number | boolean | null>

/** One event of an order's timeline. `at` is ISO; `by` the staff user's username, when staff did it. */
export type OrderHistoryEvent = {
  at: string
  kind: OrderHistoryKind
  by?: string
  text?: string
  details?: OrderHistoryDetails
}

/** GET /api/orders/{id}/history. */
export type OrderHistory = { events: OrderHistoryEvent[] }

/** An internal note as POST /api/orders/{id}/notes answers it (201). */
export type OrderNote = { id: string; at: string; by: string; text: string }

export const ORDER_NOTE_MAX = 2000

export const ORDER_NOTE_ERRORS = {
  empty: "A note needs some text.",
  tooLong: `A note must be at most ${ORDER_NOTE_MAX} characters.`,
} as const

/** POST /api/orders/{id}/notes body: 1–2,000 characters after trimming. */
export const ApiPostOrderNote = z.object({
  text: z.string({ error: ORDER_NOTE_ERRORS.empty }).trim().min(1, ORDER_NOTE_ERRORS.empty).max(ORDER_NOTE_MAX, ORDER_NOTE_ERRORS.tooLong),
})
export type OrderNoteRequest = z.input<typeof ApiPostOrderNote>

// --- contact messages in the back office (point 7) ---------------------------------------------

export const CONTACT_REPLY_MAX = 5000
export const CONTACT_SEARCH_MAX = 200

export const CONTACT_INBOX_ERRORS = {
  replyEmpty: "A reply needs some text.",
  replyTooLong: `A reply must be at most ${CONTACT_REPLY_MAX} characters.`,
  noEmail: "This message has no e-mail address to reply to. Call the sender instead.",
  searchTooLong: `Search must be at most ${CONTACT_SEARCH_MAX} characters.`,
  handledQuery: 'handled must be "true" or "false".',
  handled: "handled must be true or false.",
} as const

/** GET /api/contact-messages: a page, optionally only open or handled ones, optionally searched (name, e-mail, phone, message). */
export const ContactMessagesQuery = z.object({
  ...pageQuery(100, 20),
  handled: booleanQuery(CONTACT_INBOX_ERRORS.handledQuery),
  search: z
    .string()
    .max(CONTACT_SEARCH_MAX, CONTACT_INBOX_ERRORS.searchTooLong)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
})

/** PATCH /api/contact-messages/{id}. */
export const ContactMessageHandledBody = z.object({ handled: z.boolean({ error: CONTACT_INBOX_ERRORS.handled }) })

/** POST /api/contact-messages/{id}/reply: the reply's text, sent in the message's language. */
export const ContactReplyBody = z.object({
  text: z.string({ error: CONTACT_INBOX_ERRORS.replyEmpty }).trim().min(1, CONTACT_INBOX_ERRORS.replyEmpty).max(CONTACT_REPLY_MAX, CONTACT_INBOX_ERRORS.replyTooLong),
})
export type ContactReplyRequest = z.input<typeof ContactReplyBody>

/**
 * The order number a contact message names, or null: "#1042", "1042" within a few words of
 * "order" (English or Khmer ការបញ្ជាទិញ), or the checkout's memo ORDER-123456 (answered as its memo:
 * the orders list's search finds it).
 */
export function orderReferenceIn(message: string): { number: number | null; memo: string | null; search: string } | null {
  const memo = /\bORDER-(\d{6})\b/i.exec(message)
  if (memo) return { number: null, memo: `ORDER-${memo[1]}`, search: `ORDER-${memo[1]}` }
  const hash = /#\s?(\d{1,9})\b/.exec(message)
  if (hash) return { number: Number(hash[1]), memo: null, search: hash[1] }
  const near = /(?:\border\b|ការបញ្ជាទិញ)(?:\W+\w+){0,3}?\W+(?:no\.?\s*|number\s*)?(\d{1,9})\b/i.exec(message)
    ?? /\b(\d{1,9})\W+(?:\w+\W+){0,2}?(?:order\b|ការបញ្ជាទិញ)/i.exec(message)
  if (near) return { number: Number(near[1]), memo: null, search: near[1] }
  return null
}
