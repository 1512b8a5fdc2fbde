import type { ManualPaymentOptions } from "./types"

/**
 * The recipients of the manual methods, from the environment with sample values for a local shop.
 * medusa-config.ts passes them to the provider; GET /api/payment-methods reads them back from the
 * loaded config, so this is the one place they are set.
 */
export function manualPaymentOptions(env: NodeJS.ProcessEnv = process.env): ManualPaymentOptions {
  const merchant = env.PAYMENT_RECIPIENT_NAME || "Cambodian Heritage Market"
  return {
    cashapp: { handle: env.CASHAPP_HANDLE || "$CambodianHeritage", name: merchant },
    venmo: { handle: env.VENMO_HANDLE || "@Cambodian-Heritage", name: merchant },
    zelle: { handle: env.ZELLE_RECIPIENT || "payments@cambodian-shop.local", name: merchant },
    paypal: { handle: env.PAYPAL_HANDLE || "CambodianHeritage", name: merchant },
    // Same defaults as the KHQR code of /api/aba-qr-code (compat-api/src/lib/khqr-image.ts).
    aba: {
      handle: env.ABA_ACCOUNT_ID || "cambodianheritage@aclb",
      name: (env.ABA_MERCHANT_NAME || "Cambodian Heritage").slice(0, 25),
    },
  }
}
