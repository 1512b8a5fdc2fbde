import { CHECKOUT_FIELD_MAX as MAX, deliveryAddressLine, type ManualMethod } from "@shop/contract"
import { z } from "zod/mini"

const TOO_LONG = "checkout.errors.tooLong"

/**
 * Spec point 5: the checkout form's rules; messages are i18n keys whose English text is the spec's.
 * Each field is also held to the length the order call accepts (the contract's CHECKOUT_FIELD_MAX),
 * so that a shopper who has paid is never refused for a field the form let through.
 */
export const customerSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, "checkout.errors.firstName"), z.maxLength(MAX.firstName, TOO_LONG)),
  lastName: z.string().check(z.trim(), z.minLength(1, "checkout.errors.lastName"), z.maxLength(MAX.lastName, TOO_LONG)),
  email: z.union([z.literal(""), z.email("checkout.errors.email").check(z.maxLength(MAX.email, TOO_LONG))]),
  phone: z.string().check(z.trim(), z.minLength(10, "checkout.errors.phone"), z.maxLength(MAX.phone, TOO_LONG)),
  address: z.string().check(z.trim(), z.minLength(1, "checkout.errors.address"), z.maxLength(MAX.address, TOO_LONG)),
  city: z.string().check(z.trim(), z.minLength(1, "checkout.errors.city"), z.maxLength(MAX.city, TOO_LONG)),
  state: z.string().check(z.trim(), z.minLength(1, "checkout.errors.state"), z.maxLength(MAX.state, TOO_LONG)),
  zip: z.string().check(z.trim(), z.minLength(5, "checkout.errors.zip"), z.maxLength(MAX.zip, TOO_LONG)),
  notes: z.optional(z.string().check(z.maxLength(MAX.notes, TOO_LONG))),
})

export type CustomerInfo = z.infer<typeof customerSchema>
export type CustomerErrorKey = `checkout.errors.${"firstName" | "lastName" | "email" | "phone" | "address" | "city" | "state" | "zip" | "tooLong"}`

/** The order's payment methods ("stripe" is the card) and the manual ones: the contract's. */
export { MANUAL_METHODS, PAYMENT_METHODS, type ManualMethod, type PaymentMethod } from "@shop/contract"

/** The one-line delivery address of the order payload (spec point 3): the contract's, as every other channel's orders read. */
export const deliveryAddress = (c: Pick<CustomerInfo, "address" | "city" | "state" | "zip">) => deliveryAddressLine(c)

/** Spec point 3: 'ORDER-' and six random digits (100000 to 999999), shown to the shopper, not sent. */
export const newOrderNumber = (random: () => number = Math.random) => `ORDER-${100000 + Math.floor(random() * 900000)}`

/** Spec point 4: the synthetic session id of a self-declared manual payment. */
export const manualSessionId = (method: ManualMethod, now: number = Date.now()) => `manual_${method}_${now}`
