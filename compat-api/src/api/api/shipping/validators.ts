import { z } from "@medusajs/framework/zod"

/** Spec point 5's texts where the screens' checks have one. */
export const SHIPPING_INPUT_ERRORS = {
  orderId: "orderId must be an order number.",
  packageType: "Please select a package type.",
  rateId: "Please select a shipping rate.",
  weight: 'estimatedWeight must be a weight in pounds, e.g. "2".',
  dimensions: "dimensions must give length, width and height in inches.",
  orderItems: "orderItems must list the order's items with their quantity.",
  flatRate: "packageType must be a USPS flat-rate type: small_flat_rate_box, medium_flat_rate_box, large_flat_rate_box or flat_rate_envelope.",
} as const
const E = SHIPPING_INPUT_ERRORS

export const FLAT_RATE_TYPES = ["small_flat_rate_box", "medium_flat_rate_box", "large_flat_rate_box", "flat_rate_envelope"] as const

const orderId = z
  .union([z.number().int().positive(), z.string().trim().regex(/^\d{1,12}$/)], { error: E.orderId })
  .transform(Number)
const packageType = z.string({ error: E.packageType }).trim().min(1, E.packageType).max(40, E.packageType)
const side = z.union([z.number(), z.string().trim().max(10)], { error: E.dimensions })
const dimensions = z
  .object({ length: side.optional(), width: side.optional(), height: side.optional() }, { error: E.dimensions })
  .nullable()
  .optional()

/** POST /api/shipping/shippo/get-rates */
export const ApiPostGetRates = z.object({
  orderId,
  packageType,
  estimatedWeight: z.union([z.string().trim().max(10), z.number()], { error: E.weight }).default("2"),
  dimensions,
})

/** POST /api/shipping/shippo/create-label */
export const ApiPostCreateLabel = z.object({
  orderId,
  rateId: z.string({ error: E.rateId }).trim().min(1, E.rateId).max(200, E.rateId),
  packageType: z.string().trim().max(40).nullable().optional(),
  /** The screen's carrier (usps, ups, fedex); anything else is 'Unknown shipping provider'. */
  provider: z.string().trim().max(40).nullable().optional(),
})

/** POST /api/shipping/create-label (direct USPS) */
export const ApiPostDirectLabel = z.object({ orderId, packageType })

/** POST /api/simple-shipping/create-label */
export const ApiPostSimpleLabel = z.object({
  orderId,
  packageType: z.enum(FLAT_RATE_TYPES, { error: E.flatRate }),
})

/** POST /api/shipping/usps-flat-rates */
export const ApiPostUspsFlatRates = z.object({
  orderItems: z
    .array(z.object({ quantity: z.union([z.number(), z.string().trim().max(10)], { error: E.orderItems }) }, { error: E.orderItems }), {
      error: E.orderItems,
    })
    .min(1, E.orderItems)
    .max(500, E.orderItems),
  orderId: orderId.nullable().optional(),
})
