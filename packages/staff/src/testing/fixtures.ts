import type {
  LabelHistoryEntry,
  AdminMenuItem,
  ArchivedOrder,
  ContactMessage,
  LegacyOrder,
  OrderLabel,
  OutboxMessageDetail,
  Rate,
} from "@shop/contract"

/** An order as the back office sees it (GET /api/orders, GET /admin/shop/orders/{id}). */
export const order = (over: Partial<LegacyOrder> = {}): LegacyOrder => ({
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
  shippingLabelPrice: null,
  orderItems: [{ id: "prod_pepper", name: "Kampot Black Pepper", quantity: 2, price: 14.99 }],
  medusaOrderId: "order_01",
  placement: "placed",
  placementError: null,
  paymentReference: null,
  refundedAmount: 0,
  ...over,
  // The story follows the legacy fields a test sets, unless it sets the story itself.
  paymentState: over.paymentState ?? storyPaymentState(over.paymentStatus ?? "pending", over.paymentConfirmed ?? true),
  shipmentState: over.shipmentState ?? (over.orderStatus === "shipped" ? "shipped" : over.shippingLabel ? "label_bought" : "not_shipped"),
})

function storyPaymentState(status: LegacyOrder["paymentStatus"], confirmed: boolean): LegacyOrder["paymentState"] {
  if (status === "paid") return "paid"
  if (status === "failed") return "rejected"
  return confirmed ? "customer_says_paid" : "awaiting"
}

/** n seen orders with ids 1001…1000+n. */
export const manyOrders = (n: number) => Array.from({ length: n }, (_, i) => order({ id: 1001 + i, customerName: `Customer ${i + 1}` }))

/** When the fake archives an order (Clear All, Limit) unless told otherwise. */
export const ARCHIVED_AT = "2026-11-23T09:00:00.000Z"

export const archivedOrder = (over: Partial<ArchivedOrder> = {}): ArchivedOrder => ({ ...order(over), archivedAt: ARCHIVED_AT, ...over })

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

/** A product as the back office answers it (the menu item with its Khmer texts). */
export const shopProduct = (over: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
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

/** A carrier's rate (its service and amount default to USPS Priority Mail, 9.85). */
export const rate = (over: Partial<Rate> = {}): Rate => ({
  id: "rate_usps_priority",
  provider: "USPS",
  service: "Priority Mail",
  amount: "9.85",
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
  service_name: over.service_name ?? over.service ?? "Priority Mail",
  rate: over.rate ?? over.amount ?? "9.85",
})

/** Rates as the server sorts and flags them (docs/back-office-api.md, Shipping): cheapest first, USPS's the first carrier. */
export const RATES: Rate[] = [
  rate({ id: "rate_usps_ground", provider: "USPS", service: "Ground Advantage", amount: "8.95", estimated_days: 5, isLowestPrice: true }),
  rate({ id: "rate_usps_priority", provider: "USPS", service: "Priority Mail", amount: "10.40", estimated_days: 3, isBestValue: true, isRecommended: true }),
  rate({ id: "rate_ups_ground", provider: "UPS", service: "Ground", amount: "12.85", estimated_days: 4, sample: true }),
  rate({ id: "rate_fedex_home", provider: "FedEx", service: "Home Delivery", amount: "14.20", estimated_days: 3, sample: true, isRecommended: false }),
  rate({ id: "rate_usps_express", provider: "USPS", service: "Priority Mail Express", amount: "30.45", estimated_days: 1, isFastest: true }),
]

/** A Medusa order's label (GET /admin/shop/shipping/orders/{id}). */
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
  shippingLabelPrice: null,
  ...over,
})

/** The sandbox's test tracking number for an order. */
export const trackingFor = (orderId: number) => `9400100000000000${orderId}`
/** The 8 bytes every PNG starts with (the fake label file). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A message of the e-mail outbox with its rendered body (GET …/notifications/{id}). */
export const outboxMessage = (over: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
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
