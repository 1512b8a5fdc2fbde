/** The staff texts of the "nav" area, in English (the spec's texts word for word). */
export const nav = {} as const
