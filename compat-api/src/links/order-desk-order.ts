import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import OrderDeskModule from "../modules/order-desk"

/** Each Medusa order placed through /api/orders has one order-desk entry (staff-side state). */
export default defineLink(OrderDeskModule.linkable.orderDeskEntry, OrderModule.linkable.order)
