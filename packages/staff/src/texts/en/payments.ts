import { PAYMENT_STATE_LABELS } from "@shop/contract"

/** The staff texts of the "payments" area, in English (the spec's texts word for word). Brand names are not texts: @shop/contract's PAYMENT_BRAND_NAMES. */
export const payments = {
  method: {
    card: "Card",
    other: "Other",
  },
  status: {
    pending: "Pending",
    paid: "Paid",
    failed: "Failed",
  },
  /** The order's story (the contract's PaymentState): the badge every screen shows, the contract's words. */
  state: PAYMENT_STATE_LABELS.en,
} as const
