import { model } from "@medusajs/framework/utils"

/**
 * Staff-side state of one shopper order (spec point 3, admin view) that Medusa's order does not
 * model: the legacy payment-verification and order statuses, `seen`, the customer's notes and the
 * one-line address as typed, the fees. It is also the order's intake record: POST /api/orders
 * writes it (unique per payment session id, with the order number drawn from Medusa's own
 * display-id sequence) and answers at once; a placement worker then turns it into the Medusa order
 * through the shop's place-order workflow (`placement`: queued → placing → placed, or failed and retried).
 */
export const OrderDeskEntry = model
  .define("order_desk_entry", {
    id: model.id({ prefix: "odesk" }).primaryKey(),
    /** The spec's paymentSessionId: `manual_{method}_{timestamp}`, or the Checkout Session id `cs_…`. */
    payment_session_id: model.text(),
    /** The order request's fingerprint (orders/order-fingerprint.ts): a repeat under the same payment
     * session id is the same order only with the same one. Null for entries from before it and for
     * orders recorded from Medusa's store API or admin. */
    request_fingerprint: model.text().nullable(),
    /** Medusa's order, once the cart is completed (null while the claim is being processed). */
    order_id: model.text().nullable(),
    /** The order's display id, the legacy `id` the shop answers with: reserved when the order is
     * accepted (from Medusa's display-id sequence) and given to the Medusa order once placed. */
    order_display_id: model.number().nullable(),
    /** queued (accepted, waiting for the worker), placing, placed (order_id set) or failed (retried). */
    placement: model.enum(["queued", "placing", "placed", "failed"]).default("queued"),
    placement_attempts: model.number().default(0),
    placement_started_at: model.dateTime().nullable(),
    /** When a failed placement may be tried again. */
    next_attempt_at: model.dateTime().nullable(),
    placement_error: model.text().nullable(),
    /** Everything the worker needs to build the cart: the priced lines and the address as sent. */
    intake: model.json().nullable(),
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
    /** Dollars. total = subtotal + delivery_fee; amount_due adds the card fee (its own line in Medusa's order) and is Medusa's order total. */
    subtotal: model.bigNumber().nullable(),
    delivery_fee: model.bigNumber().nullable(),
    processing_fee: model.bigNumber().default(0),
    total: model.bigNumber().nullable(),
    amount_due: model.bigNumber().nullable(),
    metadata: model.json().nullable(),
    /**
     * The order's story, a read projection of Medusa's order, payment collection and fulfillments
     * (orders/order-projection.ts projectOrder writes it, nothing else): the contract's
     * PaymentState and ShipmentState, and what Medusa refunded (dollars). Lists filter on them.
     */
    payment_state: model.text().default("awaiting"),
    shipment_state: model.text().default("not_shipped"),
    refunded_amount: model.bigNumber().default(0),
    /** When staff last undid a verified payment (the status page says it was corrected); null when never. */
    payment_undone_at: model.dateTime().nullable(),
    /** Staff's payment decisions, oldest first: `{ decisions: [{ at, by, decision: paid | pending | failed, reason? }] }` (Reject's reason is staff's history of the order). */
    payment_history: model.json().nullable(),
    /** The unguessable part of the shopper's order-status page address (32 random bytes, base64url). */
    status_token: model.text().nullable(),
  })
  .indexes([
    // One order per request under a manual key (`manual_<method>_<timestamp>` is only the checkout's
    // time: two shoppers can send the same one); one order per card session (cs_…) or Medusa order.
    { on: ["payment_session_id", "request_fingerprint"], unique: true },
    { on: ["payment_session_id"], unique: true, where: "deleted_at IS NULL AND payment_session_id NOT LIKE 'manual_%'" },
    { on: ["order_id"] },
    { on: ["order_display_id"], unique: true },
    { on: ["placement"] },
    { on: ["created_at"] },
    { on: ["status_token"], unique: true },
    { on: ["payment_state"] },
    { on: ["shipment_state"] },
  ])
