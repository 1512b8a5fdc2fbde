import type { Translation } from "../translation"
import type { signIn as en } from "../en/sign-in"

/** The staff texts of the "signIn" area, in Khmer: the same keys as English. */
export const signIn: Translation<typeof en> = {}
