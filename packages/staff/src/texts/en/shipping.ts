/** The staff texts of the "shipping" area, in English (the spec's texts word for word). */
export const shipping = {} as const
