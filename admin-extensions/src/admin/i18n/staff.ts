import type { StaffCatalog, Translation } from "@shop/staff/texts"

/** The staff catalog's areas under the names our widgets and pages use (`t("archived.title")`). */
export const staffAreas = <C extends Translation<StaffCatalog>>(c: C) => ({
  nav: c.nav,
  common: c.common,
  login: c.signIn,
  status: c.orders.status,
  placement: c.orders.placement,
  order: c.orders.order,
  queue: c.orders.queue,
  archived: c.archivedOrders,
  orderActions: c.orderActions,
  contact: c.contactMessages,
  emails: c.emails,
  utilities: c.utilities,
  shipping: c.shipping,
  products: c.products,
  payments: c.payments,
  ordersList: c.ordersList,
  dayNumbers: c.dayNumbers,
  history: c.orderHistory,
  settings: c.shopSettings,
  roles: c.roles,
})
