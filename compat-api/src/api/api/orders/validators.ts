import { z } from "@medusajs/framework/zod"
import { MAX_QUANTITY_PER_LINE } from "../../../orders/checkout-pricing"
import { PAYMENT_METHODS } from "../../../payments/payment-methods"

/** The spec's checkout messages (point 5) where a field maps onto the checkout form. */
export const ORDER_ERRORS = {
  customer: "Missing customer information. Please go back and try again.",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email",
  phone: "Phone number must be at least 10 digits",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  zip: "ZIP code is required",
  paymentMethod: "Please choose a payment method: stripe, cashapp, venmo, zelle, paypal or aba.",
  paymentSession: "Payment Session Missing",
  paymentSessionFormat: "The payment session id does not match the payment method.",
  paymentNotVerified: "Payment Not Verified: Please complete and verify your payment before placing your order.",
  totalAmount: "totalAmount must be an amount in dollars, such as \"25.50\".",
  items: "The cart is empty.",
  itemId: "Each order item needs a product id.",
  itemQuantity: `Each order item needs a whole quantity from 1 to ${MAX_QUANTITY_PER_LINE}.`,
  itemPrice: "Each order item needs a price.",
  notes: "Notes must be at most 2000 characters.",
  orderNumber: "orderNumber must look like ORDER-123456.",
  tooLong: "This field is too long.",
} as const

const E = ORDER_ERRORS

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, E.tooLong)

const optionalText = (min: number, max: number, message: string) => text(min, max, message).optional()

const emailFormat = z.email()

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
    id: z.union([z.string(), z.number()], { error: E.itemId }).transform(String).pipe(z.string().trim().min(1, E.itemId).max(100, E.itemId)),
    name: z.string().max(500, E.tooLong).optional(),
    price: z.union([z.number(), z.string()], { error: E.itemPrice }).optional(),
    quantity: z.number({ error: E.itemQuantity }).int(E.itemQuantity).min(1, E.itemQuantity).max(MAX_QUANTITY_PER_LINE, E.itemQuantity),
  },
  { error: E.itemId }
)

/**
 * POST /api/orders body: the spec's order payload (point 3) plus the optional structured address
 * the storefront also sends. `paymentStatus` is accepted and ignored: the server decides it.
 */
export const ApiPostOrder = z
  .object({
    customerName: text(1, 200, E.customer),
    customerEmail: z
      .string({ error: E.email })
      .trim()
      .max(320, E.tooLong)
      .refine((v) => v === "" || emailFormat.safeParse(v).success, E.email)
      .nullish()
      .transform((v) => v || null),
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
      .regex(/^ORDER-\d{6}$/, E.orderNumber)
      .nullish()
      .transform((v) => v || null),
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

export type ApiPostOrderType = z.output<typeof ApiPostOrder>
