import { staffTexts, type StaffCatalog, type Translation } from "@shop/staff/texts"
import enRest from "../../i18n/en/admin.json"
import kmRest from "../../i18n/km/admin.json"

/**
 * The "admin" namespace of the shop's back office: the staff catalog of @shop/staff (one English,
 * one Khmer for both back offices) under the names these screens use, and the payment words still
 * kept in i18n/{en,km}/admin.json.
 */
const adminNamespace = <C extends Translation<StaffCatalog>, R extends object>(c: C, rest: R) => ({
  ...rest,
  common: c.common,
  serverText: c.common.serverText,
  login: c.signIn,
  header: c.nav.header,
  dashboard: c.nav.dashboard,
  orders: c.orders.list,
  order: c.orders.order,
  status: c.orders.status,
  clear: c.orders.clear,
  archived: c.archivedOrders,
  emails: c.emails,
})

export const staffAdminTexts = { en: adminNamespace(staffTexts.en, enRest), km: adminNamespace(staffTexts.km, kmRest) }
