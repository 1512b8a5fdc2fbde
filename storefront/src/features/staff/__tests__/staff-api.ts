import { errorCodeOfStatus, errorCodeOfText } from "@shop/contract"
import { vi } from "vitest"
import { fakeApi, item, user } from "../../../test/fake-api"
import { SESSION_HINT_KEY, type User } from "../../auth/api/user"
import type { ArchivedOrder, Order } from "../api/orders"
import type { ApiKeyStatus, LabelHistoryEntry, Rate } from "../shipping/api/shipping"
import type { OutboxMessageDetail } from "../api/notifications"

export const ADMIN: User = user({ username: "admin", fullName: "Sokha Chan", email: "sokha@example.com", role: "admin" })
export const SHOPPER: User = user({ username: "dara", role: "customer" })
export const PASSWORD = "kampot-pepper"

export const order = (over: Partial<Order> = {}): Order => ({
  id: 1042,
  customerName: "Sokha Chan",
  customerPhone: "5625550100",
  customerEmail: "sokha@example.com",
  deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
  notes: "Ring twice",
  totalAmount: 39.98,
  subtotal: 29.98,
  deliveryFee: 10,
  processingFee: 0,
  paymentMethod: "zelle",
  paymentStatus: "pending",
  paymentConfirmed: true,
  paymentSandbox: false,
  status: "pending",
  orderStatus: null,
  seen: true,
  createdAt: "2026-11-22T13:00:00.000Z",
  trackingNumber: null,
  shippingCarrier: "USPS",
  shippingLabel: null,
  orderItems: [{ id: "prod_pepper", name: "Kampot Black Pepper", quantity: 2, price: 14.99 }],
  medusaOrderId: "order_01",
  placement: "placed",
  placementError: null,
  paymentReference: null,
  ...over,
})

/** A message of the e-mail outbox with its rendered body (GET /api/notifications/{id}). */
export const email = (over: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
  id: "noti_01",
  kind: "order-received",
  to: "sokha@example.com",
  subject: "Order #1042 received – Cambodian Heritage Market",
  orderNumber: 1042,
  language: "en",
  state: "outbox",
  attempts: 1,
  error: null,
  createdAt: "2026-11-22T13:00:05.000Z",
  updatedAt: "2026-11-22T13:00:05.000Z",
  resendOf: null,
  html: "<h1>Thank you for your order</h1><p>Order #1042</p>",
  text: "Thank you for your order\nOrder #1042",
  ...over,
})

/** A labels history entry as GET /api/simple-shipping/labels answers it. */
export const labelEntry = (over: Partial<LabelHistoryEntry> & Pick<LabelHistoryEntry, "orderId">): LabelHistoryEntry => ({
  filename: `shipping-label-order-${over.orderId}.png`,
  url: `http://shop.test/static/shipping-label-order-${over.orderId}.png`,
  createdAt: "2026-11-23T10:00:00.000Z",
  trackingNumber: null,
  carrier: "USPS",
  service: "Priority Mail",
  downloadUrl: `/api/shipping/labels/${over.orderId}`,
  sample: false,
  ...over,
})

