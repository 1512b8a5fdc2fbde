import { staffTexts, type StaffCatalog, type Translation } from "@shop/staff/texts"

/**
 * The "admin" namespace of the shop's back office: the staff catalog of @shop/staff (one English,
 * one Khmer for both back offices) under the names these screens use.
 */
const adminNamespace = <C extends Translation<StaffCatalog>>(c: C) => ({
  payments: c.payments,
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
  orderActions: c.orderActions,
  emails: c.emails,
  ordersList: c.ordersList,
  dayNumbers: c.dayNumbers,
  messages: c.contactMessages,
  history: c.orderHistory,
})

export const staffAdminTexts = { en: adminNamespace(staffTexts.en), km: adminNamespace(staffTexts.km) }
