import { AUTH_ERRORS, errorCodeOfStatus, errorCodeOfText, MANUAL_METHODS, NOTIFICATION_ERRORS, paymentChange } from "@shop/contract"
import { vi } from "vitest"
import type {
  ArchivedOrder,
  ContactMessage,
  LabelHistoryEntry,
  OrderLabel,
  OutboxMessageDetail,
  OutboxPage,
  Rate,
  ShippoStatus,
  ShopOrder,
  ShopProduct,
  UtilityReport,
} from "../lib/types"

// --- what the server holds ---------------------------------------------------------------------

export const shopOrder = (over: Partial<ShopOrder> = {}): ShopOrder => ({
  id: 1042,
  customerName: "Sophea Chan",
  customerPhone: "+1 555 0100",
  customerEmail: "sophea@example.com",
  deliveryAddress: "12 Mekong St, Long Beach, CA 90813",
  notes: null,
  paymentReference: null,
  totalAmount: 38.5,
  subtotal: 28.5,
  deliveryFee: 10,
  processingFee: 0,
  paymentMethod: "zelle",
  paymentStatus: "pending",
  paymentConfirmed: true,
  paymentSandbox: false,
  status: "pending",
  seen: true,
  createdAt: "2025-05-01T10:00:00.000Z",
  medusaOrderId: "order_01",
  placement: "placed",
  placementError: null,
  orderStatus: null,
  trackingNumber: null,
  shippingCarrier: "USPS",
  shippingLabel: null,
  orderItems: [],
  ...over,
})

export const archivedOrder = (over: Partial<ArchivedOrder> = {}): ArchivedOrder => ({
  ...shopOrder(over),
  archivedAt: "2025-05-04T08:00:00.000Z",
  ...over,
})

export const contactMessage = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  id: "cmsg_1",
  name: "Dara Kim",
  email: "dara@example.com",
  phone: "+1 555 0111",
  message: "Do you ship kampot pepper to Canada?",
  locale: "en",
  handled: false,
  handled_at: null,
  created_at: "2025-05-02T09:30:00.000Z",
  ...over,
})

export const shopProduct = (over: Partial<ShopProduct> = {}): ShopProduct => ({
  id: "prod_1",
  name: "Kampot Pepper",
  description: "Peppercorns from Kampot.",
  price: 12.5,
  categoryId: "pcat_spices",
  categorySlug: "cambodian-spices",
  imageUrl: "/static/kampot-pepper.jpg",
  handle: "kampot-pepper",
  isNew: false,
  isPopular: false,
  cookTime: "100 g",
  dietaryInfo: null,
  nameKm: null,
  descriptionKm: null,
  cookTimeKm: null,
  dietaryInfoKm: null,
  ...over,
})

export const rate = (over: Partial<Rate> = {}): Rate => ({
  id: "rate_usps_priority",
  provider: "USPS",
  service: over.service ?? "Priority Mail",
  service_name: over.service ?? "Priority Mail",
  amount: over.amount ?? "9.85",
  rate: over.amount ?? "9.85",
  currency: "USD",
  description: "Medium Package",
  box_type: "package_medium",
  estimated_days: 2,
  arrives_by: null,
  attributes: [],
  dimensions: "12 x 10 x 8 in",
  isBestValue: false,
  isRecommended: false,
  isFastest: false,
  isLowestPrice: false,
  sample: false,
  ...over,
})

export const orderLabel = (over: Partial<OrderLabel> = {}): OrderLabel => ({
  trackingNumber: "9400111899223197428490",
  trackingUrl: null,
  carrier: "USPS",
  service: "Priority Mail",
  labelUrl: null,
  createdAt: "2025-05-03T15:00:00.000Z",
  packageType: "package_medium",
  amount: "9.85",
  currency: "USD",
  sample: false,
  fulfillmentId: null,
  ...over,
})

