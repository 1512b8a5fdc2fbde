import type { ManualMethod } from "@shop/contract"
import { z } from "zod/mini"

/** Spec point 5: the checkout form's rules; messages are i18n keys whose English text is the spec's. */
export const customerSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, "checkout.errors.firstName")),
  lastName: z.string().check(z.trim(), z.minLength(1, "checkout.errors.lastName")),
  email: z.union([z.literal(""), z.email("checkout.errors.email")]),
  phone: z.string().check(z.trim(), z.minLength(10, "checkout.errors.phone")),
  address: z.string().check(z.trim(), z.minLength(1, "checkout.errors.address")),
  city: z.string().check(z.trim(), z.minLength(1, "checkout.errors.city")),
  state: z.string().check(z.trim(), z.minLength(1, "checkout.errors.state")),
  zip: z.string().check(z.trim(), z.minLength(5, "checkout.errors.zip")),
  notes: z.optional(z.string()),
})

export type CustomerInfo = z.infer<typeof customerSchema>
export type CustomerErrorKey = `checkout.errors.${"firstName" | "lastName" | "email" | "phone" | "address" | "city" | "state" | "zip"}`

/** The order's payment methods ("stripe" is the card) and the manual ones: the contract's. */
export { MANUAL_METHODS, PAYMENT_METHODS, type ManualMethod, type PaymentMethod } from "@shop/contract"

/** The one-line delivery address of the order payload (spec point 3). */
export const deliveryAddress = (c: Pick<CustomerInfo, "address" | "city" | "state" | "zip">) => `${c.address}, ${c.city}, ${c.state} ${c.zip}`

/** Spec point 3: 'ORDER-' and six random digits (100000 to 999999), shown to the shopper, not sent. */
export const newOrderNumber = (random: () => number = Math.random) => `ORDER-${100000 + Math.floor(random() * 900000)}`

/** Spec point 4: the synthetic session id of a self-declared manual payment. */
export const manualSessionId = (method: ManualMethod, now: number = Date.now()) => `manual_${method}_${now}`
