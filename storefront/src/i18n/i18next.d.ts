import "i18next"
import type common from "./en/common.json"
import type { StaffCatalog, Translation } from "@shop/staff/texts"
import type { staffAdminTexts } from "../features/staff/staff-texts"

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    // admin, products and shipping load with the staff screens (registerNamespace), not with the shop;
    // all three are @shop/staff's catalog, shared with Medusa's admin.
    resources: { common: typeof common; admin: typeof staffAdminTexts.en; products: Translation<StaffCatalog["products"]>; shipping: Translation<StaffCatalog["shipping"]>; roles: Translation<StaffCatalog["roles"]> }
  }
}