export const outboxMessage = (over: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
  id: "noti_1",
  kind: "order-received",
  to: "sophea@example.com",
  subject: "We received your order #1042",
  orderNumber: 1042,
  language: "en",
  state: "sent",
  attempts: 1,
  error: null,
  createdAt: "2025-05-01T10:01:00.000Z",
  updatedAt: "2025-05-01T10:01:05.000Z",
  resendOf: null,
  html: "<html><body><h1>Thank you, Sophea</h1><p>Order #1042</p></body></html>",
  text: "Thank you, Sophea\nOrder #1042",
  ...over,
})

type State = {
  orders: ShopOrder[]
  /** Orders staff archived (the Archived orders page), with when. */
  archived: ArchivedOrder[]
  labels: Record<string, OrderLabel>
  messages: ContactMessage[]
  products: ShopProduct[]
  shippo: ShippoStatus
  rates: Rate[]
  reports: Partial<Record<string, Omit<UtilityReport, "success">>>
  /** The outbox (Medusa's notifications as GET /admin/shop/notifications answers them), and how mail goes out. */
  emails: OutboxMessageDetail[]
  mailMode: OutboxPage["mode"]
  /** Who the session cookie belongs to: a shop admin, a clerk (any other role), or nobody. */
  signedIn: "admin" | "clerk" | null
}

// --- the fake ------------------------------------------------------------------------------------

export type Call = { method: string; path: string; query: Record<string, string>; body: any }
type Request = { params: Record<string, string>; query: URLSearchParams; body: any }
type Handler = (req: Request) => Response | Promise<Response>

const json = (data: unknown, status = 200) => Response.json(data, { status })

/** The session's XSRF token as the fake's GET /admin/shop/xsrf answers it. */
export const FAKE_XSRF_TOKEN = "fake-session-xsrf"
/** Medusa's error answer (`{ type, message }`), as its error handler sends a MedusaError. */
export const medusaError = (status: number, message: string, type = status === 404 ? "not_found" : "conflict") =>
  json({ type, message, code: errorCodeOfText(message) ?? errorCodeOfStatus(status) }, status)
/** A shipping call's failure (`{ success: false, error, message, code, details? }`), with the code compat-api gives its text. */
export const shippingError = (status: number, error: string, details?: string) =>
  json({ success: false, error, message: error, code: errorCodeOfText(error) ?? errorCodeOfStatus(status), ...(details ? { details } : {}) }, status)

/** The shop's legacy error answer (`{ error, message, code }`), as compat-api's /admin/shop routes send one. */
export const legacyError = (status: number, text: string) => json({ error: text, message: text, code: errorCodeOfText(text) ?? errorCodeOfStatus(status) }, status)

/**
 * A stand-in for compat-api's /admin/shop routes over `fetch`, answering their shapes from an
 * in-memory state, and recording every call. `on()` replaces one route's answer for a test.
 */
