/** The staff texts of the "emails" area, in English (the spec's texts word for word). */
export const emails = {} as const
