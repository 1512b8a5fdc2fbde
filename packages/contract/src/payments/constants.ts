/** The order's payment methods (spec points 3 and 9). */

/** The manual methods: the shopper pays by app, staff verify the money (pp_{method}_manual). */
export const MANUAL_METHODS = ["cashapp", "venmo", "zelle", "paypal", "aba"] as const
export type ManualMethod = (typeof MANUAL_METHODS)[number]
/** The spec's paymentMethod values of an order; "stripe" is the card. */
export const PAYMENT_METHODS = ["stripe", ...MANUAL_METHODS] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** The methods that pay the card processing fee (spec point 9: 'stripe' or 'credit'). */
export const CARD_METHODS = ["stripe", "credit"] as const

export const isPaymentMethod = (v: unknown): v is PaymentMethod => typeof v === "string" && (PAYMENT_METHODS as readonly string[]).includes(v)
