import { z } from "zod"
import { MAX_QUANTITY_PER_LINE, PAYMENT_REASON_MAX, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_STATUSES, ORDERS_KEPT_BY_LIMIT } from "../constants.js"
import { ORDER_ERRORS as E, ORDER_STATUS_ERRORS, STAFF_ORDER_ERRORS } from "../errors.js"
import { emailFormat, optionalEmail, pageQuery } from "./common.js"
import { allowUnverifiedPayment } from "../shipping/schemas.js"
import { CANCEL_REASON_MAX } from "../orders/cancel.js"

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, E.tooLong)

const optionalText = (min: number, max: number, message: string) => text(min, max, message).optional()

const money = z.union([z.string(), z.number()], { error: E.totalAmount }).transform((v, ctx) => {
  const n = typeof v === "number" ? v : Number(v.trim().replace(/^\$/, "").replace(/,/g, ""))
  if ((typeof v === "string" && !v.trim()) || !Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: "custom", message: E.totalAmount })
    return z.NEVER
  }
  return n
})

const OrderItem = z.object(
  {
    id: z
      .union([z.string(), z.number()], { error: E.itemId })
      .transform(String)
      .pipe(z.string().trim().min(1, E.itemId).max(100, E.itemId)),
    name: z.string().max(500, E.tooLong).optional(),
    price: z.union([z.number(), z.string()], { error: E.itemPrice }).optional(),
    quantity: z.number({ error: E.itemQuantity }).int(E.itemQuantity).min(1, E.itemQuantity).max(MAX_QUANTITY_PER_LINE, E.itemQuantity),
  },
  { error: E.itemId }
)

/**
 * The longest the checkout form lets each field be, so that the order it sends fits
 * POST /api/orders: `customerName` is first + " " + last (at most 200) and `deliveryAddress` is
 * "address, city, state zip" (at most 500), each part within its own limit below.
 */
export const CHECKOUT_FIELD_MAX = {
  firstName: 99,
  lastName: 100,
  email: 320,
  phone: 40,
  address: 250,
  city: 100,
  state: 50,
  zip: 20,
  notes: 2000,
} as const

/** The languages an order's e-mails can be written in (the storefront's). */
export const ORDER_LOCALES = ["en", "km"] as const
export type OrderLocale = (typeof ORDER_LOCALES)[number]

/** The checkout's order number: 'ORDER-' and six digits (spec point 3). */
export const ORDER_NUMBER_PATTERN = /^ORDER-\d{6}$/

/**
 * POST /api/orders body: the spec's order payload (point 3) plus the optional structured address
 * the storefront also sends. `paymentStatus` is accepted and ignored: the server decides it.
 */
export const ApiPostOrder = z
  .object({
    customerName: text(1, 200, E.customer),
    customerEmail: optionalEmail(E.email, E.tooLong, null),
    customerPhone: text(10, 40, E.phone),
    deliveryAddress: text(1, 500, E.address),
    firstName: optionalText(1, 100, E.firstName),
    lastName: optionalText(1, 100, E.lastName),
    address: optionalText(1, 300, E.address),
    city: optionalText(1, 100, E.city),
    state: optionalText(1, 100, E.state),
    zip: optionalText(5, 20, E.zip),
    totalAmount: money,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: E.paymentMethod }).default("stripe"),
    paymentStatus: z.unknown().optional(),
    paymentSessionId: text(1, 255, E.paymentSession),
    orderItems: z.array(OrderItem, { error: E.items }).min(1, E.items).max(200, E.tooLong),
    notes: z
      .string({ error: E.notes })
      .trim()
      .max(2000, E.notes)
      .nullish()
      .transform((v) => v || null),
    paymentConfirmed: z.literal(true, { error: E.paymentNotVerified }),
    /** Ours: the checkout's ORDER-123456, the memo shoppers put on a Cash App, Venmo, Zelle, PayPal or
     * ABA payment, kept so staff can match the money to the order. */
    orderNumber: z
      .string({ error: E.orderNumber })
      .trim()
      .regex(ORDER_NUMBER_PATTERN, E.orderNumber)
      .nullish()
      .transform((v) => v || null),
    /** Ours: the shopper's language at checkout; the order's e-mails are written in it (English without it). */
    locale: z.enum(ORDER_LOCALES, { error: E.locale }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.paymentSessionId || !body.paymentMethod) {
      return
    }
    const pattern = body.paymentMethod === "stripe" ? /^cs_[A-Za-z0-9_]+$/ : new RegExp(`^manual_${body.paymentMethod}_\\d+$`)
    if (!pattern.test(body.paymentSessionId)) {
      ctx.addIssue({ code: "custom", path: ["paymentSessionId"], message: E.paymentSessionFormat })
    }
  })

/** What the checkout sends to POST /api/orders. */
export type OrderRequest = z.input<typeof ApiPostOrder>
export type ApiPostOrderType = z.output<typeof ApiPostOrder>

