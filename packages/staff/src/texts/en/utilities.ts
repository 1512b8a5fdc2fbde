/** The staff texts of the "utilities" area, in English (the spec's texts word for word). */
export const utilities = {} as const
