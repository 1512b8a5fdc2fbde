import type { Translation } from "../translation"
import type { orders as en } from "../en/orders"

/** The staff texts of the "orders" area, in Khmer: the same keys as English. */
export const orders: Translation<typeof en> = {}
