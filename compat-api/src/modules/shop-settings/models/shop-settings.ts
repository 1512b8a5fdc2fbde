import { model } from "@medusajs/framework/utils"

/**
 * The shop's own facts as an admin saved them (issue 27 point 9): one row (id "shop"), the form's
 * fields as JSON (@shop/contract's ShopSettings: per-language fields `{ en, km }`, empty meaning the
 * default). Validated by the contract's schema before every save; read through a cache.
 */
export const ShopSettings = model.define("shop_settings", {
  id: model.id({ prefix: "shopset" }).primaryKey(),
  settings: model.json(),
  /** Who saved last (the Medusa user id), for the record. */
  updated_by: model.text().nullable(),
})
