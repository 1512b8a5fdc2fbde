import { MedusaService } from "@medusajs/framework/utils"
import { OrderDeskEntry } from "./models/order-desk-entry"

class OrderDeskModuleService extends MedusaService({ OrderDeskEntry }) {}

export default OrderDeskModuleService
