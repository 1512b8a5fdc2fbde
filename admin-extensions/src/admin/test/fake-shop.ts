import type { ArchivedOrder, LegacyOrder, OutboxMessageDetail } from "@shop/contract"
import { fakeShop as fakeShopApi, order, outboxMessage as message, type FakeShopState, type Handler } from "@shop/staff/testing"

/** The shop's fixtures and answers (@shop/staff/testing), as our pages' tests name them. */
export { contactMessage, FAKE_XSRF_TOKEN, legacyError, medusaError, orderLabel, rate, shippingError, shopProduct } from "@shop/staff/testing"

const MEDUSA = "/admin/shop"

/** An order of Medusa's admin's tests: placed by Sophea in May 2025, nothing in it yet. */
export const shopOrder = (over: Partial<LegacyOrder> = {}): LegacyOrder =>
  order({ customerName: "Sophea Chan", customerPhone: "+1 555 0100", customerEmail: "sophea@example.com", deliveryAddress: "12 Mekong St, Long Beach, CA 90813", notes: null, totalAmount: 38.5, subtotal: 28.5, createdAt: "2025-05-01T10:00:00.000Z", orderItems: [], ...over })

export const archivedOrder = (over: Partial<ArchivedOrder> = {}): ArchivedOrder => ({ ...shopOrder(over), archivedAt: "2025-05-04T08:00:00.000Z", ...over })

/** An e-mail of Medusa's admin's tests: the order-received message Sophea was sent. */
export const outboxMessage = (over: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail =>
  message({ id: "noti_1", to: "sophea@example.com", subject: "We received your order #1042", state: "sent", createdAt: "2025-05-01T10:01:00.000Z", updatedAt: "2025-05-01T10:01:05.000Z", html: "<html><body><h1>Thank you, Sophea</h1><p>Order #1042</p></body></html>", text: "Thank you, Sophea\nOrder #1042", ...over })

/**
 * The one fake shop API (@shop/staff/testing) as our pages see it: compat-api's /admin/shop routes
 * (paths here are under that prefix), Medusa's GET /admin/users/me, mail sent over SMTP.
 */
export function fakeShop(initial: Partial<FakeShopState> = {}) {
  const shop = fakeShopApi({ mailMode: "smtp", origin: "http://admin.test", ...initial })
  const under = (path: string) => (path.startsWith(`${MEDUSA}/`) ? path.slice(MEDUSA.length) : path)
  const calls = () => shop.calls.map((c) => ({ ...c, path: under(c.path) }))
  return {
    state: shop.state,
    /** Every call, its path under /admin/shop. */
    get calls() {
      return calls()
    },
    /** The calls made to one route, e.g. `requests("POST", "/orders/order_01/payment")`. */
    requests: (method: string, path: string) => calls().filter((c) => c.method === method && c.path === path),
    /** Answers `method pattern` with `handler` instead (e.g. a failure). */
    on: (method: string, pattern: string, handler: Handler) => shop.on(method, `${MEDUSA}${pattern}`, handler),
  }
}

/** `n` records made by `make`, one a day from 1 January 2025 (`createdAt`: that day, ISO). */
export const daily = <T,>(n: number, make: (i: number, createdAt: string) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i, new Date(Date.UTC(2025, 0, 1 + i)).toISOString()))
