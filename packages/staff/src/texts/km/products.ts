import type { Translation } from "../translation"
import type { products as en } from "../en/products"

/** The staff texts of the "products" area, in Khmer: the same keys as English. */
export const products: Translation<typeof en> = {}
