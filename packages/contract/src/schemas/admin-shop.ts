import { z } from "zod"
import { SHIPMENT_LISTS } from "../constants.js"
import { ADMIN_SHOP_ERRORS, SHIPPING_INPUT_ERRORS } from "../errors.js"
import { booleanQuery, namedWholeQuery, pageQuery } from "./common.js"
import { shippingSearch } from "../shipping/schemas.js"


/** GET /admin/shop/order-queue: how many of each list at most. */
export const AdminShopOrderQueueQuery = z.object({
  limit: namedWholeQuery("limit", 1, 50, 10),
})

/** GET /admin/shop/contact-messages: a page of messages, optionally only open or handled ones. */
export const AdminShopContactMessagesQuery = z.object({
  ...pageQuery(100, 20),
  handled: booleanQuery(ADMIN_SHOP_ERRORS.handledQuery),
})

/** POST /admin/shop/contact-messages/{id}. */
export const AdminShopContactMessageUpdate = z.object({
  handled: z.boolean({ error: ADMIN_SHOP_ERRORS.handled }),
})

/** GET /admin/shop/shipping/orders: one of the Shipping page's lists, a page of it. */
export const AdminShopShipmentQuery = z.object({
  list: z
    .enum(SHIPMENT_LISTS, { error: SHIPPING_INPUT_ERRORS.list })
    .optional()
    .transform((v) => v ?? "pending"),
  ...pageQuery(100, 20),
  search: shippingSearch,
})

export type ContactMessageUpdateRequest = z.input<typeof AdminShopContactMessageUpdate>
