import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import OrderDeskModule from "../modules/order-desk"

/** Each Medusa order has one order-desk entry (staff-side state): /api/orders writes it, or the order.placed subscriber for orders from elsewhere. */
export default defineLink(OrderDeskModule.linkable.orderDeskEntry, OrderModule.linkable.order)
