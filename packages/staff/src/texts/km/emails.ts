import type { Translation } from "../translation"
import type { emails as en } from "../en/emails"

/** The staff texts of the "emails" area, in Khmer: the same keys as English. */
export const emails: Translation<typeof en> = {}
