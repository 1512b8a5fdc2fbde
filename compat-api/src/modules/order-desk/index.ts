import { Module } from "@medusajs/framework/utils"
import OrderDeskModuleService from "./service"

export const ORDER_DESK_MODULE = "order_desk"

export default Module(ORDER_DESK_MODULE, { service: OrderDeskModuleService })

export { OrderDeskModuleService }
export type { DeskCondition, OrderDeskEntryDTO, StaffOrderRow } from "./service"
