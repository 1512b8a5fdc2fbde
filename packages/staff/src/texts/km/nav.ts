import type { Translation } from "../translation"
import type { nav as en } from "../en/nav"

/** The staff texts of the "nav" area, in Khmer: the same keys as English. */
export const nav: Translation<typeof en> = {}
