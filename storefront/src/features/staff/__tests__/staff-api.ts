import type { ApiKeyStatus, LabelHistoryEntry, LegacyOrder as Order, OutboxMessageDetail, Rate } from "@shop/contract"
import { ARCHIVED_AT, fakeShop, RATES } from "@shop/staff/testing"
import { fakeApi, item, user } from "../../../test/fake-api"
import { SESSION_HINT_KEY, type User } from "../../auth/api/user"

export const ADMIN: User = user({ username: "admin", fullName: "Sokha Chan", email: "sokha@example.com", role: "admin" })
export const SHOPPER: User = user({ username: "dara", role: "customer" })
export const PASSWORD = "kampot-pepper"

/** The shop's fixtures (@shop/staff/testing): an order, an e-mail, a label entry, a rate, the sorted rates. */
export { labelEntry, manyOrders, order, outboxMessage as email, PNG_BYTES, rate, RATES, trackingFor } from "@shop/staff/testing"

type Options = {
  /** Who GET /api/user answers with (null: 401). */
  user?: User | null
  orders?: Order[]
  /** Archived orders (GET /api/orders/archived); Clear All and Limit move orders here. */
  archived?: Order[]
  /** Overrides an answer: return a Response to use it, undefined to fall through. */
  answer?: (method: string, path: string, body: unknown) => Response | undefined
  /** Set the session hint, as after a sign-in in this browser. */
  hint?: boolean
  /** GET /api/simple-shipping/check-api-key's answer (default: valid, sandbox). */
  apiKey?: ApiKeyStatus
  /** The carriers' rates POST /api/shipping/shippo/get-rates answers with (default RATES). */
  rates?: Rate[]
  /** GET /api/simple-shipping/labels before any label is made here. */
  labels?: LabelHistoryEntry[]
  /** The e-mail outbox (GET /api/notifications); Resend adds to it. */
  emails?: OutboxMessageDetail[]
  /** How the shop sends e-mail (GET /api/notifications' mode): "outbox" without SMTP_URL. */
  mailMode?: "smtp" | "outbox"
}

/**
 * The back-office calls of docs/back-office-api.md: the one fake shop API of @shop/staff/testing
 * (state: sign-in changes the user, the order calls change the orders), on top of the shop's
 * fakeApi. Records every call (`calls`).
 */
export function fakeStaffApi({ user = ADMIN, orders = [], archived = [], answer, hint = false, apiKey, rates = RATES, labels = [], emails = [], mailMode = "outbox" }: Options = {}) {
  const base = fakeApi({ en: [item()] })
  const shop = fakeShop({
    user,
    account: { user: ADMIN, password: PASSWORD },
    // Copies: the calls change them, and a test may share its orders between cases.
    orders: orders.map((o) => structuredClone(o)),
    archived: archived.map((o) => ({ ...structuredClone(o), archivedAt: ARCHIVED_AT })),
    ...(apiKey ? { shippo: apiKey } : {}),
    rates: [...rates],
    labelHistory: [...labels],
    emails: emails.map((e) => structuredClone(e)),
    mailMode,
    fallback: base,
  })
  if (answer) shop.on("*", "*", ({ method, path, body }) => answer(method, path, body))
  if (hint) localStorage.setItem(SESSION_HINT_KEY, "1")
  /** The bodies sent to one route. */
  const calls = (method: string, path: string) => shop.requests(method, path).map((c) => c.body)
  return { fetch: shop.fetch, state: shop.state, calls }
}
