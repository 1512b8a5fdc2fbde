import { model } from "@medusajs/framework/utils"

/**
 * Which order a paid Checkout Session pays for (Stripe and sandbox alike): one row per session,
 * unique on its id, so a session can back one order's payment only. The shop's placement binds
 * the session to its order-desk entry and Medusa's amount and gets a one-time token; the card
 * provider's initiatePayment spends the token (only a holder of it can open a card payment
 * session: a store client never sees one), and authorize checks the session against this row.
 */
export const CardSessionClaim = model
  .define("card_session_claim", {
    id: model.id({ prefix: "cscl" }).primaryKey(),
    /** The Checkout Session (`cs_…`). */
    checkout_session_id: model.text(),
    /** What it pays for: the order-desk entry whose placement bound it. */
    owner: model.text(),
    /** Medusa's amount of the payment, in cents: the session must have been paid exactly this. */
    amount: model.number(),
    /** SHA-256 of the one-time token the binding handed out; null once a payment session spent it. */
    token_hash: model.text().nullable(),
    /** Medusa's payment session (`payses_…`) that spent the token. */
    payment_session_id: model.text().nullable(),
  })
  .indexes([{ on: ["checkout_session_id"], unique: true }])
