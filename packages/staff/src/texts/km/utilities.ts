import type { Translation } from "../translation"
import type { utilities as en } from "../en/utilities"

/** The staff texts of the "utilities" area, in Khmer: the same keys as English. */
export const utilities: Translation<typeof en> = {}
