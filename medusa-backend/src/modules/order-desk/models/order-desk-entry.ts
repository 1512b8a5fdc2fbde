import { model } from "@medusajs/framework/utils"

/**
 * Staff-side state of one shopper order (spec point 3, admin view) that Medusa's order does not
 * model: the legacy payment-verification and order statuses, `seen`, the customer's notes and the
 * one-line address as typed, the fees. The row is written first as a claim on the payment session
 * id (unique), before any cart exists, so one payment session can only ever make one order.
 */
export const OrderDeskEntry = model
  .define("order_desk_entry", {
    id: model.id({ prefix: "odesk" }).primaryKey(),
    /** The spec's paymentSessionId: `manual_{method}_{timestamp}`, or the Checkout Session id `cs_…`. */
    payment_session_id: model.text(),
    /** Medusa's order, once the cart is completed (null while the claim is being processed). */
    order_id: model.text().nullable(),
    /** The order's display id, the legacy `id` the shop answers with. */
    order_display_id: model.number().nullable(),
    /** The cart being completed for this claim, so an interrupted claim can be resumed. */
    cart_id: model.text().nullable(),
    /** stripe, cashapp, venmo, zelle, paypal or aba. */
    payment_method: model.text(),
    /** The spec's admin values: pending, paid or failed. */
    payment_status: model.text().default("pending"),
    /** The shopper said they paid (the spec's paymentConfirmed; self-declared for manual methods). */
    payment_confirmed_by_customer: model.boolean().default(false),
    verified_by: model.text().nullable(),
    verified_at: model.dateTime().nullable(),
    /** The spec's order status: pending, acknowledged, processing, completed, cancelled, shipped. */
    status: model.text().default("pending"),
    /** The shipping pages' order status (shipped once the parcel left). */
    order_status: model.text().nullable(),
    seen: model.boolean().default(false),
    customer_name: model.text(),
    customer_email: model.text().nullable(),
    customer_phone: model.text(),
    delivery_address: model.text(),
    notes: model.text().nullable(),
    /** Dollars. total = subtotal + delivery_fee (Medusa's order total); amount_due adds the card fee. */
    subtotal: model.bigNumber().nullable(),
    delivery_fee: model.bigNumber().nullable(),
    processing_fee: model.bigNumber().default(0),
    total: model.bigNumber().nullable(),
    amount_due: model.bigNumber().nullable(),
    metadata: model.json().nullable(),
  })
  .indexes([
    { on: ["payment_session_id"], unique: true },
    { on: ["order_id"] },
    { on: ["created_at"] },
  ])
