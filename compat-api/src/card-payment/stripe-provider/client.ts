import { MedusaError } from "@medusajs/framework/utils"
import Stripe from "stripe"
import type { StripeCheckoutOptions } from "./types"

/** The fields of a Stripe Checkout Session the shop reads (same names as Stripe's object). */
export type CheckoutSessionView = {
  id: string
  object: "checkout.session"
  url: string | null
  status: "open" | "complete" | "expired" | null
  payment_status: "paid" | "unpaid" | "no_payment_required"
  amount_total: number | null
  currency: string | null
  metadata: Record<string, string> | null
  client_reference_id: string | null
  /** The e-mail the shopper gave (the one collected on the page, else the one the link was made with). */
  customer_email: string | null
  success_url: string | null
  cancel_url: string | null
  expires_at: number
  /** The PaymentIntent of a paid session (what a refund refunds); null before payment. */
  payment_intent?: string | null
  /** Cents refunded so far (the sandbox records it; Stripe's session does not say, so null there). */
  amount_refunded?: number | null
}

/** A refund of a paid Checkout Session's payment. */
export type CheckoutRefund = { id: string; amount: number; status: string | null }

export type CheckoutLineItemInput = {
  name: string
  /** Cents. */
  unit_amount: number
  quantity: number
}

export type CreateCheckoutSessionInput = {
  line_items: CheckoutLineItemInput[]
  /** May contain Stripe's literal `{CHECKOUT_SESSION_ID}`, filled in on redirect. */
  success_url: string
  cancel_url: string
  metadata?: Record<string, string>
  client_reference_id?: string
  customer_email?: string
  currency?: string
}

/** What both the real Stripe wrapper and the sandbox (card-checkout module) offer. */
export interface CheckoutSessionClient {
  readonly mode: "stripe" | "sandbox"
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionView>
  /** null when no such session exists. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null>
  /** Ends an open session early; null when unknown. */
  expireCheckoutSession(id: string): Promise<CheckoutSessionView | null>
  /**
   * Refunds a paid session's payment: `amount` cents, or all that is left when null. The
   * idempotency key makes a retried call refund once.
   */
  refundCheckoutSession(id: string, amount: number | null, idempotencyKey?: string): Promise<CheckoutRefund>
}

export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/

export function toView(s: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: s.id,
    object: "checkout.session",
    url: s.url ?? null,
    status: (s.status ?? null) as CheckoutSessionView["status"],
    payment_status: s.payment_status as CheckoutSessionView["payment_status"],
    amount_total: s.amount_total ?? null,
    currency: s.currency ?? null,
    metadata: (s.metadata as Record<string, string> | null) ?? null,
    client_reference_id: s.client_reference_id ?? null,
    customer_email: s.customer_details?.email ?? s.customer_email ?? null,
    success_url: s.success_url ?? null,
    cancel_url: s.cancel_url ?? null,
    expires_at: s.expires_at,
    payment_intent: typeof s.payment_intent === "string" ? s.payment_intent : (s.payment_intent?.id ?? null),
  }
}

export function createStripe(options: StripeCheckoutOptions): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, telemetry: false }
  if (options.host) config!.host = options.host
  if (options.port) config!.port = Number(options.port)
  if (options.protocol) config!.protocol = options.protocol
  return new Stripe(options.apiKey ?? "sk_test_unset", config)
}

const isMissing = (err: unknown) =>
  (err as { statusCode?: number })?.statusCode === 404 ||
  (err as { code?: string })?.code === "resource_missing"

/** The session Stripe answers with, or null when Stripe has no such session. */
async function viewUnlessMissing(call: () => Promise<Stripe.Checkout.Session>): Promise<CheckoutSessionView | null> {
  try {
    return toView(await call())
  } catch (err) {
    if (isMissing(err)) return null
    throw err
  }
}

/** The official `stripe` SDK, Checkout Sessions only. */
export class StripeCheckoutClient implements CheckoutSessionClient {
  readonly mode = "stripe" as const
  readonly stripe: Stripe

  constructor(options: StripeCheckoutOptions) {
    this.stripe = createStripe(options)
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionView> {
    const currency = input.currency ?? "usd"
    const session = await this.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: input.line_items.map((l) => ({
        price_data: { currency, unit_amount: l.unit_amount, product_data: { name: l.name } },
        quantity: l.quantity,
      })),
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      metadata: input.metadata,
      payment_intent_data: input.metadata ? { metadata: input.metadata } : undefined,
      client_reference_id: input.client_reference_id,
      customer_email: input.customer_email,
    })
    return toView(session)
  }

  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    return viewUnlessMissing(() => this.stripe.checkout.sessions.retrieve(id))
  }

  expireCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    return viewUnlessMissing(() => this.stripe.checkout.sessions.expire(id))
  }

  async refundCheckoutSession(id: string, amount: number | null, idempotencyKey?: string): Promise<CheckoutRefund> {
    const session = await this.stripe.checkout.sessions.retrieve(id)
    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id
    if (!paymentIntent) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${id} has no payment to refund.`)
    }
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, ...(amount === null ? {} : { amount }) },
      idempotencyKey ? { idempotencyKey } : undefined
    )
    return { id: refund.id, amount: refund.amount, status: refund.status ?? null }
  }
}

/**
 * A verified Stripe event from a webhook's raw body, or a thrown error (bad or missing signature,
 * no secret configured).
 */
export function verifyWebhook(
  rawBody: string | Buffer | undefined,
  signature: string | string[] | undefined,
  secret: string | undefined
): Stripe.Event {
  if (!secret) throw new Error("Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is unset)")
  if (!rawBody) throw new Error("The webhook has no body")
  const sig = Array.isArray(signature) ? signature[0] : signature
  if (!sig) throw new Error("The webhook has no stripe-signature header")
  return Stripe.webhooks.constructEvent(rawBody, sig, secret)
}
