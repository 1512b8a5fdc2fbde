import { model } from "@medusajs/framework/utils"

/**
 * A Checkout Session of the offline sandbox (no STRIPE_API_KEY): the same fields the shop reads
 * from Stripe's object, kept in PostgreSQL so sessions survive restarts and work across servers.
 */
export const SandboxCheckoutSession = model
  .define("sandbox_checkout_session", {
    // cs_test_sandbox_<ulid>: starts with cs_ like Stripe's ids, and says it is a test.
    id: model.id({ prefix: "cs_test_sandbox" }).primaryKey(),
    status: model.enum(["open", "complete", "expired"]).default("open"),
    payment_status: model.enum(["paid", "unpaid", "no_payment_required"]).default("unpaid"),
    /** Cents. */
    amount_total: model.number(),
    currency: model.text().default("usd"),
    /** [{ name, unit_amount (cents), quantity }] */
    line_items: model.json(),
    metadata: model.json().nullable(),
    success_url: model.text(),
    cancel_url: model.text(),
    client_reference_id: model.text().nullable(),
    customer_email: model.text().nullable(),
    expires_at: model.dateTime(),
    completed_at: model.dateTime().nullable(),
    /** The last decline shown on the sandbox page, for staff looking at a failed test. */
    last_decline: model.text().nullable(),
    /** Cents refunded (staff's Reject of a charged card): the sandbox's record of Stripe's refunds. */
    amount_refunded: model.number().default(0),
  })
  .indexes([{ on: ["created_at"] }])
