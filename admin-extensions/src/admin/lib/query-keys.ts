/** Our react-query keys (the dashboard's own start with its resource names: "orders", "products"). */
export const shopKeys = {
  all: ["cambodian-shop"] as const,
  order: (medusaOrderId: string) => [...shopKeys.all, "order", medusaOrderId] as const,
  orderQueue: () => [...shopKeys.all, "order-queue"] as const,
  archivedOrders: (query?: Record<string, unknown>) =>
    query ? ([...shopKeys.all, "archived-orders", query] as const) : ([...shopKeys.all, "archived-orders"] as const),
  contactMessages: (query?: Record<string, unknown>) =>
    query ? ([...shopKeys.all, "contact-messages", query] as const) : ([...shopKeys.all, "contact-messages"] as const),
  notifications: () => [...shopKeys.all, "notifications"] as const,
  notificationList: (query?: Record<string, unknown>) =>
    query ? ([...shopKeys.notifications(), "list", query] as const) : ([...shopKeys.notifications(), "list"] as const),
  notification: (id: string) => [...shopKeys.notifications(), "detail", id] as const,
  product: (id: string) => [...shopKeys.all, "product", id] as const,
  shipping: () => [...shopKeys.all, "shipping"] as const,
  orderShipping: (medusaOrderId: string) => [...shopKeys.shipping(), "order", medusaOrderId] as const,
  shipmentList: (query?: Record<string, unknown>) =>
    query ? ([...shopKeys.shipping(), "list", query] as const) : ([...shopKeys.shipping(), "list"] as const),
  labels: () => [...shopKeys.shipping(), "labels"] as const,
  shippoMode: () => [...shopKeys.shipping(), "mode"] as const,
  medusaAdminRefusal: () => [...shopKeys.all, "medusa-admin-refusal"] as const,
  khmerFontData: () => [...shopKeys.all, "khmer-font-data"] as const,
}

/** The dashboard's query keys we refresh after a change (its queryKeysFactory: [resource, …]). */
export const medusaKeys = {
  orders: ["orders"] as const,
  products: ["products"] as const,
  translations: ["translations"] as const,
}
