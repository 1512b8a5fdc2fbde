/** The shapes of the shop's /admin/shop answers (compat-api/src/api/admin/shop). */

export type PaymentStatus = "pending" | "paid" | "failed"
export const ORDER_STATUSES = ["pending", "acknowledged", "processing", "completed", "cancelled", "shipped"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export type Placement = "queued" | "placing" | "placed" | "failed"

/** The spec's admin order (docs/back-office-api.md). */
export type ShopOrder = {
  id: number
  customerName: string
  customerPhone: string
  customerEmail: string | null
  deliveryAddress: string
  notes: string | null
  totalAmount: number | null
  paymentMethod: string
  paymentStatus: PaymentStatus
  paymentConfirmed: boolean
  status: OrderStatus
  seen: boolean
  createdAt: string
  medusaOrderId: string | null
  placement: Placement
  placementError: string | null
  /** The shipping pages' status: null, or "shipped" once Mark shipped / Ship was pressed. */
  orderStatus?: string | null
  trackingNumber?: string | null
  shippingCarrier?: string | null
  /** The label's URL once one was bought. */
  shippingLabel?: string | null
  orderItems?: { id: string; name: string; quantity: number; price: number }[]
}

export type OrderQueue = {
  unseen: { orders: ShopOrder[]; count: number }
  awaitingVerification: { orders: ShopOrder[]; count: number }
}

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
}

export type ContactMessagePage = {
  contact_messages: ContactMessage[]
  count: number
  limit: number
  offset: number
  open: number
}

/** The product as the back office answers it (menu item with the Khmer texts). */
export type ShopProduct = {
  id: string
  name: string
  isNew: boolean
  isPopular: boolean
  cookTime: string | null
  dietaryInfo: string | null
  nameKm: string | null
  descriptionKm: string | null
  cookTimeKm: string | null
  dietaryInfoKm: string | null
}

export type ShopProductFields = Pick<
  ShopProduct,
  "isNew" | "isPopular" | "cookTime" | "dietaryInfo" | "nameKm" | "descriptionKm" | "cookTimeKm" | "dietaryInfoKm"
>

export const UTILITY_NAMES = ["fix-images", "remove-duplicates", "reset-categories", "fix-database-ids"] as const
export type UtilityName = (typeof UTILITY_NAMES)[number]

export type UtilityReport = {
  success: boolean
  message: string
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

// --- shipping (docs/back-office-api.md, Shipping and /admin/shop/shipping) -----------------------

export type ShippoMode = "sandbox" | "test" | "live"

/** GET /admin/shop/shipping/check-api-key */
export type ShippoStatus = { isValid: boolean; mode: ShippoMode | string; message?: string; details?: string }

/** A carrier's rate as the rates call answers it. */
export type Rate = {
  id: string
  provider: string
  service?: string | null
  service_name?: string | null
  amount?: string | number | null
  rate?: string | number | null
  currency?: string | null
  description?: string | null
  box_type?: string | null
  estimated_days?: number | null
  arrives_by?: string | null
  attributes?: string[] | null
  isBestValue?: boolean
  isRecommended?: boolean
  isFastest?: boolean
  isLowestPrice?: boolean
  /** The sandbox's made-up UPS/FedEx rates. */
  sample?: boolean
}

export type RatesAnswer = { success: boolean; rates: Rate[]; cached?: boolean; message?: string; details?: string }

/** The label result of a purchase. */
export type LabelResult = {
  success: boolean
  labelUrl: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  status: string | null
  serviceName: string | null
  carrier?: string | null
  sample?: boolean
}

/** The order's label as the desk recorded it. */
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
  fulfillmentId: string | null
  /** Medusa's fulfillment carrying the label is still being made (it follows the purchase). */
  fulfillmentPending?: boolean
  /** Why Medusa's fulfillment could not be made (Mark shipped tries again). */
  fulfillmentError?: string | null
}

/** GET /admin/shop/shipping/orders/{medusaOrderId} */
export type OrderShipping = { order: ShopOrder | null; label: OrderLabel | null }

export type ShipmentList = "pending" | "shipped"

/** GET /admin/shop/shipping/orders */
export type ShipmentPage = { orders: ShopOrder[]; count: number; limit: number; offset: number }

/** GET /admin/shop/shipping/labels */
export type LabelHistoryEntry = {
  filename: string
  url: string | null
  createdAt: string | null
  orderId: number
  medusaOrderId: string | null
  trackingNumber: string | null
  carrier: string | null
  service: string | null
  sample: boolean
}
