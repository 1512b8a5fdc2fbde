import type { OrderStatus, PaymentMethod, PaymentStatus, Placement, ShippingStatus, ManualMethod, PackageKey } from "./constants.js"
import type { NotificationKind, NotificationState } from "./schemas/notifications.js"
import type { PaymentState, ShipmentState } from "./orders/order-story.js"

/**
 * The answers of the /api calls (spec points 3 and 7; docs/back-office-api.md) and of Medusa's
 * admin widgets' /admin/shop calls, as compat-api's mappers produce them. compat-api annotates its
 * mappers with these types and the clients read them: a field changed on one side fails the other's
 * type check.
 */

// --- catalog ----------------------------------------------------------------------------------------

/** A product ("menu item") as GET /api/menu-items returns it. cookTime is Weight/Size, dietaryInfo Additional Info. */
export type MenuItem = {
  id: string
  name: string
  description: string
  /** Dollars. */
  price: number
  categoryId: string | null
  categorySlug: string | null
  imageUrl: string
  isPopular: boolean
  isNew: boolean
  cookTime: string | null
  dietaryInfo: string | null
  /** The product page's path: /products/{handle}. */
  handle: string
}

/** The menu item as the back office's product calls answer it: with the Khmer texts to edit (null: none). */
export type AdminMenuItem = MenuItem & {
  nameKm: string | null
  descriptionKm: string | null
  cookTimeKm: string | null
  dietaryInfoKm: string | null
}

/** The shop's own fields of a product that Medusa's admin widget edits (POST /admin/shop/products/{id}). */
export type ShopProductFields = Pick<AdminMenuItem, "isNew" | "isPopular" | "cookTime" | "dietaryInfo" | "nameKm" | "descriptionKm" | "cookTimeKm" | "dietaryInfoKm">

/** A category as GET /api/categories returns it. */
export type Category = {
  id: string
  name: string
  slug: string
  parentId: string | null
  description: string
}

// --- staff ------------------------------------------------------------------------------------------

/** The signed-in staff member as GET /api/user and POST /api/login answer it (spec point 3). */
export type LegacyUser = {
  id: string
  username: string
  fullName: string | null
  email: string | null
  profileImageUrl: string | null
  /** "admin" is the only role the shop checks. */
  role: string
  isAdmin: boolean
}

// --- orders -----------------------------------------------------------------------------------------

/**
 * The answer of POST /api/orders: the order number (201 new, 200 the same order sent again) and
 * the order's status token, the unguessable part of its status page's address (/orders/{statusToken}).
 */
export type CreateOrderResponse = { id: number; statusToken: string }

/**
 * GET /api/order-status/{token}: the shopper's order-status page. Nothing about the customer
 * (no name, phone, e-mail or address): whoever holds the link sees only the order.
 */
export type OrderStatusView = {
  /** The order number. */
  number: number
  createdAt: string
  items: { name: string; quantity: number; price: number }[]
  /** Dollars. */
  subtotal: number | null
  deliveryFee: number | null
  /** The card processing fee (0 for the manual methods). */
  processingFee: number
  /** What the shopper pays, fees included. */
  total: number | null
  paymentMethod: PaymentMethod | (string & {})
  payment: {
    /** pending: staff have not seen the money yet; paid; failed: there is a problem with it. */
    state: PaymentStatus
    /** The shopper said they paid (a manual method's "I've Completed My … Payment"). */
    shopperSaidPaid: boolean
    /** The order's story (order-story.ts): where the money stands, as Medusa's payments say. (This and the two below: always sent by this server.) */
    story?: PaymentState
    /** Dollars Medusa gave back (0 when none). */
    refunded?: number
    /** When staff undid a verification made by mistake (the money is being checked again); null when never. */
    correctedAt?: string | null
  }
  /** The order's status; "shipped" once the parcel left. */
  status: OrderStatus
  /** Null until the parcel has a label. */
  shipping: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null } | null
}

