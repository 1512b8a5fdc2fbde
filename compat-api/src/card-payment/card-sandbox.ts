import { MedusaError } from "@medusajs/framework/utils"
import { PAYMENT_LINK_ERRORS } from "@shop/contract"

/** The sandbox's Checkout Session ids (the card-checkout module makes them; Stripe's never start so). */
export const SANDBOX_PREFIX = "cs_test_sandbox_"

/** How card payments run: Stripe with a key; else the offline sandbox, when it is allowed; else none. */
export type CardMode = "stripe" | "sandbox" | "off"

/** The refusal of every card call while there is neither a Stripe key nor an allowed sandbox. */
export const CARD_UNAVAILABLE = PAYMENT_LINK_ERRORS.cardUnavailable

const yes = (v: string | undefined) => /^(1|true|yes|on)$/i.test((v ?? "").trim())
const no = (v: string | undefined) => /^(0|false|no|off)$/i.test((v ?? "").trim())

/**
 * Whether the offline card sandbox (the shop's own TEST checkout page, card 4242…) may take
 * payments. It sells goods for a test card, so outside development it is off unless the operator
 * turns it on (CARD_SANDBOX=true; `npm start`, the local demo, does). CARD_SANDBOX=false turns it
 * off everywhere. Read at call time, so one running server follows its environment.
 */
export function cardSandboxAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  if (yes(env.CARD_SANDBOX)) return true
  if (no(env.CARD_SANDBOX)) return false
  const nodeEnv = (env.NODE_ENV ?? "development").trim().toLowerCase()
  return nodeEnv === "development" || nodeEnv === "test"
}

/** Stripe with STRIPE_API_KEY; without it the sandbox when allowed, else no card payment at all. */
export function cardMode(env: NodeJS.ProcessEnv = process.env): CardMode {
  if (env.STRIPE_API_KEY) return "stripe"
  return cardSandboxAllowed(env) ? "sandbox" : "off"
}

/** 409 with CARD_UNAVAILABLE when there is no way to take a card payment (never a 500). */
export function assertCardAvailable(env: NodeJS.ProcessEnv = process.env) {
  if (cardMode(env) === "off") {
    throw new MedusaError(MedusaError.Types.CONFLICT, CARD_UNAVAILABLE)
  }
}

/** A Checkout Session of the sandbox (its ids are the module's own, never a client's word). */
export const isSandboxSessionId = (id: unknown): boolean => typeof id === "string" && id.startsWith(SANDBOX_PREFIX)

/**
 * Whether an order's card payment came from the sandbox (no real money): a card order whose
 * session id is a sandbox one (the shop's checkout, checked as paid against the module), or one
 * the shop marked so when it recorded a Medusa order (`metadata.payment_sandbox`).
 */
export function isSandboxPayment(entry: {
  payment_method?: string | null
  payment_session_id?: string | null
  metadata?: Record<string, unknown> | null
  payment_sandbox?: boolean | null
}): boolean {
  if (entry.payment_method !== "stripe") return false
  return isSandboxSessionId(entry.payment_session_id) || entry.payment_sandbox === true || entry.metadata?.payment_sandbox === true
}

/** The sandbox's stand-in webhooks, scheduled or running: one set per process (globalThis, so the plugin's built copy and a spec's import of the source share it). */
const PENDING_WEBHOOKS = Symbol.for("shop.cardSandbox.pendingWebhooks")
const pendingWebhooks = (): Set<Promise<void>> => ((globalThis as Record<symbol, Set<Promise<void>>>)[PENDING_WEBHOOKS] ??= new Set())

/**
 * Runs `place` after `delayMs`, as Stripe's checkout.session.completed webhook would arrive, and
 * keeps it in the pending set until it has ended (its errors are the caller's to log).
 */
export function scheduleSandboxWebhook(delayMs: number, place: () => Promise<unknown>): void {
  const set = pendingWebhooks()
  const done = new Promise<void>((resolve) => {
    setTimeout(() => void place().catch(() => {}).finally(resolve), delayMs).unref()
  })
  set.add(done)
  void done.finally(() => set.delete(done))
}

/**
 * Waits until no stand-in webhook is scheduled or running, so that a paid session's late order
 * cannot land after the next test has restored the database (payments-sandbox.spec.ts).
 */
export async function settleSandboxWebhooks(): Promise<void> {
  for (let set = pendingWebhooks(); set.size; ) await Promise.allSettled([...set])
}
