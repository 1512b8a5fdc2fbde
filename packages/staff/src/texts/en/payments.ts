/** The staff texts of the "payments" area, in English (the spec's texts word for word). */
export const payments = {} as const
