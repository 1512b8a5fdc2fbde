import type { ConfigModule } from "@medusajs/framework/types"
import { cardMode } from "../card-payment/card-sandbox"
import { MANUAL_METHODS, type ManualMethod, type PaymentMethod, type PaymentMethodsResponse, type PaymentRecipient } from "@shop/contract"

/**
 * The spec's paymentMethod values ("stripe" is the card) and the manual ones, as in the plugin's
 * payment-manual provider (pp_{method}_manual): the contract's.
 */
export { MANUAL_METHODS, PAYMENT_METHODS, type ManualMethod, type PaymentMethod, type PaymentMethodsResponse } from "@shop/contract"

/** The provider that takes a payment method's session (see medusa-backend/medusa-config.ts). */
export const CARD_PROVIDER_ID = "pp_stripe-checkout_stripe"
export function providerIdFor(method: PaymentMethod): string {
  return method === "stripe" ? CARD_PROVIDER_ID : `pp_${method}_manual`
}

export type Recipient = PaymentRecipient

type ProviderEntry = { resolve?: unknown; id?: string; options?: Record<string, unknown> }

/**
 * The payment module's providers as medusa-config.ts registers them. defineConfig keeps modules
 * as an object keyed by module name (or, unnormalised, as an array); both are read.
 */
function paymentProviders(config: Pick<ConfigModule, "modules">): ProviderEntry[] {
  const modules = (config.modules ?? {}) as Record<string, any> | any[]
  const entries: any[] = Array.isArray(modules) ? modules : Object.entries(modules).map(([key, m]) => ({ key, ...(typeof m === "object" ? m : {}) }))
  const payment = entries.find(
    (m) => m?.key === "payment" || m?.resolve === "@medusajs/medusa/payment" || m?.resolve === "@medusajs/payment"
  )
  return (payment?.options?.providers ?? []) as ProviderEntry[]
}

/**
 * GET /api/payment-methods: the recipient of each manual method, read from the manual provider's
 * options (the one place they are configured), whether card payments use the local sandbox
 * (no STRIPE_API_KEY) and whether cards can be paid at all (no key and the sandbox off: not).
 */
export function paymentMethodsFromConfig(
  config: Pick<ConfigModule, "modules">,
  env: NodeJS.ProcessEnv = process.env
): PaymentMethodsResponse {
  const manual = paymentProviders(config).find(
    (p) => p.id === "manual" && String(p.resolve ?? "").includes("payment-manual")
  )
  const options = (manual?.options ?? {}) as Partial<Record<ManualMethod, Recipient>>
  const out = {} as PaymentMethodsResponse
  for (const method of MANUAL_METHODS) {
    const r = options[method]
    out[method] = r?.handle ? { handle: r.handle, ...(r.name ? { name: r.name } : {}) } : null
  }
  const mode = cardMode(env)
  out.card = { sandbox: mode === "sandbox", available: mode !== "off" }
  return out
}
