/** The staff texts of the "common" area, in English (the spec's texts word for word). */
export const common = {} as const
