/** The staff texts of the "signIn" area, in English (the spec's texts word for word). */
export const signIn = {} as const