/** One message of the e-mail outbox, as the lists show it (no body). */
export type OutboxMessage = {
  /** Medusa's notification id (noti_...). */
  id: string
  /** order-received, payment-confirmed, payment-problem, order-shipped, order-cancelled, staff-new-order. */
  kind: NotificationKind | (string & {})
  to: string
  subject: string
  /** The order the message is about: its number, when it has one. */
  orderNumber: number | null
  /** "en" or "km": the language it was written in. */
  language: "en" | "km"
  state: NotificationState
  /** How many times sending was tried (1 for the first send). */
  attempts: number
  /** Why the last try failed (the SMTP server's answer), when it did. */
  error: string | null
  createdAt: string
  /** When the message was sent, or last tried. */
  updatedAt: string
  /** The id of the message this one resent, when it is a resend. */
  resendOf: string | null
}

/** GET /api/notifications and /admin/shop/notifications. */
export type OutboxPage = { messages: OutboxMessage[]; count: number; limit: number; offset: number; mode: "smtp" | "outbox" }

/** GET /api/notifications/{id} and /admin/shop/notifications/{id}: one message with what it says. */
export type OutboxMessageDetail = OutboxMessage & { html: string; text: string }

/** POST /api/notifications/{id}/resend and /admin/shop/notifications/{id}/resend: the new message (201). */
export type OutboxResendResponse = { message: OutboxMessage }

/** POST /api/order-status/lookup: the status page's token of the matching order. */
export type OrderStatusLookupResponse = { statusToken: string }

export type LegacyOrderItem = { id: string; name: string; quantity: number; price: number }

/** The spec's order (point 3, admin view) as GET /api/orders and every staff order call answer it. */
export type LegacyOrder = {
  /** The order number (Medusa's display_id). */
  id: number
  customerName: string
  customerPhone: string
  customerEmail: string | null
  deliveryAddress: string
  notes: string | null
  /** The checkout's ORDER-123456: the memo on a manual payment (Cash App, Venmo, Zelle, PayPal, ABA). */
  paymentReference: string | null
  /** What the shopper pays (card orders include the processing fee), dollars. */
  totalAmount: number | null
  subtotal: number | null
  deliveryFee: number | null
  processingFee: number
  paymentMethod: PaymentMethod | (string & {})
  /** The spec's pending/paid/failed, for the spec's clients: screens read paymentState (orders/order-story.ts). */
  paymentStatus: PaymentStatus
  /** Where the money stands, from Medusa's payment (orders/order-story.ts): the badge every screen shows. */
  paymentState: PaymentState
  /** Dollars given back so far (Medusa's refunds), 0 when none. */
  refundedAmount: number
  /** Where the parcel stands, from Medusa's fulfillments (orders/order-story.ts). */
  shipmentState: ShipmentState
  /** Staff's payment decisions, oldest first (Verify, Mark Pending, Reject with its reason): the order's history. */
  paymentHistory?: PaymentDecisionNote[]
  paymentConfirmed: boolean
  /** A card payment taken by the offline sandbox (a test card, no real money): marked in every back office, never shipped as paid. */
  paymentSandbox: boolean
  /** null: none yet, pending implied (spec point 4); this server always sends one. */
  status: OrderStatus | null
  /** The shipping pages' status: null, or "shipped" once Ship was pressed. */
  orderStatus: ShippingStatus | null
  seen: boolean
  createdAt: string
  trackingNumber: string | null
  /** "USPS" unless a label says otherwise. */
  shippingCarrier: string
  /** The label's URL once one was bought. */
  shippingLabel: string | null
  /** What the label cost in dollars (kept with the label: Medusa's fulfillment data and the desk), null without one. */
  shippingLabelPrice: number | null
  orderItems: LegacyOrderItem[]
  /** Medusa's order id once placed (the admin's links). */
  medusaOrderId: string | null
  placement: Placement
  /** Why the last placement attempt failed (only while placement is "failed"). */
  placementError: string | null
}

