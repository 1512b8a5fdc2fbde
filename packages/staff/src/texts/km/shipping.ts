import type { Translation } from "../translation"
import type { shipping as en } from "../en/shipping"

/** The staff texts of the "shipping" area, in Khmer: the same keys as English. */
export const shipping: Translation<typeof en> = {}
