/** The staff texts of the "archivedOrders" area, in English (the spec's texts word for word). */
export const archivedOrders = {} as const
