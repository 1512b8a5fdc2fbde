import { z } from "zod"
import { DEFAULT_WEIGHT_LB, FLAT_RATE_PACKAGES, SHIPPING_ORDER_LISTS } from "./constants.js"
import { SHIPPING_INPUT_ERRORS as E } from "../errors.js"
import { wholeQuery } from "../schemas/common.js"

const orderId = z.union([z.number().int().positive(), z.string().trim().regex(/^\d{1,12}$/, E.orderId)], { error: E.orderId }).transform(Number)
const packageType = z.string({ error: E.packageType }).trim().min(1, E.packageType).max(40, E.packageType)
const side = z.union([z.number(), z.string().trim().max(10)], { error: E.dimensions })
const dimensions = z
  .object({ length: side.optional(), width: side.optional(), height: side.optional() }, { error: E.dimensions })
  .nullable()
  .optional()

/**
 * Staff saying yes to 'The payment is not verified yet. Ship anyway?': a label or Ship for an order
 * whose payment is not verified (paymentStatus not paid) is refused (409 shipping.paymentNotVerified)
 * without it.
 */
export const allowUnverifiedPayment = z.boolean({ error: E.allowUnverifiedPayment }).optional()

/*
 * The package type and weight are checked against the contract's packages and limits by the
 * shipping module (compat-api/src/shipping/module/packages.ts), which answers the limit's own
 * message ("12 lb is over the 10 lb limit of the Medium Package. …").
 */

/** POST /api/shipping/shippo/get-rates */
export const ApiPostGetRates = z.object({
  orderId,
  packageType,
  estimatedWeight: z.union([z.string().trim().max(10), z.number()], { error: E.weight }).default(String(DEFAULT_WEIGHT_LB)),
  dimensions,
})

/** POST /api/shipping/shippo/create-label */
export const ApiPostCreateLabel = z.object({
  orderId,
  rateId: z.string({ error: E.rateId }).trim().min(1, E.rateId).max(200, E.rateId),
  packageType: z.string().trim().max(40).nullable().optional(),
  /** The screen's carrier (usps, ups, fedex); anything else is 'Unknown shipping provider'. */
  provider: z.string().trim().max(40).nullable().optional(),
  allowUnverifiedPayment,
})

/** POST /api/shipping/create-label (direct USPS) */
export const ApiPostDirectLabel = z.object({ orderId, packageType, allowUnverifiedPayment })

/** POST /api/simple-shipping/create-label */
export const ApiPostSimpleLabel = z.object({
  orderId,
  packageType: z.enum(FLAT_RATE_PACKAGES, { error: E.flatRate }),
  allowUnverifiedPayment,
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

export type RatesRequest = z.input<typeof ApiPostGetRates>
export type CarrierLabelRequest = z.input<typeof ApiPostCreateLabel>
export type DirectLabelRequest = z.input<typeof ApiPostDirectLabel>
export type SimpleLabelRequest = z.input<typeof ApiPostSimpleLabel>
export type UspsFlatRatesRequest = z.input<typeof ApiPostUspsFlatRates>

/** POST /admin/shop/shipping/orders/{id}/rates: the body of POST /api/shipping/shippo/get-rates without the order number. */
export const AdminShopShippingRates = ApiPostGetRates.omit({ orderId: true })

/** POST /admin/shop/shipping/orders/{id}/label: the body of POST /api/shipping/shippo/create-label without the order number. */
export const AdminShopShippingLabel = ApiPostCreateLabel.omit({ orderId: true })

/** POST /admin/shop/shipping/orders/{id}/ship: the Ship button (an empty body is fine). */
export const AdminShopShip = z.object({ allowUnverifiedPayment })


/** Order number, name or phone typed into a shipping list's search box ("" or absent: every order). */
export const shippingSearch = z
  .string({ error: E.search })
  .trim()
  .max(100, E.search)
  .optional()
  .transform((v) => v || undefined)

/**
 * GET /api/shipping/orders: one page of a shipping screen's list (/shipping-admin: pending, shipped;
 * /shippo-admin: simple-pending, simple-shipped), newest first, searched by order number, name or
 * phone. Answers ShippingOrdersPage.
 */
export const ApiShippingOrdersQuery = z.object({
  list: z.enum(SHIPPING_ORDER_LISTS, { error: E.shippingList }),
  page: wholeQuery(E.page, 1, 100_000, 1),
  limit: wholeQuery(E.pageLimit, 1, 100, 20),
  search: shippingSearch,
})

export type ShippingOrdersQuery = z.input<typeof ApiShippingOrdersQuery>
export type AdminShipRequest = z.input<typeof AdminShopShip>
export type AdminRatesRequest = z.input<typeof AdminShopShippingRates>
export type AdminLabelRequest = z.input<typeof AdminShopShippingLabel>
