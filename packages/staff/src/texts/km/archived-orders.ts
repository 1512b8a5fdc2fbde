import type { Translation } from "../translation"
import type { archivedOrders as en } from "../en/archived-orders"

/** The staff texts of the "archivedOrders" area, in Khmer: the same keys as English. */
export const archivedOrders: Translation<typeof en> = {}
