import { en } from "./en"
import { km } from "./km"

/** i18next namespace of the shop's strings in the dashboard (the sidebar labels use it too). */
export const SHOP_NS = "cambodianShop"

/**
 * Medusa's admin merges this into its own i18next resources (the admin-sdk reads
 * src/admin/i18n/index.ts). Registering `km` also makes Khmer a language the dashboard accepts
 * (its own strings fall back to English).
 */
export default {
  en: { [SHOP_NS]: en },
  km: { [SHOP_NS]: km },
}
