import { z } from "@medusajs/framework/zod"
import { ApiPostCreateLabel, ApiPostGetRates } from "../../api/shipping/validators"
import { PatchProductFields } from "../../api/upload-product/validators"

/** Query numbers arrive as text: a whole number within [min, max], or the default when absent. */
const whole = (name: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}.`)
    .optional()
    .transform((n) => n ?? fallback)

/** GET /admin/shop/order-queue: how many of each list at most. */
export const AdminShopOrderQueueQuery = z.object({
  limit: whole("limit", 1, 50, 10),
})

/** GET /admin/shop/contact-messages: a page of messages, optionally only open or handled ones. */
export const AdminShopContactMessagesQuery = z.object({
  limit: whole("limit", 1, 100, 20),
  offset: whole("offset", 0, 10_000_000, 0),
  handled: z
    .enum(["true", "false"], { error: 'handled must be "true" or "false".' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
})

/** POST /admin/shop/contact-messages/{id}. */
export const AdminShopContactMessageUpdate = z.object({
  handled: z.boolean({ error: "handled must be true or false." }),
})

/**
 * POST /admin/shop/products/{id}: the shop's own fields of a product, with the rules and messages
 * of PATCH /api/menu-items/{id}. Name, description, price and image stay with Medusa's own screens.
 */
export const AdminShopProductFields = PatchProductFields.pick({
  isNew: true,
  isPopular: true,
  cookTime: true,
  dietaryInfo: true,
  nameKm: true,
  descriptionKm: true,
  cookTimeKm: true,
  dietaryInfoKm: true,
})

/** GET /admin/shop/shipping/orders: one of the Shipping page's lists, a page of it. */
export const AdminShopShipmentQuery = z.object({
  list: z
    .enum(["pending", "shipped"], { error: 'list must be "pending" or "shipped".' })
    .optional()
    .transform((v) => v ?? "pending"),
  limit: whole("limit", 1, 100, 20),
  offset: whole("offset", 0, 10_000_000, 0),
})

/** POST /admin/shop/shipping/orders/{id}/rates: the body of POST /api/shipping/shippo/get-rates without the order number. */
export const AdminShopShippingRates = ApiPostGetRates.omit({ orderId: true })

/** POST /admin/shop/shipping/orders/{id}/label: the body of POST /api/shipping/shippo/create-label without the order number. */
export const AdminShopShippingLabel = ApiPostCreateLabel.omit({ orderId: true })
