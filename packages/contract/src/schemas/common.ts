import { z } from "zod"

/** Text checked for an e-mail address: "" means none. */
export const emailFormat = z.email()

export const isEmailOrEmpty = (v: string) => v === "" || emailFormat.safeParse(v).success
