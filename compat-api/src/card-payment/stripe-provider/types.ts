/**
 * Options of the card provider (`pp_stripe-checkout_stripe`) and of the card-checkout module,
 * set from the environment in medusa-config.ts.
 */
export type StripeCheckoutOptions = {
  /** Stripe secret key (STRIPE_API_KEY). Absent: sandbox mode, sessions live in our database. */
  apiKey?: string
  /** Signing secret of the webhook endpoint (STRIPE_WEBHOOK_SECRET, `whsec_…`); webhooks are refused without it. */
  webhookSecret?: string
  /** API host override for a local fake (STRIPE_API_HOST); never set it in production. */
  host?: string
  /** API port override for a local fake (STRIPE_API_PORT). */
  port?: number | string
  /** API protocol override for a local fake (STRIPE_API_PROTOCOL, `http` or `https`). */
  protocol?: "http" | "https"
}

/** The `data` the shop stores on a Medusa payment session of this provider. */
export type StripeCheckoutSessionData = {
  /** The Checkout Session (`cs_…`) the shopper paid on; the shop's placement sets it. */
  checkout_session_id?: string
  /**
   * The one-time token of the shop's binding of that session (card-checkout's bindCheckoutSession),
   * spent by initiatePayment and never stored: without it no card payment session can be opened.
   */
  claim_token?: string
  /** Medusa's amount of the session (dollars), kept by initiatePayment: a refund of all of it refunds the whole charge. */
  payment_amount?: number | string
  /** Dollars of Medusa's refunds so far, and Stripe's refunds (`re_…`, cents), kept by refundPayment. */
  refunded_amount?: number
  refunds?: { id: string; amount: number }[]
  /** Medusa's payment session id (`payses_…`), added by initiatePayment. */
  session_id?: string
  [key: string]: unknown
}