export function fakeShop(initial: Partial<State> = {}) {
  const state: State = {
    orders: [],
    archived: [],
    labels: {},
    messages: [],
    products: [],
    shippo: { isValid: true, mode: "sandbox", message: "Sandbox mode: no SHIPPO_API_KEY is set." },
    rates: [],
    reports: {},
    emails: [],
    mailMode: "smtp",
    signedIn: "admin",
    ...initial,
  }
  const calls: Call[] = []
  const byMedusaId = (id: string) => state.orders.find((o) => o.medusaOrderId === id)
  const update = (id: string, change: Partial<ShopOrder>) => {
    const o = byMedusaId(id)!
    Object.assign(o, change)
    return json({ order: { ...o } })
  }
  const notAShopOrder = () => medusaError(404, "This order did not come through the shop's checkout.")
  /** A staff change of an order: 404 for a non-shop order, 409 with the reason a rule gives, else the change. */
  const changeOrder = (id: string, refusal: (o: ShopOrder) => string | null, change: Partial<ShopOrder>) => {
    const o = byMedusaId(id)
    if (!o) return notAShopOrder()
    const reason = refusal(o)
    return reason ? medusaError(409, reason) : update(id, change)
  }

  const routes: [string, string, Handler][] = [
    ["GET", "/orders/:id", ({ params }) => json({ order: byMedusaId(params.id) ?? null })],
    [
      "POST",
      "/orders/:id/payment",
      ({ params, body }) =>
        changeOrder(
          params.id,
          (o) =>
            paymentChange(o.paymentMethod, o.paymentStatus, body.paymentStatus).allowed || o.paymentStatus === body.paymentStatus
              ? null
              : "A charged card payment cannot be set back to pending. Reject it to refund the card.",
          { paymentStatus: body.paymentStatus }
        ),
    ],
    [
      "POST",
      "/orders/:id/status",
      ({ params, body }) =>
        changeOrder(
          params.id,
          (o) => (body.status === "completed" && o.paymentStatus !== "paid" ? "An order can only be completed once its payment is verified (paid)." : null),
          { status: body.status }
        ),
    ],
    ["POST", "/orders/:id/seen", ({ params }) => (byMedusaId(params.id) ? update(params.id, { seen: true }) : notAShopOrder())],
    [
      "GET",
      "/order-queue",
      ({ query }) => {
        const limit = Number(query.get("limit") ?? 10)
        const list = (orders: ShopOrder[]) => ({ orders: orders.slice(0, limit), count: orders.length })
        const manual: readonly string[] = MANUAL_METHODS
        return json({
          unseen: list(state.orders.filter((o) => !o.seen)),
          awaitingVerification: list(
            state.orders.filter((o) => o.paymentStatus === "pending" && manual.includes(o.paymentMethod) && o.status !== "cancelled")
          ),
        })
      },
    ],
    [
      "GET",
      "/archived-orders",
      ({ query }) => {
        const limit = Number(query.get("limit") ?? 50)
        const offset = Number(query.get("offset") ?? 0)
        const q = (query.get("q") ?? "").toLowerCase()
        const matching = [...state.archived]
          .sort((a, b) => b.id - a.id)
          .filter((o) => !q || `#${o.id}` === q || [o.customerName, o.customerEmail ?? "", o.customerPhone].some((t) => t.toLowerCase().includes(q)))
        return json({ orders: matching.slice(offset, offset + limit), count: matching.length, limit, offset })
      },
    ],
    [
      "POST",
      "/archived-orders/:id/restore",
      ({ params }) => {
        const o = state.archived.find((x) => x.id === Number(params.id))
        if (!o) return medusaError(404, "There is no archived order with this number.")
        state.archived = state.archived.filter((x) => x !== o)
        const { archivedAt: _archivedAt, ...order } = o
        state.orders.push(order)
        return json({ order })
      },
    ],
    [
      "GET",
      "/contact-messages",
      ({ query }) => {
        const limit = Number(query.get("limit") ?? 20)
        const offset = Number(query.get("offset") ?? 0)
        const handled = query.get("handled")
        const all = [...state.messages].sort((a, b) => b.created_at.localeCompare(a.created_at))
        const matching = handled === null ? all : all.filter((m) => m.handled === (handled === "true"))
        return json({
          contact_messages: matching.slice(offset, offset + limit),
          count: matching.length,
          limit,
          offset,
          open: state.messages.filter((m) => !m.handled).length,
        })
      },
    ],
    [
      "POST",
      "/contact-messages/:id",
      ({ params, body }) => {
        const m = state.messages.find((x) => x.id === params.id)
        if (!m) return medusaError(404, "Message not found")
        Object.assign(m, { handled: body.handled, handled_at: body.handled ? "2025-05-04T08:00:00.000Z" : null })
        return json({ contact_message: { ...m } })
      },
    ],
    [
      "GET",
      "/products/:id",
      ({ params }) => {
        const p = state.products.find((x) => x.id === params.id)
        return p ? json({ product: { ...p } }) : medusaError(404, `Product with id: ${params.id} was not found`)
      },
    ],
    [
      "POST",
      "/products/:id",
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
      "/utilities/:name",
      ({ params }) => {
        const report = state.reports[params.name]
        return report ? json({ success: true, ...report }) : medusaError(404, `There is no utility called ${params.name}.`)
      },
    ],
    [
      "GET",
      "/products-backup",
      () =>
        new Response(JSON.stringify({ format: "cambodian-shop-products", version: 1, count: state.products.length, products: state.products }), {
          headers: { "content-type": "application/json; charset=utf-8", "content-disposition": 'attachment; filename="products-backup-2025-05-04.json"' },
        }),
    ],
    [
      "GET",
      "/notifications",
      ({ query }) => {
        const limit = Number(query.get("limit") ?? 20)
        const offset = Number(query.get("offset") ?? 0)
        const status = query.get("status")
        const orderNumber = query.get("orderNumber")?.trim().replace(/^#/, "")
        if (status !== null && !["sent", "failure", "pending"].includes(status)) return legacyError(400, NOTIFICATION_ERRORS.status)
        if (orderNumber !== undefined && !/^\d{1,9}$/.test(orderNumber)) return legacyError(400, NOTIFICATION_ERRORS.orderNumber)
        const matching = [...state.emails]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .filter((m) => orderNumber === undefined || m.orderNumber === Number(orderNumber))
          // "sent" includes the messages kept in outbox mode
          .filter((m) => status === null || m.state === status || (status === "sent" && m.state === "outbox"))
        const messages = matching.slice(offset, offset + limit).map(({ html: _html, text: _text, ...m }) => m)
        return json({ messages, count: matching.length, limit, offset, mode: state.mailMode })
      },
    ],
    [
      "GET",
      "/notifications/:id",
      ({ params }) => {
        const m = state.emails.find((x) => x.id === params.id)
        return m ? json({ ...m }) : legacyError(404, NOTIFICATION_ERRORS.notFound)
      },
    ],
    [
      "POST",
      "/notifications/:id/resend",
      ({ params }) => {
        const m = state.emails.find((x) => x.id === params.id)
        if (!m) return legacyError(404, NOTIFICATION_ERRORS.notFound)
        const copy: OutboxMessageDetail = {
          ...m,
          id: `noti_${state.emails.length + 1}`,
          state: state.mailMode === "outbox" ? "outbox" : "sent",
          attempts: 1,
          error: null,
          createdAt: "2025-05-05T12:00:00.000Z",
          updatedAt: "2025-05-05T12:00:00.000Z",
          resendOf: m.id,
        }
        state.emails.push(copy)
        const { html: _html, text: _text, ...message } = copy
        return json({ message }, 201)
      },
    ],
    ["GET", "/shipping/check-api-key", () => json(state.shippo)],
    [
      "GET",
      "/shipping/orders",
      ({ query }) => {
        const list = query.get("list") ?? "pending"
        const limit = Number(query.get("limit") ?? 20)
        const offset = Number(query.get("offset") ?? 0)
        const search = (query.get("search") ?? "").replace(/^#/, "").toLowerCase()
        const matching = state.orders
          .filter((o) => (list === "shipped" ? o.orderStatus === "shipped" : o.orderStatus !== "shipped" && o.status !== "cancelled"))
          .filter((o) => !search || String(o.id).includes(search) || o.customerName.toLowerCase().includes(search) || o.customerPhone.includes(search))
        return json({ orders: matching.slice(offset, offset + limit), count: matching.length, limit, offset })
      },
    ],
    [
      "GET",
      "/shipping/labels",
      () => {
        const labels: LabelHistoryEntry[] = Object.entries(state.labels).map(([medusaOrderId, l]) => ({
          filename: `shipping-label-order-${byMedusaId(medusaOrderId)!.id}.png`,
          url: l.labelUrl,
          createdAt: l.createdAt,
          orderId: byMedusaId(medusaOrderId)!.id,
          downloadUrl: `/api/shipping/labels/${byMedusaId(medusaOrderId)!.id}`,
          medusaOrderId,
          trackingNumber: l.trackingNumber,
          carrier: l.carrier,
          service: l.service,
          sample: l.sample,
        }))
        return json({ labels })
      },
    ],
    ["GET", "/shipping/orders/:id", ({ params }) => json({ order: byMedusaId(params.id) ?? null, label: state.labels[params.id] ?? null })],
    [
      "POST",
      "/shipping/orders/:id/rates",
      ({ params }) => {
        if (!byMedusaId(params.id)) return notAShopOrder()
        return state.rates.length
          ? json({ success: true, rates: state.rates, cached: false })
          : json({ success: true, rates: [], message: "No shipping rates available for this package and destination." })
      },
    ],
    [
      "POST",
      "/shipping/orders/:id/label",
      ({ params, body }) => {
        const o = byMedusaId(params.id)
        if (!o) return notAShopOrder()
        if (state.labels[params.id]) return shippingError(409, "Label Already Created")
        if (o.paymentStatus !== "paid" && body.allowUnverifiedPayment !== true) return shippingError(409, "The payment is not verified yet.")
        const r = state.rates.find((x) => x.id === body.rateId)
        if (!r) return shippingError(400, "Failed to create shipping label.", "This rate is no longer available.")
        const label = orderLabel({ carrier: r.provider, service: r.service ?? null, packageType: body.packageType, amount: String(r.amount), fulfillmentId: "ful_1" })
        state.labels[params.id] = label
        Object.assign(o, { trackingNumber: label.trackingNumber, shippingCarrier: r.provider })
        return json({
          success: true,
          labelUrl: label.labelUrl,
          trackingNumber: label.trackingNumber,
          trackingUrl: label.trackingUrl,
          status: "SUCCESS",
          serviceName: `${r.provider} ${r.service}`,
          carrier: r.provider,
          sample: false,
        })
      },
    ],
    [
      "POST",
      "/shipping/orders/:id/ship",
      ({ params, body }) => {
        const o = byMedusaId(params.id)
        if (!o) return notAShopOrder()
        if (o.paymentStatus !== "paid" && body?.allowUnverifiedPayment !== true) return shippingError(409, "The payment is not verified yet.")
        return update(params.id, { orderStatus: "shipped" })
      },
    ],
    [
      "GET",
      "/shipping/orders/:id/label-file",
      ({ params }) =>
        state.labels[params.id]
          ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } })
          : medusaError(404, "No label for this order."),
    ],
  ]

  const match = (pattern: string, path: string): Record<string, string> | null => {
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

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://admin.test")
    const method = (init.method ?? "GET").toUpperCase()
    if (url.pathname === "/admin/users/me" && method === "GET") {
      calls.push({ method, path: url.pathname, query: {}, body: undefined })
      // Medusa's 401; compat-api's refuseNonAdminUsers' 403 (legacy shape, with the code).
      if (init.credentials !== "include" || !state.signedIn) return medusaError(401, "Unauthorized", "unauthorized")
      if (state.signedIn !== "admin") {
        const text = AUTH_ERRORS.medusaAdminOnly
        return json({ error: text, message: text, code: errorCodeOfText(text) }, 403)
      }
      return json({ user: { id: "user_1", email: "sophea@example.com", metadata: { role: "admin" } } })
    }
    if (!url.pathname.startsWith("/admin/shop/")) return new Response("Not found", { status: 404 })
    if (init.credentials !== "include") return medusaError(401, "Unauthorized", "unauthorized")
    // compat-api's requireAdminRole: a cookie write needs the session's X-XSRF-TOKEN (GET /admin/shop/xsrf)
    if (url.pathname === "/admin/shop/xsrf" && method === "GET") return json({ token: FAKE_XSRF_TOKEN })
    const sentXsrf = (init.headers as Record<string, string> | undefined)?.["x-xsrf-token"]
    if (method !== "GET" && sentXsrf !== FAKE_XSRF_TOKEN) {
      const text = AUTH_ERRORS.xsrf
      return json({ error: text, message: text, code: errorCodeOfText(text) }, 403)
    }
    const path = url.pathname.slice("/admin/shop".length)
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body })
    for (const [m, pattern, handler] of routes) {
      const params = m === method ? match(pattern, path) : null
      if (params) return handler({ params, query: url.searchParams, body })
    }
    return new Response("Not found", { status: 404 })
  })
  vi.stubGlobal("fetch", fetch)

  return {
    state,
    calls,
    /** The calls made to one route, e.g. `requests("POST", "/orders/order_01/payment")`. */
    requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** Answers `method pattern` with `handler` instead (e.g. a failure). */
    on(method: string, pattern: string, handler: Handler) {
      routes.unshift([method, pattern, handler])
    },
  }
}
