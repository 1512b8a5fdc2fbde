import { readErrorBody, type ErrorCode } from "@shop/contract"

/**
 * The shipping failures a screen says in its own language, by code (with describeError: the words,
 * then what the server added after the code's text): i18n keys of the shipping words.
 */
export const SHIPPING_MESSAGE_KEYS = {
  "shipping.ratesFailed": "rates.failed",
  "shipping.noRates": "rates.none",
  "shipping.labelFailed": "label.failed",
  "shipping.labelExists": "label.already",
  "shipping.unknownProvider": "label.unknownProvider",
  "shipping.statusFailed": "admin.shipFailed",
  "shipping.paymentNotVerified": "payment.notVerified",
  "shipping.sandboxPayment": "payment.sandbox",
  "shipping.overPackageLimit": "packages.tooHeavy",
} as const satisfies Partial<Record<ErrorCode, string>>
export type ShippingMessageKey = (typeof SHIPPING_MESSAGE_KEYS)[keyof typeof SHIPPING_MESSAGE_KEYS]

/** The screens' key for a failure's code (their words for it), else undefined (then the server's text is shown). */
export const shippingMessageKey = (code: ErrorCode | null | undefined): ShippingMessageKey | undefined =>
  code && code in SHIPPING_MESSAGE_KEYS ? SHIPPING_MESSAGE_KEYS[code as keyof typeof SHIPPING_MESSAGE_KEYS] : undefined

/** What a failed shipping call said: its code, the server's text, Shippo's own words, the HTTP status. */
export type ShippingFailureInfo = { code: ErrorCode | null; error: string | null; details: string | null; status: number | null }

/** A failed call's body (JSON object or its raw text) as a failure. */
export function shippingFailureOfBody(body: unknown, status: number | null = null): ShippingFailureInfo {
  const info = readErrorBody(body)
  return { code: info.code, error: info.text, details: info.details, status }
}

/**
 * A 200 that is still a failure: `success: false` (spec point 8), or for a label call any answer
 * without `success: true` ('Failed to create shipping label.'). Null for a good answer.
 */
export function failedAnswer(answer: unknown, { requireSuccess = false } = {}): ShippingFailureInfo | null {
  const success = (answer as { success?: unknown } | null)?.success
  if (success === false || (requireSuccess && success !== true)) return shippingFailureOfBody(answer ?? {}, null)
  return null
}
