import {
  DEFAULT_SHOP_TIME_ZONE,
  AUTH_ERRORS,
  CANCEL_REFUSAL_ERRORS,
  cancelRefund,
  cancelRefusal,
  MANUAL_METHODS,
  NOTIFICATION_ERRORS,
  orderPaymentChange,
  STAFF_ORDER_ERRORS,
  type LegacyOrder,
  type OutboxMessageDetail,
} from "@shop/contract"
import { vi } from "vitest"
import { failure, json, legacyError, medusaError } from "./answers"
import { ARCHIVED_AT } from "./fixtures"
import { filterOrders } from "./order-filters"
import { shippingRoutes } from "./shipping"
import { summaryRoutes } from "./summary"
import { DEFAULT_STAFF_USERS, usersRoutes } from "./users"
import type { Call, FakeShopContext, FakeShopState, Handler, Route, StaffAccount } from "./types"

export type * from "./types"

/** The session's XSRF token as the fake's GET /admin/shop/xsrf answers it. */
export const FAKE_XSRF_TOKEN = "fake-session-xsrf"

export type FakeShopOptions = Partial<FakeShopState> & {
  /** The account POST /api/login signs in. */
  account?: StaffAccount
  /** Where a call no route answers goes (the storefront's shop API fake); else 404. */
  fallback?: (input: string, init?: RequestInit) => Response | Promise<Response>
  /** The origin relative URLs are read against. */
  origin?: string
}


const MEDUSA = "/admin/shop"
const both = (route: (base: string) => Route[]) => [...route("/api"), ...route(MEDUSA)]

