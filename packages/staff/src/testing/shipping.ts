import { isClosed, isShipped, isWaitingForShipping, type LegacyOrder } from "@shop/contract"
import { failure, json, medusaError, shippingError } from "./answers"
import type { FakeShopContext, Route } from "./types"
import { labelEntry, orderLabel, PNG_BYTES, rate, trackingFor } from "./fixtures"

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

/** The server's lists of GET /api/shipping/orders (spec point 4). */
const SHIPPING_LISTS: Record<string, (o: LegacyOrder) => boolean> = {
  // The contract's one rule, as the server's lists (issue 26 point 6).
  pending: isWaitingForShipping,
  shipped: isShipped,
  "simple-pending": (o) => (o.paymentStatus === "paid" || o.paymentConfirmed) && (!o.status || o.status === "pending") && !isClosed(o),
  "simple-shipped": (o) => o.status === "shipped" || o.orderStatus === "shipped",
}

/** Labels and Ship need a verified payment, or the request's explicit allowUnverifiedPayment (409 otherwise). */
const unverified = (o: LegacyOrder, body: { allowUnverifiedPayment?: boolean } | undefined) => o.paymentStatus !== "paid" && body?.allowUnverifiedPayment !== true

/** The shipping calls of both backends: the shop's /api/shipping… and /admin/shop/shipping/…. */
export function shippingRoutes({ state, byId, byMedusaId, update, notAShopOrder }: FakeShopContext): Route[] {
  const error = (status: number, text: string) => failure(status, { error: text })
  const buyLabel = (o: LegacyOrder, body: { allowUnverifiedPayment?: boolean } | undefined, service: string, setsShipped: boolean, price: number | null) => {
    if (o.trackingNumber) return error(409, "Label Already Created")
    if (unverified(o, body)) return failure(409, { success: false, error: "The payment is not verified yet." })
    o.trackingNumber = trackingFor(o.id)
    o.shippingLabel = `http://shop.test/static/shipping-label-order-${o.id}.png`
    o.shippingLabelPrice = price
    if (o.shipmentState === "not_shipped") o.shipmentState = "label_bought"
    if (setsShipped) o.status = "shipped"
    state.labelHistory.unshift(labelEntry({ orderId: o.id, url: o.shippingLabel, trackingNumber: o.trackingNumber, service, shippingLabelPrice: price }))
    return json({
      shippingLabelPrice: price,
      success: true,
      labelUrl: o.shippingLabel,
      trackingNumber: o.trackingNumber,
      trackingUrl: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${o.trackingNumber}`,
      status: "SUCCESS",
      serviceName: service,
    })
  }
  const overLimit = (packageType: string, weight: number) =>
    weight > (MAX_LB[packageType] ?? Infinity)
      ? failure(400, { success: false, error: `${weight} lb is over the ${MAX_LB[packageType]} lb limit. Choose a bigger package.` })
      : undefined
  const flatLabel = ({ body }: { body: any }) => {
    const o = byId(String(body.orderId))
    if (!o) return error(404, "Order not found")
    if (!FLAT_BOXES[body.packageType]) return failure(400, { success: false, error: "Please choose a USPS flat-rate package." })
    return buyLabel(o, body, "USPS Priority Mail", false, Number(FLAT_BOXES[body.packageType].amount))
  }
  const M = "/admin/shop/shipping"
  return [
    // --- the shop's /api (docs/back-office-api.md, Shipping)
    [
      "GET",
      "/api/shipping/orders",
      ({ query: q }) => {
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
        return json({ orders: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit, pages: Math.max(1, Math.ceil(found.length / limit)) })
      },
    ],
    [
      "POST",
      "/api/shipping/shippo/get-rates",
      ({ body }) => {
        if (!byId(String(body.orderId))) return error(404, "Order not found")
        const box = FLAT_BOXES[body.packageType]
        // A flat-rate box is USPS's one price (what a direct label buys).
        const rates = box
          ? [rate({ id: `rate_flat_${body.packageType}`, provider: "USPS", service: "Priority Mail", amount: box.amount, description: box.label, box_type: body.packageType })]
          : state.rates
        return overLimit(body.packageType, Number(body.estimatedWeight)) ?? json({ success: true, rates })
      },
    ],
    [
      "POST",
      "/api/shipping/usps-flat-rates",
      ({ body }) => {
        const quantity = (body.orderItems as { quantity: number }[]).reduce((n, i) => n + i.quantity, 0)
        const packageType = quantity <= 2 ? "small_flat_rate_box" : quantity <= 4 ? "medium_flat_rate_box" : "large_flat_rate_box"
        const box = FLAT_BOXES[packageType]
        return json({
          success: true,
          packageType,
          template: box.template,
          estimatedWeight: 2,
          rates: [rate({ id: `rate_flat_${packageType}`, provider: "USPS", service: "Priority Mail", amount: box.amount, description: box.label, box_type: packageType, estimated_days: 3 })],
        })
      },
    ],
    [
      "POST",
      "/api/shipping/shippo/create-label",
      ({ body }) => {
        const o = byId(String(body.orderId))
        const r = state.rates.find((x) => x.id === body.rateId)
        if (!o) return error(404, "Order not found")
        if (!r) return failure(400, { success: false, error: "Failed to create shipping label.", details: "This rate has expired." })
        return buyLabel(o, body, `${r.provider} ${r.service}`, true, Number(r.amount))
      },
    ],
    ["POST", "/api/shipping/create-label", flatLabel],
    ["POST", "/api/simple-shipping/create-label", flatLabel],
    [
      "GET",
      "/api/shipping/labels/:id",
      ({ params }) => {
        const o = byId(params.id)
        if (!o?.trackingNumber) return error(404, "This order has no shipping label.")
        return new Response(PNG_BYTES, { headers: { "Content-Type": "image/png", "Content-Disposition": `attachment; filename="shipping-label-order-${o.id}.png"` } })
      },
    ],
    ["GET", "/api/simple-shipping/check-api-key", () => json(state.shippo)],
    ["GET", "/api/simple-shipping/labels", () => json({ labels: state.labelHistory })],

    // --- Medusa's admin (/admin/shop/shipping)
    ["GET", `${M}/check-api-key`, () => json(state.shippo)],
    [
      "GET",
      `${M}/orders`,
      ({ query }) => {
        const list = query.get("list") ?? "pending"
        const limit = Number(query.get("limit") ?? 20)
        const offset = Number(query.get("offset") ?? 0)
        const search = (query.get("search") ?? "").replace(/^#/, "").toLowerCase()
        const matching = state.orders
          .filter((o) => (list === "shipped" ? isShipped(o) : isWaitingForShipping(o)))
          .filter((o) => !search || String(o.id).includes(search) || o.customerName.toLowerCase().includes(search) || o.customerPhone.includes(search))
        return json({ orders: matching.slice(offset, offset + limit), count: matching.length, limit, offset })
      },
    ],
    [
      "GET",
      `${M}/labels`,
      () =>
        json({
          labels: Object.entries(state.labels).map(([medusaOrderId, l]) => ({
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
            shippingLabelPrice: l.amount != null ? Number(l.amount) : null,
          })),
        }),
    ],
    ["GET", `${M}/orders/:id`, ({ params }) => json({ order: byMedusaId(params.id) ?? null, label: state.labels[params.id] ?? null })],
    [
      "POST",
      `${M}/orders/:id/rates`,
      ({ params }) => {
        if (!byMedusaId(params.id)) return notAShopOrder()
        return state.rates.length
          ? json({ success: true, rates: state.rates, cached: false })
          : json({ success: true, rates: [], message: "No shipping rates available for this package and destination." })
      },
    ],
    [
      "POST",
      `${M}/orders/:id/label`,
      ({ params, body }) => {
        const o = byMedusaId(params.id)
        if (!o) return notAShopOrder()
        if (state.labels[params.id]) return shippingError(409, "Label Already Created")
        if (unverified(o, body)) return shippingError(409, "The payment is not verified yet.")
        const r = state.rates.find((x) => x.id === body.rateId)
        if (!r) return shippingError(400, "Failed to create shipping label.", "This rate is no longer available.")
        const label = orderLabel({ carrier: r.provider, service: r.service ?? null, packageType: body.packageType, amount: String(r.amount), fulfillmentId: "ful_1" })
        state.labels[params.id] = label
        Object.assign(o, { trackingNumber: label.trackingNumber, shippingCarrier: r.provider, shippingLabelPrice: Number(r.amount), shipmentState: o.shipmentState === "shipped" ? "shipped" : "label_bought" })
        return json({
          shippingLabelPrice: Number(r.amount),
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
      `${M}/orders/:id/ship`,
      ({ params, body }) => {
        const o = byMedusaId(params.id)
        if (!o) return notAShopOrder()
        if (unverified(o, body)) return shippingError(409, "The payment is not verified yet.")
        return update(params.id, { orderStatus: "shipped", shipmentState: "shipped" })
      },
    ],
    [
      "GET",
      `${M}/orders/:id/label-file`,
      ({ params }) =>
        state.labels[params.id] ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { "content-type": "image/png" } }) : medusaError(404, "No label for this order."),
    ],
  ]
}
