/** The staff texts of the "contactMessages" area, in English (the spec's texts word for word). */
export const contactMessages = {} as const
