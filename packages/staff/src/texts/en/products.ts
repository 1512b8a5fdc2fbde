/** The staff texts of the "products" area, in English (the spec's texts word for word). */
export const products = {} as const