/** One staff decision on an order's payment: when, by whom (Medusa user id), what, and Reject's reason. */
export type PaymentDecisionNote = { at: string; by: string; decision: PaymentStatus; reason?: string }

/** An archived order (GET /api/orders/archived, GET /admin/shop/archived-orders): the order and when it was archived. */
export type ArchivedOrder = LegacyOrder & { archivedAt: string }

/** GET /admin/shop/archived-orders: a page of archived orders and how many match. */
export type ArchivedOrderPage = { orders: ArchivedOrder[]; count: number; limit: number; offset: number }

/** POST /api/orders/{id}/restore and POST /admin/shop/archived-orders/{id}/restore: the order, back in the lists. */
export type RestoredOrder = { order: LegacyOrder }

/** DELETE /api/orders/clear-all, POST /api/orders/limit, DELETE /api/admin/clear-test-orders. */
export type ArchiveResult = { success: boolean; deletedCount: number; message?: string }

/** GET /admin/shop/order-queue: what needs staff first, newest first. */
export type OrderQueue = {
  unseen: { orders: LegacyOrder[]; count: number }
  awaitingVerification: { orders: LegacyOrder[]; count: number }
}

// --- payments ---------------------------------------------------------------------------------------

/** POST /api/create-payment-link: the hosted checkout page holding the cs_… session id. */
export type PaymentLinkResponse = { url: string }

/** The order a paid session became, as the shopper may see it. */
export type SessionOrder = {
  id: number
  createdAt: string
  items: LegacyOrderItem[]
  totalAmount: number | null
  /** The order's status page (/orders/{statusToken}). */
  statusToken?: string | null
}

/** GET /api/verify-payment: 'complete' means paid; a placed order comes with it. */
export type VerifyPaymentResponse = { status: "complete" | "open" | "expired" | (string & {}); order?: SessionOrder | null }

/** GET /api/aba-qr-code: a data URL of a JPEG. */
export type AbaQrResponse = { qrCode: string }

/** Where shoppers send a manual payment. */
export type PaymentRecipient = { handle: string; name?: string }

/** GET /api/payment-methods: each manual method's recipient (null: not set up), and whether cards use the sandbox. */
export type PaymentMethodsResponse = Record<ManualMethod, PaymentRecipient | null> & {
  /** sandbox: cards are paid on the shop's TEST page (no real charge); available: false when there is no Stripe key and the sandbox is off. */
  card: { sandbox: boolean; available?: boolean }
}

// --- contact ----------------------------------------------------------------------------------------

/** POST /api/contact (the spec does not read it). */
export type ContactResponse = { success: true; id: string }

/** A contact message as Medusa's admin page lists it. */
export type ContactMessage = {
  id: string
  name: string
  email: string | null
  phone: string
  message: string
  locale: string | null
  handled: boolean
  handled_at: string | null
  created_at: string
  /** When staff last replied by e-mail (POST …/reply), and who (username); null before any reply. */
  replied_at?: string | null
  replied_by?: string | null
  /** Replies sent so far. */
  reply_count?: number
}

/** GET /admin/shop/contact-messages. */
export type ContactMessagePage = {
  contact_messages: ContactMessage[]
  count: number
  limit: number
  offset: number
  /** How many are not handled yet, in all. */
  open: number
}

// --- product utilities ------------------------------------------------------------------------------

/** What a product utility reports (GET /api/fix-images … and POST /admin/shop/utilities/{name}). */
export type UtilityReport = {
  success: boolean
  message: string
  error?: string
  fixed?: number
  fixedProducts?: { id: string; name: string; previousImageUrl: string | null }[]
  removed?: number
  removedProducts?: { id: string; name: string; price: number; keptId: string }[]
  moved?: number
  movedProducts?: { id: string; name: string; category: string }[]
  createdCategories?: string[]
  repaired?: number
  problems?: { kind: string; id: string; detail: string; repaired: boolean }[]
}

// --- shipping ---------------------------------------------------------------------------------------

export type ShipMode = "sandbox" | "test" | "live"

