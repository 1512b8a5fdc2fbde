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
} as const
