import { MedusaService } from "@medusajs/framework/utils"
import { ShopSettings } from "./models/shop-settings"

class ShopSettingsModuleService extends MedusaService({ ShopSettings }) {}

export default ShopSettingsModuleService