export const rate = (over: Partial<Rate> & Pick<Rate, "id" | "provider" | "service" | "amount">): Rate => ({
  service_name: over.service,
  rate: over.amount,
  currency: "USD",
  description: "Medium Package",
  box_type: "package_medium",
  estimated_days: 3,
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

/** Rates as the server sorts and flags them (docs/back-office-api.md, Shipping): cheapest first, USPS's the first carrier. */
export const RATES: Rate[] = [
  rate({ id: "rate_usps_ground", provider: "USPS", service: "Ground Advantage", amount: "8.95", estimated_days: 5, isLowestPrice: true }),
  rate({ id: "rate_usps_priority", provider: "USPS", service: "Priority Mail", amount: "10.40", estimated_days: 3, isBestValue: true, isRecommended: true }),
  rate({ id: "rate_ups_ground", provider: "UPS", service: "Ground", amount: "12.85", estimated_days: 4, sample: true }),
  rate({ id: "rate_fedex_home", provider: "FedEx", service: "Home Delivery", amount: "14.20", estimated_days: 3, sample: true, isRecommended: false }),
  rate({ id: "rate_usps_express", provider: "USPS", service: "Priority Mail Express", amount: "30.45", estimated_days: 1, isFastest: true }),
]

const FLAT_BOXES: Record<string, { template: string; amount: string; label: string }> = {
  small_flat_rate_box: { template: "USPS_SmallFlatRateBox", amount: "10.40", label: "Small Flat Rate Box" },
  medium_flat_rate_box: { template: "USPS_MediumFlatRateBox1", amount: "18.40", label: "Medium Flat Rate Box" },
  large_flat_rate_box: { template: "USPS_LargeFlatRateBox", amount: "24.75", label: "Large Flat Rate Box" },
  flat_rate_envelope: { template: "USPS_FlatRateEnvelope", amount: "9.85", label: "Flat Rate Envelope" },
}
const MAX_LB: Record<string, number> = {
  package_small: 5,
  package_medium: 10,
  package_large: 20,
  custom_package: 70,
  small_flat_rate_box: 4,
  medium_flat_rate_box: 10,
  large_flat_rate_box: 15,
  flat_rate_envelope: 1,
}

/** The sandbox's test tracking number for an order. */
export const trackingFor = (orderId: number) => `9400100000000000${orderId}`
/** The 8 bytes every PNG starts with (the fake label file). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** n seen orders with ids 1001…1000+n. */
export const manyOrders = (n: number) => Array.from({ length: n }, (_, i) => order({ id: 1001 + i, customerName: `Customer ${i + 1}` }))

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

/** The server's lists of GET /api/shipping/orders (spec point 4). */
const SHIPPING_LISTS: Record<string, (o: Order) => boolean> = {
  pending: (o) => o.orderStatus !== "shipped" && o.orderStatus !== "cancelled" && o.status !== "cancelled",
  shipped: (o) => o.orderStatus === "shipped",
  "simple-pending": (o) => (o.paymentStatus === "paid" || o.paymentConfirmed) && (!o.status || o.status === "pending"),
  "simple-shipped": (o) => o.status === "shipped" || o.orderStatus === "shipped",
}

/** Labels and Ship need a verified payment, or the request's explicit allowUnverifiedPayment (409 otherwise). */
const unverified = (o: Order, body: { allowUnverifiedPayment?: boolean } | undefined) => o.paymentStatus !== "paid" && body?.allowUnverifiedPayment !== true

/** A failure as the server answers it: the text, and its stable code (@shop/contract). */
const failure = (status: number, body: { error: string; [key: string]: unknown }) =>
  Response.json({ message: body.error, ...body, code: errorCodeOfText(body.error) ?? errorCodeOfStatus(status) }, { status })
const error = (status: number, text: string) => failure(status, { error: text })

/**
 * The back-office calls of docs/back-office-api.md on top of the shop's fakeApi, with state: sign-in
 * changes the user, the order calls change the orders. Records every call (`calls`).
 */
export function fakeStaffApi({ user = ADMIN, orders = [], archived = [], answer, hint = false, apiKey, rates = RATES, labels = [], emails = [], mailMode = "outbox" }: Options = {}) {
  const base = fakeApi({ en: [item()] })
  let current: User | null = user
  const state = {
    // Copies: the calls change them, and a test may share its orders between cases.
    orders: orders.map((o) => structuredClone(o)),
    archived: archived.map((o) => ({ ...structuredClone(o), archivedAt: "2026-11-23T09:00:00.000Z" })) as ArchivedOrder[],
    apiKey: apiKey ?? { isValid: true, mode: "sandbox", message: "Sandbox mode: no SHIPPO_API_KEY is set." },
    rates: [...rates],
    labels: [...labels],
    emails: emails.map((e) => structuredClone(e)),
  }
  if (hint) localStorage.setItem(SESSION_HINT_KEY, "1")

  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://shop.test")
    const method = init?.method ?? "GET"
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined
    const custom = answer?.(method, url.pathname, body)
    if (custom) return custom
    const path = url.pathname
    const byId = (id: string) => state.orders.find((o) => o.id === Number(id))
    let m: RegExpMatchArray | null

    if (path === "/api/login" && method === "POST") {
      if (!body?.username || !body?.password) return error(400, "Please enter both username and password")
      if (body.username !== ADMIN.username || body.password !== PASSWORD) return error(401, "Invalid username or password")
      current = ADMIN
      return Response.json(ADMIN)
    }
    if (path === "/api/user") return current ? Response.json(current) : error(401, "Please sign in as staff to do this.")
    if (path === "/api/logout") {
      current = null
      return Response.json({ success: true })
    }
    if (path === "/api/orders" && method === "GET") {
      const list = state.orders.filter((o) => url.searchParams.get("unseen") !== "true" || !o.seen).sort((a, b) => b.id - a.id)
      const offset = Number(url.searchParams.get("offset") ?? 0)
      const limit = Number(url.searchParams.get("limit") ?? list.length)
      return Response.json(list.slice(offset, offset + limit), { headers: { "X-Total-Count": String(list.length) } })
    }
    if ((m = path.match(/^\/api\/orders\/(\d+)\/(acknowledge|payment|status)$/)) && method === "PATCH") {
      const o = byId(m[1])
      if (!o) return error(404, "Order not found")
      if (m[2] === "acknowledge") o.seen = true
      if (m[2] === "payment") o.paymentStatus = body.paymentStatus
      if (m[2] === "status") {
        if (body.status === "completed" && o.paymentStatus !== "paid") return error(409, "Verify the payment before completing the order.")
        o.status = body.status
      }
      return Response.json({ ...o })
    }
    if ((m = path.match(/^\/api\/orders\/(\d+)$/)) && method === "PATCH") {
      const o = byId(m[1])
      if (!o) return error(404, "Order not found")
      if (body.orderStatus === "shipped" && unverified(o, body)) return error(409, "The payment is not verified yet.")
      o.orderStatus = body.orderStatus ?? null
      return Response.json({ ...o })
    }

    // Shipping (docs/back-office-api.md, Shipping)
    if (path === "/api/shipping/orders" && method === "GET") {
      const q = url.searchParams
      const list = q.get("list") ?? ""
      if (!(list in SHIPPING_LISTS)) return error(400, 'list must be "pending", "shipped", "simple-pending" or "simple-shipped".')
      const page = Number(q.get("page") ?? 1)
      const limit = Number(q.get("limit") ?? 20)
      const search = (q.get("search") ?? "").trim().toLowerCase().replace(/^#/, "")
      const digits = search.replace(/\D/g, "")
      const found = state.orders
        .filter(SHIPPING_LISTS[list])
        .filter(
          (o) =>
            !search ||
            o.customerName.toLowerCase().includes(search) ||
            (digits !== "" && (String(o.id).includes(digits) || o.customerPhone.replace(/\D/g, "").includes(digits)))
        )
        .sort((a, b) => b.id - a.id)
      return Response.json({
        orders: found.slice((page - 1) * limit, page * limit),
        total: found.length,
        page,
        limit,
        pages: Math.max(1, Math.ceil(found.length / limit)),
      })
    }
    const buyLabel = (o: Order, service: string, setsShipped: boolean) => {
      if (o.trackingNumber) return error(409, "Label Already Created")
      if (unverified(o, body)) return failure(409, { success: false, error: "The payment is not verified yet." })
      o.trackingNumber = trackingFor(o.id)
      o.shippingLabel = `http://shop.test/static/shipping-label-order-${o.id}.png`
      if (setsShipped) o.status = "shipped"
      state.labels.unshift(labelEntry({ orderId: o.id, url: o.shippingLabel, trackingNumber: o.trackingNumber, service }))
      return Response.json({ success: true, labelUrl: o.shippingLabel, trackingNumber: o.trackingNumber, trackingUrl: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${o.trackingNumber}`, status: "SUCCESS", serviceName: service })
    }
    const overLimit = (packageType: string, weight: number) =>
      weight > (MAX_LB[packageType] ?? Infinity)
        ? failure(400, { success: false, error: `${weight} lb is over the ${MAX_LB[packageType]} lb limit. Choose a bigger package.` })
        : undefined
    if (path === "/api/shipping/shippo/get-rates" && method === "POST") {
      if (!byId(String(body.orderId))) return error(404, "Order not found")
      return overLimit(body.packageType, Number(body.estimatedWeight)) ?? Response.json({ success: true, rates: state.rates })
    }
    if (path === "/api/shipping/usps-flat-rates" && method === "POST") {
      const quantity = (body.orderItems as { quantity: number }[]).reduce((n, i) => n + i.quantity, 0)
      const packageType = quantity <= 2 ? "small_flat_rate_box" : quantity <= 4 ? "medium_flat_rate_box" : "large_flat_rate_box"
      const box = FLAT_BOXES[packageType]
      return Response.json({
        success: true,
        packageType,
        template: box.template,
        estimatedWeight: 2,
        rates: [rate({ id: `rate_flat_${packageType}`, provider: "USPS", service: "Priority Mail", amount: box.amount, description: box.label, box_type: packageType })],
      })
    }
    if (path === "/api/shipping/shippo/create-label" && method === "POST") {
      const o = byId(String(body.orderId))
      const r = state.rates.find((x) => x.id === body.rateId)
      if (!o) return error(404, "Order not found")
      if (!r) return failure(400, { success: false, error: "Failed to create shipping label.", details: "This rate has expired." })
      return buyLabel(o, `${r.provider} ${r.service}`, true)
    }
    if ((path === "/api/shipping/create-label" || path === "/api/simple-shipping/create-label") && method === "POST") {
      const o = byId(String(body.orderId))
      if (!o) return error(404, "Order not found")
      if (!FLAT_BOXES[body.packageType]) return failure(400, { success: false, error: "Please choose a USPS flat-rate package." })
      return buyLabel(o, "USPS Priority Mail", false)
    }
    if ((m = path.match(/^\/api\/shipping\/labels\/(\d+)$/)) && method === "GET") {
      const o = byId(m[1])
      if (!o?.trackingNumber) return error(404, "This order has no shipping label.")
      return new Response(PNG_BYTES, {
        headers: { "Content-Type": "image/png", "Content-Disposition": `attachment; filename="shipping-label-order-${o.id}.png"` },
      })
    }
    if (path === "/api/simple-shipping/check-api-key") return Response.json(state.apiKey)
    if (path === "/api/simple-shipping/labels") return Response.json({ labels: state.labels })

    if (path === "/api/orders/archived" && method === "GET") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase()
      const list = state.archived
        .filter((o) => !q || String(o.id) === q || [o.customerName, o.customerEmail ?? "", o.customerPhone].some((t) => t.toLowerCase().includes(q)))
        .sort((a, b) => b.id - a.id)
      const offset = Number(url.searchParams.get("offset") ?? 0)
      const limit = Number(url.searchParams.get("limit") ?? list.length)
      return Response.json(list.slice(offset, offset + limit), { headers: { "X-Total-Count": String(list.length) } })
    }
    if ((m = path.match(/^\/api\/orders\/(\w+)\/restore$/)) && method === "POST") {
      const o = state.archived.find((x) => x.id === Number(m![1]))
      if (!o) return error(404, "There is no archived order with this number.")
      state.archived = state.archived.filter((x) => x !== o)
      const { archivedAt: _archivedAt, ...back } = o
      state.orders.push(back)
      return Response.json({ order: back })
    }
    const archive = (gone: Order[]) => state.archived.push(...gone.map((o) => ({ ...o, archivedAt: "2026-11-23T09:00:00.000Z" })))
    if ((path === "/api/orders/clear-all" && method === "DELETE") || (path === "/api/admin/clear-test-orders" && method === "DELETE")) {
      const deletedCount = state.orders.length
      archive(state.orders)
      state.orders = []
      return Response.json({ success: true, deletedCount, message: `Archived ${deletedCount} orders.` })
    }
    if (path === "/api/orders/limit" && method === "POST") {
      const keep = [...state.orders].sort((a, b) => b.id - a.id).slice(0, body.maxOrders)
      const deletedCount = state.orders.length - keep.length
      archive(state.orders.filter((o) => !keep.includes(o)))
      state.orders = keep
      return Response.json({ success: true, deletedCount, message: `Archived ${deletedCount} orders.` })
    }
    // The e-mail outbox (docs/back-office-api.md, E-mails)
    if (path === "/api/notifications" && method === "GET") {
      const q = url.searchParams
      const status = q.get("status")
      if (status !== null && !["sent", "failure", "pending"].includes(status)) return error(400, 'status must be "sent", "failure" or "pending".')
      const numberText = q.get("orderNumber")?.trim().replace(/^#/, "")
      if (numberText !== undefined && !/^\d{1,9}$/.test(numberText)) return error(400, "orderNumber must be a whole number.")
      const found = state.emails
        .filter((e) => status === null || e.state === status || (status === "sent" && e.state === "outbox"))
        .filter((e) => numberText === undefined || e.orderNumber === Number(numberText))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const limit = Number(q.get("limit") ?? 20)
      const offset = Number(q.get("offset") ?? 0)
      const messages = found.slice(offset, offset + limit).map(({ html: _html, text: _text, ...m }) => m)
      return Response.json({ messages, count: found.length, limit, offset, mode: mailMode })
    }
    if ((m = path.match(/^\/api\/notifications\/([^/]+)$/)) && method === "GET") {
      const e = state.emails.find((x) => x.id === decodeURIComponent(m![1]))
      return e ? Response.json(e) : error(404, "There is no such message in the outbox.")
    }
    if ((m = path.match(/^\/api\/notifications\/([^/]+)\/resend$/)) && method === "POST") {
      const old = state.emails.find((x) => x.id === decodeURIComponent(m![1]))
      if (!old) return error(404, "There is no such message in the outbox.")
      const at = new Date(Date.parse(state.emails.reduce((a, b) => (a.createdAt > b.createdAt ? a : b)).createdAt) + 60_000).toISOString()
      const copy = { ...old, id: `noti_resend_${state.emails.length}`, state: mailMode === "outbox" ? ("outbox" as const) : ("sent" as const), attempts: 1, error: null, resendOf: old.id, createdAt: at, updatedAt: at }
      state.emails.push(copy)
      const { html: _html, text: _text, ...message } = copy
      return Response.json({ message }, { status: 201 })
    }
    return base(input, init)
  })
  vi.stubGlobal("fetch", fetch)

  const calls = (method: string, path: string) =>
    fetch.mock.calls
      .filter(([u, init]) => (init?.method ?? "GET") === method && new URL(u, "http://shop.test").pathname === path)
      .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined))
  return { fetch, state, calls }
}
