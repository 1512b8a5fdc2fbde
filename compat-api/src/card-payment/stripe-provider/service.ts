import { AbstractPaymentProvider, BigNumber, MedusaError, PaymentActions } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  PaymentSessionStatus,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import type Stripe from "stripe"
import {
  CHECKOUT_SESSION_ID,
  StripeCheckoutClient,
  verifyWebhook,
  type CheckoutSessionClient,
  type CheckoutSessionView,
} from "./client"
import type { StripeCheckoutOptions, StripeCheckoutSessionData } from "./types"
import { CARD_CHECKOUT_MODULE, type CardSessionClaimView } from "../checkout-module"
import { clearedClientData } from "../../payments/session-data"

/**
 * The payment module's container as its providers see it. `cardCheckout` is there because
 * medusa-config.ts gives the payment module `dependencies: ["cardCheckout"]`; Medusa registers it
 * lazily, so it is read at call time, not in the constructor (that module may load after this one).
 */
type Cradle = { logger?: Logger; [CARD_CHECKOUT_MODULE]?: CheckoutSessionClient & CardSessionClaims }

/** The card-checkout module's bindings of Checkout Sessions to orders (card_session_claim). */
type CardSessionClaims = {
  claimCheckoutSession(input: { checkout_session_id: string; token: string; amount: number; payment_session_id: string }): Promise<void>
  retrieveCheckoutSessionClaim(id: string): Promise<CardSessionClaimView | null>
}

/** Dollars (Medusa's amount, a number or a BigNumber) → cents. */
const toCents = (amount: unknown) => Math.round(new BigNumber(amount as number).numeric * 100)

/**
 * The decision of authorizePayment / getPaymentStatus for one retrieved session (pure): complete,
 * paid, and for exactly `amountCents`, Medusa's amount the shop bound the session to (never an
 * amount a client sent).
 */
export function checkoutSessionStatus(
  session: CheckoutSessionView | null,
  amountCents: number | null | undefined
): { status: PaymentSessionStatus; reason?: string } {
  if (!session) {
    return { status: "error", reason: "The Checkout Session does not exist." }
  }
  if (session.status === "expired") {
    return { status: "canceled", reason: "The Checkout Session expired." }
  }
  if (session.status !== "complete" || session.payment_status !== "paid") {
    return { status: "pending", reason: "The Checkout Session is not paid yet." }
  }
  if (typeof amountCents !== "number" || !Number.isInteger(amountCents) || amountCents <= 0) {
    return { status: "error", reason: "The amount due is missing." }
  }
  if (session.amount_total !== amountCents) {
    return {
      status: "error",
      reason: `The Checkout Session was paid for ${session.amount_total} cents, not ${amountCents}.`,
    }
  }
  return { status: "authorized" }
}

/**
 * Card payments over Stripe Checkout Sessions (`pp_stripe-checkout_stripe`). The shopper pays on
 * Stripe's hosted page (or the shop's sandbox page without a key); a payment session is authorized
 * only when its Checkout Session is complete, paid and for exactly Medusa's amount.
 *
 * Client data is never trusted (issue 24, point 1). Anyone can open a payment session of this
 * provider through Medusa's store API with any `data`, so a session id in `data` proves nothing:
 * the shop's placement first binds the Checkout Session it verified to its order and Medusa's
 * amount in the card-checkout module (one row per Checkout Session, so it backs one order) and
 * passes the one-time token it got (`claim_token`); initiatePayment spends that token for this
 * payment session and Medusa's `input.amount`. A token rather than an HMAC: it needs no secret
 * to configure and share between servers, it is single-use by construction, and the binding row
 * is what authorize checks anyway. A store client has no token, so it gets a 400; it never gets
 * an authorized payment. (Creating a fresh Checkout Session here for a store client would need
 * success and cancel URLs from that client: an open redirect on the sandbox page.)
 */
class StripeCheckoutProviderService extends AbstractPaymentProvider<StripeCheckoutOptions> {
  static identifier = "stripe-checkout"

  protected readonly options_: StripeCheckoutOptions
  protected readonly cradle_: Cradle
  protected readonly logger_?: Logger
  protected readonly stripe_?: StripeCheckoutClient