/** The messages of the outbox a GET …/notifications asks for, newest first ("sent" includes the kept ones). */
function outboxPage(state: FakeShopState, query: URLSearchParams): Response {
  const limit = Number(query.get("limit") ?? 20)
  const offset = Number(query.get("offset") ?? 0)
  const status = query.get("status")
  const orderNumber = query.get("orderNumber")?.trim().replace(/^#/, "")
  if (status !== null && !["sent", "failure", "pending"].includes(status)) return legacyError(400, NOTIFICATION_ERRORS.status)
  if (orderNumber !== undefined && !/^\d{1,9}$/.test(orderNumber)) return legacyError(400, NOTIFICATION_ERRORS.orderNumber)
  const matching = [...state.emails]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .filter((m) => orderNumber === undefined || m.orderNumber === Number(orderNumber))
    .filter((m) => status === null || m.state === status || (status === "sent" && m.state === "outbox"))
  const messages = matching.slice(offset, offset + limit).map(({ html: _html, text: _text, ...m }) => m)
  return json({ messages, count: matching.length, limit, offset, mode: state.mailMode })
}

/** Resend: a new message, the newest, kept or sent as the mail mode says. */
function resend(state: FakeShopState, id: string): Response {
  const old = state.emails.find((x) => x.id === id)
  if (!old) return legacyError(404, NOTIFICATION_ERRORS.notFound)
  const at = new Date(Date.parse(state.emails.reduce((a, b) => (a.createdAt > b.createdAt ? a : b)).createdAt) + 60_000).toISOString()
  const copy: OutboxMessageDetail = {
    ...old,
    id: `noti_resend_${state.emails.length}`,
    state: state.mailMode === "outbox" ? "outbox" : "sent",
    attempts: 1,
    error: null,
    resendOf: old.id,
    createdAt: at,
    updatedAt: at,
  }
  state.emails.push(copy)
  const { html: _html, text: _text, ...message } = copy
  return json({ message }, 201)
}

/** The archived orders a search asks for, newest number first: #number, name, e-mail or phone. */
function archivedMatching(state: FakeShopState, query: URLSearchParams) {
  const q = (query.get("q") ?? "").trim().toLowerCase()
  return [...state.archived]
    .filter((o) => !q || String(o.id) === q.replace(/^#/, "") || [o.customerName, o.customerEmail ?? "", o.customerPhone].some((t) => t.toLowerCase().includes(q)))
    .sort((a, b) => b.id - a.id)
}

function restore(state: FakeShopState, id: string): Response {
  const o = state.archived.find((x) => x.id === Number(id))
  if (!o) return medusaError(404, "There is no archived order with this number.")
  state.archived = state.archived.filter((x) => x !== o)
  const { archivedAt: _archivedAt, ...order } = o
  state.orders.push(order)
  return json({ order })
}

/** Cancel order as the server does it (the contract's rule): 409 when refused; the order cancelled, what was held given back. */
function cancelOne(o: LegacyOrder, fail: (status: number, text: string) => Response): LegacyOrder | Response {
  const refused = cancelRefusal(o)
  if (refused) return fail(409, CANCEL_REFUSAL_ERRORS[refused])
  const { amount } = cancelRefund(o)
  o.status = "cancelled"
  if (amount > 0) Object.assign(o, { refundedAmount: (o.refundedAmount ?? 0) + amount, paymentState: "refunded", paymentStatus: "failed" })
  return o
}

/** Archives one listed order: `{ order }` with `archivedAt`. */
function archiveOne(state: FakeShopState, o: LegacyOrder | undefined, fail: (status: number, text: string) => Response): Response {
  if (!o) return fail(404, STAFF_ORDER_ERRORS.notListed)
  state.orders = state.orders.filter((x) => x !== o)
  const archived = { ...o, archivedAt: ARCHIVED_AT }
  state.archived.push(archived)
  return json({ order: archived })
}

/** The routes both back offices call by the same path under their prefix: the outbox and restoring. */
const sharedRoutes = ({ state }: FakeShopContext): Route[] =>
  both((base) => [
    ["GET", `${base}/notifications`, ({ query }) => outboxPage(state, query)],
    [
      "GET",
      `${base}/notifications/:id`,
      ({ params }) => {
        const m = state.emails.find((x) => x.id === params.id)
        return m ? json({ ...m }) : legacyError(404, NOTIFICATION_ERRORS.notFound)
      },
    ],
    ["POST", `${base}/notifications/:id/resend`, ({ params }) => resend(state, params.id)],
  ])

/** The shop's /api: staff sign-in, the orders lists and their changes, Clear All and Limit, archived orders. */
const apiRoutes = ({ state, byId }: FakeShopContext, account: StaffAccount | undefined): Route[] => {
  const error = (status: number, text: string) => failure(status, { error: text })
  const archive = (gone: LegacyOrder[]) => state.archived.push(...gone.map((o) => ({ ...o, archivedAt: ARCHIVED_AT })))
  const clearAll = () => {
    const deletedCount = state.orders.length
    archive(state.orders)
    state.orders = []
    return json({ success: true, deletedCount, message: `Archived ${deletedCount} orders.` })
  }
  const counted = <T>(list: T[], query: URLSearchParams) => {
    const offset = Number(query.get("offset") ?? 0)
    const limit = Number(query.get("limit") ?? list.length)
    return json(list.slice(offset, offset + limit), 200, { "X-Total-Count": String(list.length) })
  }
  const change = (id: string, edit: (o: LegacyOrder) => Response | void) => {
    const o = byId(id)
    if (!o) return error(404, "Order not found")
    return edit(o) ?? json({ ...o })
  }
  return [
    [
      "POST",
      "/api/login",
      ({ body }) => {
        if (!body?.username || !body?.password) return error(400, AUTH_ERRORS.loginMissing)
        if (!account || body.username !== account.user.username || body.password !== account.password) return error(401, AUTH_ERRORS.invalidLogin)
        state.user = account.user
        return json(account.user)
      },
    ],
    ["GET", "/api/user", () => (state.user ? json(state.user) : error(401, AUTH_ERRORS.anonymous))],
    [
      "POST",
      "/api/logout",
      () => {
        state.user = null
        return json({ success: true })
      },
    ],
    [
      "GET",
      "/api/orders",
      ({ query }) => {
        // issue 27: the list's filters, as the server applies them
        const found = filterOrders(state.orders, query)
        return found.ok ? counted(found.orders, query) : legacyError(400, found.error)
      },
    ],
    ["GET", "/api/orders/archived", ({ query }) => counted(archivedMatching(state, query), query)],
    ["PATCH", "/api/orders/:id/acknowledge", ({ params }) => change(params.id, (o) => void (o.seen = true))],
    [
      "PATCH",
      "/api/orders/:id/payment",
      ({ params, body }) =>
        change(params.id, (o) => {
          o.paymentStatus = body.paymentStatus
          o.paymentState = storyOfDecision(body.paymentStatus, o.paymentConfirmed)
        }),
    ],
    [
      "PATCH",
      "/api/orders/:id/status",
      ({ params, body }) =>
        change(params.id, (o) => {
          if (body.status === "completed" && o.paymentStatus !== "paid") return error(409, "Verify the payment before completing the order.")
          o.status = body.status
        }),
    ],
    [
      "PATCH",
      "/api/orders/:id",
      ({ params, body }) =>
        change(params.id, (o) => {
          if (body.orderStatus === "shipped" && o.paymentStatus !== "paid" && body.allowUnverifiedPayment !== true) return error(409, "The payment is not verified yet.")
          o.orderStatus = body.orderStatus ?? null
          if (o.orderStatus === "shipped") o.shipmentState = "shipped"
        }),
    ],
    ["POST", "/api/orders/:id/restore", ({ params }) => restore(state, params.id)],
    [
      "POST",
      "/api/orders/:id/cancel",
      ({ params }) => {
        const o = byId(params.id)
        if (!o) return error(404, "Order not found")
        const done = cancelOne(o, legacyError)
        return done instanceof Response ? done : json({ ...done })
      },
    ],
    ["POST", "/api/orders/:id/archive", ({ params }) => archiveOne(state, byId(params.id), legacyError)],
    ["DELETE", "/api/orders/clear-all", clearAll],
    ["DELETE", "/api/admin/clear-test-orders", clearAll],
    [
      "POST",
      "/api/orders/limit",
      ({ body }) => {
        const keep = [...state.orders].sort((a, b) => b.id - a.id).slice(0, body.maxOrders)
        const deletedCount = state.orders.length - keep.length
        archive(state.orders.filter((o) => !keep.includes(o)))
        state.orders = keep
        return json({ success: true, deletedCount, message: `Archived ${deletedCount} orders.` })
      },
    ],
  ]
}

/** Medusa's admin's /admin/shop: the shop's side of Medusa's orders, archived orders, contact messages, products, utilities. */
const medusaRoutes = ({ state, byMedusaId, update, notAShopOrder }: FakeShopContext): Route[] => {
  /** A staff change of an order: 404 for a non-shop order, 409 with the reason a rule gives, else the change. */
  const changeOrder = (id: string, refusal: (o: LegacyOrder) => string | null, change: Partial<LegacyOrder>) => {
    const o = byMedusaId(id)
    if (!o) return notAShopOrder()
    const reason = refusal(o)
    return reason ? medusaError(409, reason) : update(id, change)
  }
  const paged = (query: URLSearchParams, fallbackLimit: number) => ({ limit: Number(query.get("limit") ?? fallbackLimit), offset: Number(query.get("offset") ?? 0) })
  return [
    [
      "GET",
      `${MEDUSA}/orders`,
      ({ query }) => {
        // issue 27: the shop's orders list for our page in Medusa's admin, `{ orders, count, limit, offset }`
        const found = filterOrders(state.orders, query)
        if (!found.ok) return legacyError(400, found.error)
        const { limit, offset } = paged(query, 50)
        return json({ orders: found.orders.slice(offset, offset + limit), count: found.orders.length, limit, offset })
      },
    ],
    ["GET", `${MEDUSA}/orders/:id`, ({ params }) => json({ order: byMedusaId(params.id) ?? null })],
    [
      "POST",
      `${MEDUSA}/orders/:id/payment`,
      ({ params, body }) =>
        changeOrder(
          params.id,
          (o) =>
            orderPaymentChange(o, body.paymentStatus).allowed || o.paymentStatus === body.paymentStatus
              ? null
              : "A charged card payment cannot be set back to pending. Reject it to refund the card.",
          { paymentStatus: body.paymentStatus, paymentState: storyOfDecision(body.paymentStatus, true) }
        ),
    ],
    [
      "POST",
      `${MEDUSA}/orders/:id/status`,
      ({ params, body }) =>
        changeOrder(
          params.id,
          (o) => (body.status === "completed" && o.paymentStatus !== "paid" ? "An order can only be completed once its payment is verified (paid)." : null),
          { status: body.status }
        ),
    ],
    [
      "POST",
      `${MEDUSA}/orders/:id/cancel`,
      ({ params }) => {
        const o = byMedusaId(params.id)
        if (!o) return notAShopOrder()
        const done = cancelOne(o, medusaError)
        return done instanceof Response ? done : json({ order: { ...done } })
      },
    ],
    ["POST", `${MEDUSA}/orders/:id/archive`, ({ params }) => (byMedusaId(params.id) ? archiveOne(state, byMedusaId(params.id), medusaError) : notAShopOrder())],
    ["POST", `${MEDUSA}/orders/:id/seen`, ({ params }) => (byMedusaId(params.id) ? update(params.id, { seen: true }) : notAShopOrder())],
    [
      "GET",
      `${MEDUSA}/order-queue`,
      ({ query }) => {
        const limit = Number(query.get("limit") ?? 10)
        const list = (orders: LegacyOrder[]) => ({ orders: orders.slice(0, limit), count: orders.length })
        const manual: readonly string[] = MANUAL_METHODS
        return json({
          unseen: list(state.orders.filter((o) => !o.seen)),
          awaitingVerification: list(state.orders.filter((o) => o.paymentStatus === "pending" && manual.includes(o.paymentMethod) && o.status !== "cancelled")),
        })
      },
    ],
    [
      "GET",
      `${MEDUSA}/archived-orders`,
      ({ query }) => {
        const { limit, offset } = paged(query, 50)
        const matching = archivedMatching(state, query)
        return json({ orders: matching.slice(offset, offset + limit), count: matching.length, limit, offset })
      },
    ],
    ["POST", `${MEDUSA}/archived-orders/:id/restore`, ({ params }) => restore(state, params.id)],
    [
      "GET",
      `${MEDUSA}/contact-messages`,
      ({ query }) => {
        const { limit, offset } = paged(query, 20)
        const handled = query.get("handled")
        const all = [...state.messages].sort((a, b) => b.created_at.localeCompare(a.created_at))
        const matching = handled === null ? all : all.filter((m) => m.handled === (handled === "true"))
        return json({ contact_messages: matching.slice(offset, offset + limit), count: matching.length, limit, offset, open: state.messages.filter((m) => !m.handled).length })
      },
    ],
    [
      "POST",
      `${MEDUSA}/contact-messages/:id`,
      ({ params, body }) => {
        const m = state.messages.find((x) => x.id === params.id)
        if (!m) return medusaError(404, "Message not found")
        Object.assign(m, { handled: body.handled, handled_at: body.handled ? "2025-05-04T08:00:00.000Z" : null })
        return json({ contact_message: { ...m } })
      },
    ],
    [
      "GET",
      `${MEDUSA}/products/:id`,
      ({ params }) => {
        const p = state.products.find((x) => x.id === params.id)
        return p ? json({ product: { ...p } }) : medusaError(404, `Product with id: ${params.id} was not found`)
      },
    ],
    [
      "POST",
      `${MEDUSA}/products/:id`,
      ({ params, body }) => {
        const p = state.products.find((x) => x.id === params.id)
        if (!p) return medusaError(404, `Product with id: ${params.id} was not found`)
        // Empty texts clear the field, as updateMenuProduct does.
        for (const [k, v] of Object.entries(body)) (p as Record<string, unknown>)[k] = v === "" ? null : v
        return json({ product: { ...p } })
      },
    ],
    [
      "POST",
      `${MEDUSA}/utilities/:name`,
      ({ params }) => {
        const report = state.reports[params.name]
        return report ? json({ success: true, ...report }) : medusaError(404, `There is no utility called ${params.name}.`)
      },
    ],
    [
      "GET",
      `${MEDUSA}/products-backup`,
      () =>
        new Response(JSON.stringify({ format: "cambodian-shop-products", version: 1, count: state.products.length, products: state.products }), {
          headers: { "content-type": "application/json; charset=utf-8", "content-disposition": 'attachment; filename="products-backup-2025-05-04.json"' },
        }),
    ],
  ]
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/")
  const got = path.split("/")
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(got[i])
    else if (want[i] !== got[i]) return null
  }
  return params
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name)

/**
 * The one fake shop API of both back offices' tests: the shop's /api (the storefront's /admin) and
 * compat-api's /admin/shop (our pages in Medusa's admin) over `fetch` (stubbed globally), answering
 * their shapes from one in-memory state and recording every call. `on()` answers a route another
 * way for a test (first match wins).
 */
export function fakeShop(options: FakeShopOptions = {}) {
  const { account, fallback, origin = "http://shop.test", ...initial } = options
  const state: FakeShopState = {
    user: null,
    signedIn: "admin",
    orders: [],
    archived: [],
    labels: {},
    labelHistory: [],
    messages: [],
    products: [],
    shippo: { isValid: true, mode: "sandbox", message: "Sandbox mode: no SHIPPO_API_KEY is set." },
    rates: [],
    reports: {},
    emails: [],
    mailMode: "smtp",
    timeZone: DEFAULT_SHOP_TIME_ZONE,
    users: DEFAULT_STAFF_USERS(),
    ...initial,
  }
  const calls: Call[] = []
  const byId = (id: string | number) => state.orders.find((o) => o.id === Number(id))
  const byMedusaId = (id: string) => state.orders.find((o) => o.medusaOrderId === id)
  const ctx: FakeShopContext = {
    state,
    byId,
    byMedusaId,
    update: (id, change) => {
      const o = byMedusaId(id)!
      Object.assign(o, change)
      return json({ order: { ...o } })
    },
    notAShopOrder: () => medusaError(404, "This order did not come through the shop's checkout."),
  }
  const routes: Route[] = [...summaryRoutes(ctx), ...sharedRoutes(ctx), ...apiRoutes(ctx, account), ...medusaRoutes(ctx), ...shippingRoutes(ctx), ...usersRoutes(ctx)]

  const fetch = vi.fn(async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), origin)
    const method = (init.method ?? "GET").toUpperCase()
    const path = url.pathname
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined
    if (path === "/admin/users/me" && method === "GET") {
      calls.push({ method, path, query: {}, body: undefined })
      // Medusa's 401; compat-api's refuseNonAdminUsers' 403 (legacy shape, with the code).
      if (init.credentials !== "include" || !state.signedIn) return medusaError(401, "Unauthorized", "unauthorized")
      // the staff role may read Medusa's admin (issue 27 point 6); a user without a shop role may not
      if (state.signedIn === "staff") return json({ user: { id: "user_2", email: "kanha@example.com", metadata: { role: "staff" } } })
      if (state.signedIn !== "admin") return legacyError(403, AUTH_ERRORS.medusaAdminOnly)
      return json({ user: { id: "user_1", email: "sophea@example.com", metadata: { role: "admin" } } })
    }
    if (path.startsWith(`${MEDUSA}/`)) {
      if (init.credentials !== "include") return medusaError(401, "Unauthorized", "unauthorized")
      // compat-api's requireAdminRole: a cookie write needs the session's X-XSRF-TOKEN (GET /admin/shop/xsrf)
      if (path === `${MEDUSA}/xsrf` && method === "GET") return json({ token: FAKE_XSRF_TOKEN })
      if (method !== "GET" && headerOf(init, "x-xsrf-token") !== FAKE_XSRF_TOKEN) return legacyError(403, AUTH_ERRORS.xsrf)
    }
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body })
    for (const [m, pattern, handler] of routes) {
      const params = m === method || m === "*" ? (pattern === "*" ? {} : match(pattern, path)) : null
      const answer = params ? await handler({ method, path, params, query: url.searchParams, body, init, url }) : undefined
      if (answer) return answer
    }
    if (fallback) return fallback(input, init)
    return new Response("Not found", { status: 404 })
  })
  vi.stubGlobal("fetch", fetch)

  return {
    fetch,
    state,
    /** Every call, in order (not the XSRF token's). */
    calls,
    /** The calls made to one route, e.g. `requests("POST", "/api/orders/limit")`. */
    requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** Answers `method pattern` with `handler` instead (undefined from it: the usual answer); "*" for any method or path. */
    on(method: string, pattern: string, handler: Handler) {
      routes.unshift([method, pattern, handler])
    },
  }
}

export type FakeShop = ReturnType<typeof fakeShop>

/** The payment state the server's projection answers after a staff decision (no refunds in the fake). */
function storyOfDecision(status: "pending" | "paid" | "failed", confirmed: boolean): "paid" | "rejected" | "customer_says_paid" | "awaiting" {
  if (status === "paid") return "paid"
  if (status === "failed") return "rejected"
  return confirmed ? "customer_says_paid" : "awaiting"
}
