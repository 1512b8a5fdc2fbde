import type { Translation } from "../translation"
import type { common as en } from "../en/common"

/** The staff texts of the "common" area, in Khmer: the same keys as English. */
export const common: Translation<typeof en> = {}
