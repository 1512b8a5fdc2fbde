import { createHash, randomBytes } from "node:crypto"
import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import {
  StripeCheckoutClient,
  type CheckoutRefund,
  type CheckoutSessionClient,
  type CheckoutSessionView,
  type CreateCheckoutSessionInput,
} from "../stripe-provider/client"
import type { StripeCheckoutOptions } from "../stripe-provider/types"
import { SandboxCheckoutSession } from "./models/sandbox-checkout-session"
import { CardSessionClaim } from "./models/card-session-claim"
import { CARD_UNAVAILABLE, cardSandboxAllowed, SANDBOX_PREFIX } from "../card-sandbox"

export { SANDBOX_PREFIX }
/** Stripe's default lifetime of a Checkout Session. */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000

type SandboxRow = {
  id: string
  status: "open" | "complete" | "expired"
  payment_status: "paid" | "unpaid" | "no_payment_required"
  amount_total: number
  currency: string
  metadata: Record<string, string> | null
  success_url: string
  cancel_url: string
  client_reference_id: string | null
  customer_email: string | null
  expires_at: Date | string
  line_items: { name: string; unit_amount: number; quantity: number }[]
  last_decline: string | null
  amount_refunded: number
}

type Manager = { execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]> }

/** What a Checkout Session was bound to (card_session_claim). */
export type CardSessionClaimView = {
  checkout_session_id: string
  owner: string
  /** Cents. */
  amount: number
  payment_session_id: string | null
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex")

/** A sandbox session as the hosted test page needs it. */
export type SandboxSessionPage = CheckoutSessionView & {
  line_items: { name: string; unit_amount: number; quantity: number }[]
  last_decline: string | null
}

/**
 * The shop's one entry point to Checkout Sessions (compat-api resolves it as "cardCheckout").
 * With an API key every call goes to Stripe through the official SDK; without one, sessions are
 * rows of `sandbox_checkout_session`, paid on the shop's own test page. Same answers in both modes.
 */
class CardCheckoutModuleService
  extends MedusaService({ SandboxCheckoutSession, CardSessionClaim })
  implements CheckoutSessionClient
{
  readonly mode: "stripe" | "sandbox"
  protected readonly stripe_?: StripeCheckoutClient

  constructor(container: Record<string, unknown>, options: StripeCheckoutOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.mode = options?.apiKey ? "stripe" : "sandbox"
    if (options?.apiKey) {
      this.stripe_ = new StripeCheckoutClient(options)
    }
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionView> {
    if (this.stripe_) {
      return this.stripe_.createCheckoutSession(input)
    }
    this.assertSandboxAllowed()
    const amount = input.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)
    const row = (await this.createSandboxCheckoutSessions({
      amount_total: amount,
      currency: input.currency ?? "usd",
      line_items: input.line_items as any,
      metadata: input.metadata ?? null,
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      client_reference_id: input.client_reference_id ?? null,
      customer_email: input.customer_email ?? null,
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    } as any)) as unknown as SandboxRow
    return this.toView(row)
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    if (this.stripe_) {
      return this.stripe_.retrieveCheckoutSession(id)
    }
    const row = await this.findRow(id)
    return row ? this.toView(row) : null
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    if (this.stripe_) {
      return this.stripe_.expireCheckoutSession(id)
    }
    const row = await this.findRow(id)
    if (!row) return null
    if (row.status !== "open") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${id} is ${row.status}, not open.`)
    }
    const updated = (await this.updateSandboxCheckoutSessions({ id, status: "expired" } as any)) as unknown as SandboxRow
    return this.toView(updated)
  }

  /**
   * Stripe's refund of a paid session's payment; in the sandbox the refunded cents are recorded on
   * the session (never more than was paid), and the answer has Stripe's shape (re_test_sandbox_…).
   */
  async refundCheckoutSession(id: string, amount: number | null, idempotencyKey?: string): Promise<CheckoutRefund> {
    if (this.stripe_) {
      return this.stripe_.refundCheckoutSession(id, amount, idempotencyKey)
    }
    const row = await this.findRow(id)
    if (!row) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Checkout Session ${id} was not found.`)
    }
    if (row.payment_status !== "paid") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${id} has no payment to refund.`)
    }
    const left = Number(row.amount_total) - Number(row.amount_refunded ?? 0)
    const cents = amount === null ? left : amount
    if (!(cents > 0) || cents > left) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${id}: cannot refund ${cents} cents, ${left} left.`)
    }
    await this.updateSandboxCheckoutSessions({ id, amount_refunded: Number(row.amount_refunded ?? 0) + cents } as any)
    return { id: `re_test_sandbox_${idempotencyKey ?? Date.now()}`, amount: cents, status: "succeeded" }
  }

  /** The sandbox session with its lines, for the hosted test page; null when unknown or in Stripe mode. */
  async retrieveSandboxPage(id: string): Promise<SandboxSessionPage | null> {
    if (this.stripe_) return null
    const row = await this.findRow(id)
    return row ? { ...this.toView(row), line_items: row.line_items, last_decline: row.last_decline } : null
  }

  /** The test page's "Pay": marks an open session complete and paid. */
  async completeSandboxSession(id: string): Promise<CheckoutSessionView> {
    const row = await this.requireOpenSandbox(id)
    const updated = (await this.updateSandboxCheckoutSessions({
      id: row.id,
      status: "complete",
      payment_status: "paid",
      completed_at: new Date(),
      last_decline: null,
    } as any)) as unknown as SandboxRow
    return this.toView(updated)
  }

  /** The test page's declined card: the session stays open, the message is kept. */
  async declineSandboxSession(id: string, message: string): Promise<CheckoutSessionView> {
    const row = await this.requireOpenSandbox(id)
    const updated = (await this.updateSandboxCheckoutSessions({ id: row.id, last_decline: message } as any)) as unknown as SandboxRow
    return this.toView(updated)
  }

  /**
   * Binds a Checkout Session to the order it pays for (`owner`, the order-desk entry) and Medusa's
   * amount in cents, and hands out a one-time token for the card provider's initiatePayment. One
   * session, one owner, claimed atomically (a unique row): another owner is refused; the same
   * owner (a retried placement) gets a fresh token and the earlier one stops working.
   */
  @InjectManager()
  async bindCheckoutSession(
    input: { checkout_session_id: string; owner: string; amount: number },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<string> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `A card payment needs a positive amount in cents, got ${input.amount}.`)
    }
    const token = randomBytes(24).toString("base64url")
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `insert into "card_session_claim" ("id", "checkout_session_id", "owner", "amount", "token_hash")
       values (?, ?, ?, ?, ?)
       on conflict ("checkout_session_id") where "deleted_at" is null do update
          set "token_hash" = excluded."token_hash", "amount" = excluded."amount",
              "payment_session_id" = null, "updated_at" = now()
        where "card_session_claim"."owner" = excluded."owner"
       returning "id"`,
      [`cscl_${randomBytes(12).toString("hex")}`, input.checkout_session_id, input.owner, input.amount, tokenHash(token)]
    )
    if (rows.length !== 1) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Checkout Session ${input.checkout_session_id} already pays for another order: a card payment can be used once.`
      )
    }
    return token
  }

  /**
   * Spends a binding's token for one Medusa payment session: only when the token is the one handed
   * out, unspent, and Medusa's amount (cents) is the bound amount. Atomic: of two concurrent
   * claims one wins. Throws NOT_ALLOWED otherwise.
   */
  @InjectManager()
  async claimCheckoutSession(
    input: { checkout_session_id: string; token: string; amount: number; payment_session_id: string },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<void> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `update "card_session_claim"
          set "token_hash" = null, "payment_session_id" = ?, "updated_at" = now()
        where "checkout_session_id" = ? and "token_hash" = ? and "amount" = ? and "deleted_at" is null
        returning "id"`,
      [input.payment_session_id, input.checkout_session_id, tokenHash(input.token), input.amount]
    )
    if (rows.length !== 1) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Checkout Session ${input.checkout_session_id} was not bound to this payment by the shop's checkout, is for another amount, or was used already.`
      )
    }
  }

  /** The binding of a Checkout Session, or null when the shop never bound it. */
  @InjectManager()
  async retrieveCheckoutSessionClaim(
    checkoutSessionId: string,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<CardSessionClaimView | null> {
    const manager = sharedContext.manager as unknown as Manager
    const [row] = await manager.execute(
      `select "checkout_session_id", "owner", "amount", "payment_session_id" from "card_session_claim"
        where "checkout_session_id" = ? and "deleted_at" is null`,
      [checkoutSessionId]
    )
    return row
      ? {
          checkout_session_id: String(row.checkout_session_id),
          owner: String(row.owner),
          amount: Number(row.amount),
          payment_session_id: (row.payment_session_id as string | null) ?? null,
        }
      : null
  }

  /** Outside development the sandbox takes no payment unless the operator turned it on (CARD_SANDBOX). */
  protected assertSandboxAllowed() {
    if (!cardSandboxAllowed()) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CARD_UNAVAILABLE)
    }
  }

  protected async requireOpenSandbox(id: string): Promise<SandboxRow> {
    if (this.stripe_) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The sandbox checkout is off: a Stripe key is configured.")
    }
    this.assertSandboxAllowed()
    const row = await this.findRow(id)
    if (!row) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Checkout Session ${id} was not found.`)
    }
    if (row.status !== "open") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Checkout Session ${id} is ${row.status}, not open.`)
    }
    return row
  }

  protected async findRow(id: string): Promise<SandboxRow | null> {
    if (typeof id !== "string" || !id.startsWith(SANDBOX_PREFIX)) return null
    const [row] = (await this.listSandboxCheckoutSessions({ id }, { take: 1 })) as unknown as SandboxRow[]
    if (!row) return null
    if (row.status === "open" && new Date(row.expires_at).getTime() <= Date.now()) {
      return (await this.updateSandboxCheckoutSessions({ id, status: "expired" } as any)) as unknown as SandboxRow
    }
    return row
  }

  protected toView(row: SandboxRow): CheckoutSessionView {
    return {
      id: row.id,
      object: "checkout.session",
      // The hosted page lives under /api on whatever origin the shopper uses; compat-api makes it absolute.
      url: row.status === "open" ? `/api/sandbox-checkout/${row.id}` : null,
      status: row.status,
      payment_status: row.payment_status,
      amount_total: Number(row.amount_total),
      currency: row.currency,
      metadata: row.metadata ?? null,
      client_reference_id: row.client_reference_id ?? null,
      customer_email: row.customer_email ?? null,
      success_url: row.success_url,
      cancel_url: row.cancel_url,
      expires_at: Math.floor(new Date(row.expires_at).getTime() / 1000),
      payment_intent: row.payment_status === "paid" ? `pi_test_sandbox_${row.id.slice(SANDBOX_PREFIX.length)}` : null,
      amount_refunded: Number(row.amount_refunded ?? 0),
    }
  }
}

export default CardCheckoutModuleService
