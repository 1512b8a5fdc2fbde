import "i18next"
import type common from "./en/common.json"
import type { staffAdminTexts } from "../features/staff/staff-texts"
import type products from "./en/products.json"
import type shipping from "./en/shipping.json"

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    // admin, products and shipping load with the staff screens (registerNamespace), not with the shop.
    resources: { common: typeof common; admin: typeof staffAdminTexts.en; products: typeof products; shipping: typeof shipping }
  }
}
