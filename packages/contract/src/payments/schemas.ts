import { z } from "zod"
import { MAX_QUANTITY_PER_LINE } from "../constants.js"
import { ABA_QR_ERRORS, ORDER_ERRORS, PAYMENT_LINK_ERRORS as E } from "../errors.js"
import { optionalEmail } from "../schemas/common.js"

/** Stripe's Checkout Session ids (and the sandbox's cs_test_sandbox_…) look like this. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/

/** POST /api/create-payment-link body (spec point 7), plus the fields the checkout already has. */
export const ApiPostCreatePaymentLink = z.object({
  amount: z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, E.amount)], { error: E.amount })
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
      email: optionalEmail(E.email, E.email, undefined),
      phone: z.string().trim().max(40).nullish(),
      notes: z.string().trim().max(500, E.notes).nullish(),
    },
    { error: E.orderDetails }
  ),
  regenerate: z.boolean().optional(),
  /** Our addition: the shopper's language, so an order the webhook places is e-mailed in it. */
  locale: z.enum(["en", "km"], { error: ORDER_ERRORS.locale }).optional(),
  /** Our addition: with regenerate, the session the new link replaces; it is expired if still open. */
  previousSessionId: z.string().regex(CHECKOUT_SESSION_ID, E.previousSessionId).optional(),
})

/** What the checkout sends to POST /api/create-payment-link. */
export type PaymentLinkRequest = z.input<typeof ApiPostCreatePaymentLink>
export type ApiPostCreatePaymentLinkType = z.output<typeof ApiPostCreatePaymentLink>

/**
 * GET /api/aba-qr-code query: nothing (the spec's call: the shop's static KHQR), or the amount due
 * and the order reference printed in a dynamic KHQR; one without the other is refused.
 */
export const ApiGetAbaQrCode = z
  .object({
    amount: z
      .string({ error: ABA_QR_ERRORS.amount })
      .trim()
      .regex(/^\d{1,5}(\.\d{1,2})?$/, ABA_QR_ERRORS.amount)
      .transform(Number)
      .refine((n) => n > 0 && n <= 10_000, ABA_QR_ERRORS.amount)
      .optional(),
    reference: z
      .string({ error: ABA_QR_ERRORS.reference })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,24}$/, ABA_QR_ERRORS.reference)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.amount === undefined && q.reference !== undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: ABA_QR_ERRORS.amount })
    }
    if (q.reference === undefined && q.amount !== undefined) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: ABA_QR_ERRORS.reference })
    }
  })
  .transform((q) => (q.amount !== undefined && q.reference !== undefined ? { amount: q.amount, reference: q.reference } : null))
