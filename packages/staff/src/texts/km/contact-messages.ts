import type { Translation } from "../translation"
import type { contactMessages as en } from "../en/contact-messages"

/** The staff texts of the "contactMessages" area, in Khmer: the same keys as English. */
export const contactMessages: Translation<typeof en> = {}
