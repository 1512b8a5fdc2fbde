import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_DESK_MODULE, type OrderDeskEntryDTO, type OrderDeskModuleService } from "../modules/order-desk"
import type { PricedCart } from "./checkout-pricing"
import type { AddressInput } from "./delivery-address"
import type { PaymentMethod } from "../payments/payment-methods"

/**
 * The order desk: the shop's staff-side record of every accepted order (the order-desk module,
 * src/modules/order-desk, linked to the Medusa order): the intake, the order number, the placement
 * state, and what Medusa does not model (seen, the legacy statuses, payment verification).
 */
export type DeskEntry = OrderDeskEntryDTO

/** The order desk (the order-desk module's service): the one way every caller reaches it. */
export const orderDesk = (scope: Pick<MedusaContainer, "resolve">) => scope.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)

export type PlaceOrderInput = AddressInput & {
  customerEmail: string | null
  totalAmount: number
  paymentMethod: PaymentMethod
  paymentSessionId: string
  orderItems: { id: string; quantity: number }[]
  notes: string | null
  paymentConfirmed: boolean
  /** The checkout's ORDER-123456, the payment memo staff match manual payments by (optional). */
  orderNumber?: string | null
  /** The shopper's language at checkout ("en" | "km"): the order's e-mails are written in it. */
  locale?: "en" | "km"
}

/**
 * `id` is the order number (the Medusa order's display id once placed); `statusToken` opens its
 * status page; `created` is false for a repeat.
 */
export type AcceptedOrder = { id: number; statusToken: string; created: boolean }

/**
 * What the placement worker needs to build the order, stored on the entry when the order is
 * accepted. The payment key and method are not in it: the entry keeps them in its own columns
 * (payment_session_id, payment_method), once; acceptedInput puts the request back together.
 */
export type OrderIntake = {
  input: Omit<PlaceOrderInput, "totalAmount" | "paymentConfirmed" | "paymentSessionId" | "paymentMethod">
  lines: PricedCart["lines"]
  subtotal: number
  deliveryFee: number
  total: number
  amountDue: number
  /** An order placed elsewhere (medusa-orders' MedusaOrderIntake, no `input`): the memo its shopper was told. */
  paymentReference?: string | null
}

/**
 * The intake POST /api/orders stored on the entry (acceptOrder's intakeOf). The column is JSON, so
 * the model types it as a plain record; this is the one place that reads it back as an OrderIntake.
 */
export function entryIntake(entry: { intake?: OrderDeskEntryDTO["intake"] }): OrderIntake | null {
  return (entry.intake ?? null) as OrderIntake | null
}

/** The request an entry was accepted for: its intake's input with the entry's payment key and method. */
export function acceptedInput(entry: Pick<DeskEntry, "payment_session_id" | "payment_method">, intake: OrderIntake): OrderIntake["input"] & Pick<PlaceOrderInput, "paymentSessionId" | "paymentMethod"> {
  return { ...intake.input, paymentSessionId: entry.payment_session_id, paymentMethod: entry.payment_method as PaymentMethod }
}

/** Emitted when an order is accepted; the placement worker (subscriber) places it. */
export const ORDER_ACCEPTED_EVENT = "order_desk.order_accepted"
/** After this many failed placements the entry waits for staff instead of being retried. */
export const MAX_PLACEMENT_ATTEMPTS = 8