  static validateOptions(options: Record<string, unknown>): void {
    const { apiKey, webhookSecret, port, protocol } = options ?? {}
    if (apiKey !== undefined && (typeof apiKey !== "string" || !/^(sk|rk)_/.test(apiKey))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "stripe-checkout: apiKey must be a Stripe secret key (sk_… or rk_…).")
    }
    if (webhookSecret !== undefined && (typeof webhookSecret !== "string" || !webhookSecret.startsWith("whsec_"))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "stripe-checkout: webhookSecret must start with whsec_.")
    }
    if (port !== undefined && !(Number.isInteger(Number(port)) && Number(port) > 0 && Number(port) < 65536)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `stripe-checkout: port must be a TCP port, got ${port}.`)
    }
    if (protocol !== undefined && protocol !== "http" && protocol !== "https") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `stripe-checkout: protocol must be http or https, got ${protocol}.`)
    }
  }

  constructor(cradle: Cradle, options: StripeCheckoutOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...(arguments as unknown as [Record<string, unknown>, StripeCheckoutOptions]))
    this.options_ = options ?? {}
    this.cradle_ = cradle
    this.logger_ = cradle?.logger
    if (this.options_.apiKey) {
      this.stripe_ = new StripeCheckoutClient(this.options_)
    }
  }

  /** Stripe with a key; otherwise the sandbox sessions of the card-checkout module (from the cradle, at call time). */
  protected client(): CheckoutSessionClient {
    return this.stripe_ ?? this.cardCheckout()
  }

  /** The card-checkout module's bindings of sessions to orders (kept there in both modes). */
  protected claims(): CardSessionClaims {
    return this.cardCheckout()
  }

  /** The card-checkout module, from the payment module's container at call time. */
  protected cardCheckout(): CheckoutSessionClient & CardSessionClaims {
    let module: (CheckoutSessionClient & CardSessionClaims) | undefined
    try {
      module = this.cradle_[CARD_CHECKOUT_MODULE]
    } catch {
      // not registered in the payment module's container
    }
    if (!module) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `stripe-checkout: the provider needs the ${CARD_CHECKOUT_MODULE} module (sandbox sessions, bindings of sessions to orders): give the payment module dependencies: ["${CARD_CHECKOUT_MODULE}"] in medusa-config.ts.`
      )
    }
    return module
  }

  protected async check(data: StripeCheckoutSessionData = {}) {
    const id = data.checkout_session_id
    if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id)) {
      return { status: "error" as PaymentSessionStatus, data: { ...data, error: "checkout_session_id is missing or malformed." } }
    }
    // The binding, not the session's data, says which payment this Checkout Session pays and how much.
    const claim = await this.claims().retrieveCheckoutSessionClaim(id)
    if (!claim || !claim.payment_session_id || claim.payment_session_id !== data.session_id) {
      return {
        status: "error" as PaymentSessionStatus,
        data: { ...data, error: "The Checkout Session was not bound to this payment by the shop's checkout." },
      }
    }
    const session = await this.client().retrieveCheckoutSession(id)
    const { status, reason } = checkoutSessionStatus(session, claim.amount)
    return {
      status,
      data: {
        ...data,
        checkout_session_status: session?.status ?? null,
        checkout_payment_status: session?.payment_status ?? null,
        amount_total: session?.amount_total ?? null,
        ...(reason ? { error: reason } : { error: undefined }),
      },
    }
  }

  /**
   * Only the shop's placement opens card payment sessions: it passes the Checkout Session it
   * verified and the one-time token of its binding, spent here for Medusa's amount. Anything else
   * (a store client's data) is refused with a 400 before any payment exists.
   */
  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const data = (input.data ?? {}) as StripeCheckoutSessionData
    const id = data.checkout_session_id
    const token = data.claim_token
    const sessionId = data.session_id
    if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id) || typeof token !== "string" || !token || typeof sessionId !== "string") {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "Card payments are started by the shop's checkout: pay on the shop's card page and place the order there. A card payment session cannot be opened with client data."
      )
    }
    const amount = new BigNumber(input.amount).numeric
    await this.claims().claimCheckoutSession({ checkout_session_id: id, token, amount: toCents(amount), payment_session_id: sessionId })
    return {
      id,
      data: {
        ...clearedClientData(input.data),
        checkout_session_id: id,
        session_id: sessionId,
        payment_amount: amount,
      },
    }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const result = await this.check(input.data as StripeCheckoutSessionData)
    if (result.status !== "authorized") {
      this.logger_?.warn(`stripe-checkout: not authorizing ${String(input.data?.checkout_session_id)}: ${result.data.error}`)
    }
    return result
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.check(input.data as StripeCheckoutSessionData)
  }

  /** Checkout Sessions in payment mode capture at once: nothing left to do with Stripe. */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    await this.expireIfOpen(input.data?.checkout_session_id)
    return { data: input.data ?? {} }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    await this.expireIfOpen(input.data?.checkout_session_id)
    return { data: input.data ?? {} }
  }

  /**
   * Refunds the card through Stripe (the sandbox records it the same way). A refund that brings
   * Medusa's refunds to its whole amount refunds all that is left of the charge, so whatever
   * Stripe charged beyond Medusa's amount (the card fee while it is not part of the order) goes
   * back too; a part refund refunds its own amount.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = (input.data ?? {}) as StripeCheckoutSessionData
    const id = data.checkout_session_id
    if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "stripe-checkout: the payment has no Checkout Session to refund.")
    }
    // Medusa passes the refund's raw amount ({ value, precision }), not a number.
    const asked = new BigNumber(input.amount).numeric
    const before = Number(data.refunded_amount ?? 0)
    const held = Number(data.payment_amount)
    const all = Number.isFinite(held) && Math.round((before + asked) * 100) >= Math.round(held * 100)
    const refund = await this.client().refundCheckoutSession(id, all ? null : Math.round(asked * 100), input.context?.idempotency_key)
    return {
      data: {
        ...data,
        refunded_amount: Math.round((before + asked) * 100) / 100,
        refunds: [...(data.refunds ?? []), { id: refund.id, amount: refund.amount }],
      },
    }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const id = input.data?.checkout_session_id
    const session = typeof id === "string" ? await this.client().retrieveCheckoutSession(id) : null
    return { data: { ...(input.data ?? {}), checkout_session: session } }
  }

  /** Only server code updates sessions; the binding (checked by authorize) cannot be changed here. */
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: { ...(input.data ?? {}) } }
  }

  /**
   * Verifies the `stripe-signature` of a webhook (throws when it does not match) and maps the
   * Checkout events. Without Medusa's payment session id in the session's metadata there is no cart
   * to act on: the subscriber then ignores the event and POST /api/orders verifies the session.
   */
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const event = verifyWebhook(
      payload.rawData as string | Buffer | undefined,
      payload.headers?.["stripe-signature"] as string | undefined,
      this.options_.webhookSecret
    )
    return webhookAction(event)
  }

  protected async expireIfOpen(id: unknown) {
    if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id)) return
    try {
      const session = await this.client().retrieveCheckoutSession(id)
      if (session?.status === "open") await this.client().expireCheckoutSession(id)
    } catch (err) {
      this.logger_?.warn(`stripe-checkout: could not expire ${id}: ${(err as Error).message}`)
    }
  }
}

/** A verified Stripe event → Medusa's webhook action (pure). */
export function webhookAction(event: Pick<Stripe.Event, "type" | "data">): WebhookActionResult {
  const session = event.data.object as Partial<Stripe.Checkout.Session>
  const sessionId = session?.metadata?.session_id ?? ""
  // No amount: Medusa then captures the payment's own amount (the Stripe total includes the card fee).
  const data = { session_id: sessionId, amount: undefined as unknown as number }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return session.payment_status === "paid"
        ? { action: PaymentActions.SUCCESSFUL, data }
        : { action: PaymentActions.PENDING, data }
    case "checkout.session.async_payment_failed":
      return { action: PaymentActions.FAILED, data }
    case "checkout.session.expired":
      return { action: PaymentActions.CANCELED, data }
    default:
      return { action: PaymentActions.NOT_SUPPORTED, data }
  }
}

export default StripeCheckoutProviderService
