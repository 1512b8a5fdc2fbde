/** The staff texts of the "orders" area, in English (the spec's texts word for word). */
export const orders = {} as const
