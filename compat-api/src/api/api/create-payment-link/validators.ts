import { z } from "@medusajs/framework/zod"
import { MAX_QUANTITY_PER_LINE } from "../../../orders/checkout-pricing"

export const PAYMENT_LINK_ERRORS = {
  amount: "amount must be a positive number of dollars.",
  name: "orderDetails.name is required.",
  items: "orderDetails.items must list at least one product.",
  item: "Each item needs the product's id or name.",
  quantity: `Each item's quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}.`,
  address: "orderDetails.address is required.",
  email: "orderDetails.email must be a valid email address.",
} as const

const E = PAYMENT_LINK_ERRORS
const emailFormat = z.email()

/** POST /api/create-payment-link body (spec point 7), plus the fields the checkout already has. */
export const ApiPostCreatePaymentLink = z.object({
  amount: z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, E.amount)], { error: E.amount })
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n > 0 && n <= 100_000, E.amount),
  orderDetails: z.object(
    {
      name: z.string({ error: E.name }).trim().min(1, E.name).max(200, E.name),
      items: z
        .array(
          // The spec lists items of name and quantity; the storefront also sends the id, which wins.
          z
            .object({
              id: z.string({ error: E.item }).trim().max(100, E.item).optional(),
              name: z.string({ error: E.item }).trim().max(300, E.item).optional(),
              quantity: z.number({ error: E.quantity }).int(E.quantity).min(1, E.quantity).max(MAX_QUANTITY_PER_LINE, E.quantity),
            })
            .refine((item) => !!item.id || !!item.name, { message: E.item, path: ["id"] }),
          { error: E.items }
        )
        .min(1, E.items)
        .max(100, E.items),
      address: z.string({ error: E.address }).trim().min(1, E.address).max(500, E.address),
      email: z
        .string({ error: E.email })
        .trim()
        .max(320, E.email)
        .refine((v) => v === "" || emailFormat.safeParse(v).success, E.email)
        .nullish()
        .transform((v) => v || undefined),
      phone: z.string().trim().max(40).nullish(),
      notes: z.string().trim().max(500, "orderDetails.notes must be at most 500 characters.").nullish(),
    },
    { error: "orderDetails is required." }
  ),
  regenerate: z.boolean().optional(),
  /** Our addition: with regenerate, the session the new link replaces; it is expired if still open. */
  previousSessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, "previousSessionId must be a Checkout Session id (cs_…).").optional(),
})

export type ApiPostCreatePaymentLinkType = z.output<typeof ApiPostCreatePaymentLink>
