import type { ManualMethod } from "@shop/contract"

/** The manual payment methods: the shopper pays outside the shop and staff check the money arrived (the contract's). */
export { MANUAL_METHODS, type ManualMethod } from "@shop/contract"

/** Where the shopper sends the money for one method (shown at checkout, stored on the payment). */
export type ManualMethodOptions = {
  /** The recipient the shopper pays: a $cashtag, @venmo user, Zelle e-mail/phone, PayPal.me name or ABA account id. */
  handle: string
  /** The account holder's name shown beside the handle (ABA's merchant name, optional elsewhere). */
  name?: string
}

/** Options of the payment-manual provider entry in medusa-config.ts: one block per method. */
export type ManualPaymentOptions = Record<ManualMethod, ManualMethodOptions>

/**
 * Keys of a payment session's `data` that record staff's decision. Only server code sets them
 * (through the payment module's updatePaymentSession): initiatePayment always clears them, so a
 * shopper creating a session through the store API cannot mark it verified.
 */
export type ManualPaymentData = {
  method: ManualMethod
  recipient: ManualMethodOptions
  amount?: unknown
  currency_code?: string
  /** Staff member (user id) who confirmed the money arrived, and when. */
  verified_by?: string | null
  verified_at?: string | null
  /** Staff member who rejected the payment (money never arrived), and when. */
  rejected_by?: string | null
  rejected_at?: string | null
  captured_at?: string | null
  canceled_at?: string | null
  refunded_amount?: number
  [key: string]: unknown
}
