import { Module } from "@medusajs/framework/utils"
import ShopSettingsModuleService from "./service"

export const SHOP_SETTINGS_MODULE = "shopSettings"

/** The one record of the shop's own facts (name, address, hours, banner, pages), see src/shop-settings. */
export default Module(SHOP_SETTINGS_MODULE, { service: ShopSettingsModuleService })

export { ShopSettingsModuleService }