/** PATCH /api/orders/{id}/payment and POST /admin/shop/orders/{id}/payment. */
export const ApiPatchPayment = z
  .object({
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: STAFF_ORDER_ERRORS.paymentStatus }),
    /** Reject's optional reason: in the shopper's e-mail and the order's history (trimmed; empty is none). */
    reason: z
      .string({ error: STAFF_ORDER_ERRORS.reason })
      .trim()
      .max(PAYMENT_REASON_MAX, { error: STAFF_ORDER_ERRORS.reason })
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((body, ctx) => {
    if (body.reason && body.paymentStatus !== "failed") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: STAFF_ORDER_ERRORS.reasonOnlyForReject })
    }
  })
/** Cancel order's optional reason (into the shopper's e-mail and the order's history); blank is none. */
const cancelReason = z
  .string({ error: STAFF_ORDER_ERRORS.reason })
  .trim()
  .max(CANCEL_REASON_MAX, { error: STAFF_ORDER_ERRORS.reason })
  .nullish()
  .transform((v) => v || undefined)

/** PATCH /api/orders/{id}/status and POST /admin/shop/orders/{id}/status. */
export const ApiPatchStatus = z.object({
  status: z.enum(ORDER_STATUSES, { error: STAFF_ORDER_ERRORS.status }),
  /** "shipped" for an order whose payment is not verified needs it (409 shipping.paymentNotVerified otherwise). */
  allowUnverifiedPayment,
  /** With "cancelled": why (told to the shopper, kept on Medusa's order). */
  reason: cancelReason,
})
/** POST /api/orders/{id}/cancel and POST /admin/shop/orders/{id}/cancel: Cancel order, with an optional reason. */
export const ApiPostCancel = z.object({ reason: cancelReason })
/** PATCH /api/orders/{id}: the shipping pages' Ship button. */
export const ApiPatchOrder = z.object({
  orderStatus: z.enum(SHIPPING_STATUSES, { error: STAFF_ORDER_ERRORS.orderStatus }).nullable(),
  /** Ship ("shipped") for an order whose payment is not verified needs it (409 shipping.paymentNotVerified otherwise). */
  allowUnverifiedPayment,
})
/** POST /api/orders/limit. */
export const ApiPostLimit = z.object({
  maxOrders: z
    .number({ error: STAFF_ORDER_ERRORS.maxOrders })
    .int({ error: STAFF_ORDER_ERRORS.maxOrders })
    .min(0, { error: STAFF_ORDER_ERRORS.maxOrders })
    .max(10_000, { error: STAFF_ORDER_ERRORS.maxOrders })
    .default(ORDERS_KEPT_BY_LIMIT),
})
/** POST /api/orders/restore: the archived orders to bring back (all without ids). */
export const ApiPostRestore = z.object({
  ids: z.array(z.number().int().positive(), { error: STAFF_ORDER_ERRORS.ids }).max(10_000).optional(),
})


/**
 * GET /api/orders/archived and GET /admin/shop/archived-orders: a page of the archived orders,
 * newest number first; `q` finds an order by its number ("#1042": only that one), the shopper's name, email or phone, or the
 * payment reference (ORDER-123456).
 */
export const ArchivedOrdersQuery = z.object({
  ...pageQuery(200, 50),
  q: z
    .string({ error: STAFF_ORDER_ERRORS.search })
    .trim()
    .max(100, { error: STAFF_ORDER_ERRORS.search })
    .optional()
    .transform((v) => v || undefined),
})
export type ArchivedOrdersRequest = z.input<typeof ArchivedOrdersQuery>

export type PaymentStatusRequest = z.input<typeof ApiPatchPayment>
export type OrderStatusRequest = z.input<typeof ApiPatchStatus>
export type CancelOrderRequest = z.input<typeof ApiPostCancel>
export type ShippingStatusRequest = z.input<typeof ApiPatchOrder>
export type LimitOrdersRequest = z.input<typeof ApiPostLimit>

/** An order's status token: 32 random bytes, base64url (43 characters). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Khmer digits (០–៩, as a Khmer keyboard types them) as 0–9; everything else as it is. */
export function westernDigits(text: string): string {
  return text.replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0))
}

/** The digits of a phone number as the lookup compares them (Khmer digits read as 0–9; a leading US country code 1 dropped). */
export function phoneDigits(phone: string): string {
  const digits = westernDigits(phone).replace(/\D/g, "")
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
}

/**
 * POST /api/order-status/lookup: the order number ("1042" or "#1042") and the phone number or
 * e-mail address given at checkout (a phone is compared by its digits, an e-mail without case).
 */
export const OrderStatusLookup = z.object({
  orderNumber: z
    .union([z.string(), z.number()], { error: ORDER_STATUS_ERRORS.orderNumber })
    .transform((v) => westernDigits(String(v)).trim().replace(/^#/, ""))
    .pipe(z.string().regex(/^\d{1,9}$/, ORDER_STATUS_ERRORS.orderNumber).transform(Number))
    .refine((n) => n > 0, ORDER_STATUS_ERRORS.orderNumber),
  contact: z
    .string({ error: ORDER_STATUS_ERRORS.contact })
    .trim()
    .max(320, ORDER_STATUS_ERRORS.contact)
    .refine((v) => (v.includes("@") ? emailFormat.safeParse(v).success : phoneDigits(v).length >= 7), ORDER_STATUS_ERRORS.contact),
})
export type OrderStatusLookupRequest = z.input<typeof OrderStatusLookup>
