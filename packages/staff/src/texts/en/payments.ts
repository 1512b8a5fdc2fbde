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
  /** The order's story (the contract's PaymentState): the badge every screen shows. */
  state: {
    awaiting: "Awaiting payment",
    customer_says_paid: "Customer says paid",
    paid: "Paid",
    partially_refunded: "Partially refunded",
    refunded: "Refunded",
    rejected: "Rejected",
    canceled: "Cancelled, nothing paid",
  },
} as const
