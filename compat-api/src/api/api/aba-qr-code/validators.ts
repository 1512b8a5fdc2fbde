import { z } from "@medusajs/framework/zod"

export const ABA_QR_ERRORS = {
  amount: "amount must be a positive number of US dollars up to 10000, with at most 2 decimals.",
  reference: "reference must be an order reference like ORDER-123456 (letters, digits and dashes, at most 25 characters).",
} as const

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