/** A carrier's rate (spec point 3), every field filled: `service` and `service_name`, `amount` and `rate` are the same. */
export type Rate = {
  id: string
  /** USPS, UPS, FedEx or another carrier. */
  provider: string
  service: string
  service_name: string
  /** Dollars as text with two decimals, like Shippo's. */
  amount: string
  rate: string
  currency: string
  description: string
  box_type: string
  /** 3 when the carrier gives no estimate. */
  estimated_days: number
  arrives_by: string | null
  /** BESTVALUE, FASTEST, CHEAPEST. */
  attributes: string[]
  dimensions: string
  isBestValue: boolean
  isRecommended: boolean
  isFastest: boolean
  isLowestPrice: boolean
  /** The sandbox's made-up rates (marked sample). */
  sample: boolean
}

/** POST /api/shipping/shippo/get-rates and POST /admin/shop/shipping/orders/{id}/rates (no rates: `rates: []` with the spec's message). */
export type RatesResponse = { success: true; rates: Rate[]; cached?: boolean; message?: string; details?: string }

/** POST /api/shipping/usps-flat-rates: the flat-rate box for the order's summed quantity, and its rates. */
export type FlatRatesResponse = RatesResponse & {
  packageType: PackageKey
  template?: string
  estimatedWeight: number
  totalQuantity: number
  mode: ShipMode
}

/** The label result (spec point 3) of every label call. */
export type LabelResult = {
  success: true
  labelUrl: string
  trackingNumber: string
  trackingUrl: string | null
  status: string
  serviceName: string | null
  carrier: string | null
  /** A sandbox label (SAMPLE – NOT FOR SHIPPING). */
  sample: boolean
  /** What the label cost in dollars (the rate staff confirmed), null when the carrier gave none. */
  shippingLabelPrice: number | null
}

/** A failed shipping call: the spec's text in `error`, Shippo's own words in `details`. */
export type ShippingFailureBody = { success: false; error: string; message: string; code: string; details?: string; trackingNumber?: string; labelUrl?: string | null }

/** GET /api/simple-shipping/check-api-key. */
export type ApiKeyStatus = { isValid: boolean; mode: ShipMode; message: string; details?: string }

/** One entry of GET /api/simple-shipping/labels (spec point 3: filename, url, createdAt). */
export type LabelHistoryEntry = {
  filename: string
  url: string | null
  createdAt: string | null
  orderId: number
  trackingNumber: string | null
  carrier: string | null
  service: string | null
  /** The label file through the shop (same origin). */
  downloadUrl: string
  sample: boolean
  /** What the label cost in dollars, null when unknown. */
  shippingLabelPrice: number | null
}

/** GET /api/simple-shipping/labels. */
export type LabelHistoryResponse = { labels: LabelHistoryEntry[] }

/** GET /admin/shop/shipping/labels: the history with each order's Medusa id. */
export type AdminLabelHistoryEntry = LabelHistoryEntry & { medusaOrderId: string | null }

/** The order's label as the desk recorded it (GET /admin/shop/shipping/orders/{medusaOrderId}). */
export type OrderLabel = {
  trackingNumber: string | null
  trackingUrl: string | null
  carrier: string | null
  service: string | null
  labelUrl: string | null
  createdAt: string | null
  packageType: string | null
  amount: string | null
  currency: string | null
  sample: boolean
  /** Medusa's fulfillment carrying the label (buying the label waits for it). */
  fulfillmentId: string | null
}

/** GET /admin/shop/shipping/orders/{medusaOrderId}: null for an order the shop's checkout did not take. */
export type ShippingOrder = { order: LegacyOrder | null; label: OrderLabel | null }

/** GET /admin/shop/shipping/orders?list=pending|shipped. */
export type ShipmentPage = { orders: LegacyOrder[]; count: number; limit: number; offset: number }

/** GET /api/shipping/orders: one page of a shipping list, the whole list's `total` and its number of `pages`. */
export type ShippingOrdersPage = { orders: LegacyOrder[]; total: number; page: number; limit: number; pages: number }
