import { shopFacts } from "@shop/contract"

/** Where parcels ship from (the shop's warehouse); Shippo's address fields. */
export type ShipFromAddress = {
  name: string
  company?: string
  street1: string
  street2?: string
  city: string
  state: string
  zip: string
  country: string
  phone?: string
  email?: string
}

/**
 * Options of the shipping module (and so of the `shippo` fulfillment provider, which works through
 * it), set from the environment in medusa-config.ts.
 */
export type ShippoOptions = {
  /** Shippo API key (SHIPPO_API_KEY, `shippo_test_…` or `shippo_live_…`). Absent: the offline sandbox. */
  apiKey?: string
  /** Shippo API base URL override (SHIPPO_API_URL); tests and benchmarks point it at a local fake. */
  apiUrl?: string
  /** How long one Shippo call may take (SHIPPO_TIMEOUT_MS, default 10000 ms). */
  timeoutMs?: number
  /** The ship-from address (SHIP_FROM_*). */
  shipFrom?: Partial<ShipFromAddress>
}

export const DEFAULT_TIMEOUT_MS = 10_000

/** The shop's own address (the contract's shop facts: the footer and e-mails show the same). */
export const DEFAULT_SHIP_FROM: ShipFromAddress = shopFacts().shipFrom

/** The options from the environment (medusa-config.ts); the ship-from is the shop facts' with their overrides. */
export function shippoOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ShippoOptions {
  return {
    apiKey: env.SHIPPO_API_KEY || undefined,
    apiUrl: env.SHIPPO_API_URL || undefined,
    timeoutMs: env.SHIPPO_TIMEOUT_MS ? Number(env.SHIPPO_TIMEOUT_MS) : undefined,
    shipFrom: shopFacts(env).shipFrom,
  }
}

/** What the provider keeps in a fulfillment's `data` after buying its label. */
export type ShippoFulfillmentData = {
  shipping_rate_id?: string
  package_type?: string
  transaction_id?: string
  carrier?: string
  service?: string
  amount?: string
  currency?: string
  tracking_number?: string
  tracking_url?: string
  label_url?: string
  /** The label stored by Medusa's file module (sandbox labels). */
  label_file_id?: string
  /** A sandbox label: no postage was bought. */
  sample?: boolean
  [key: string]: unknown
}
