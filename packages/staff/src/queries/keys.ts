/**
 * The staff screens' query keys, one tree for both back offices (each app has its own QueryClient;
 * Medusa's dashboard's own keys start with its resource names: "orders", "products").
 */
const root = ["cambodian-shop"] as const
type Q = Record<string, unknown>
const withQuery = <K extends readonly unknown[]>(key: K, query?: Q) => (query ? ([...key, query] as const) : key)

export const staffKeys = {
  all: root,
  /** The shop's orders (the storefront's /api/orders lists, and Medusa's admin order panels). */
  orders: () => [...root, "orders"] as const,
  orderLists: () => [...staffKeys.orders(), "list"] as const,
  /** One filtered list (issue 27): the server's filters and the page are in the key. */
  orderList: (query?: Q) => withQuery(staffKeys.orderLists(), query),
  /** Every order at once (the shipping screens), fetched in pages. */
  allOrders: () => [...staffKeys.orders(), "everything"] as const,
  /** The unseen orders' count (spec point 7), refreshed after acknowledging, clearing or limiting. */
  newOrderCount: () => [...staffKeys.orders(), "new-count"] as const,
  /** The shop's side of one Medusa order. */
  order: (medusaOrderId: string) => [...staffKeys.orders(), "medusa", medusaOrderId] as const,
  orderQueue: () => [...staffKeys.orders(), "queue"] as const,
  archivedOrders: (query?: Q) => withQuery([...staffKeys.orders(), "archived"] as const, query),
  contactMessages: (query?: Q) => withQuery([...root, "contact-messages"] as const, query),
  /** One order's timeline (the id the backend knows it by: its number under /api, Medusa's id under /admin/shop). */
  orderHistory: (orderRef: string | number) => [...staffKeys.orders(), "history", String(orderRef)] as const,
  notifications: () => [...root, "notifications"] as const,
  notificationLists: () => [...staffKeys.notifications(), "list"] as const,
  notificationList: (query?: Q) => withQuery(staffKeys.notificationLists(), query),
  notification: (id: string) => [...staffKeys.notifications(), "detail", id] as const,
  product: (id: string) => [...root, "product", id] as const,
  shipping: () => [...root, "shipping"] as const,
  orderShipping: (medusaOrderId: string) => [...staffKeys.shipping(), "order", medusaOrderId] as const,
  shipmentList: (query?: Q) => withQuery([...staffKeys.shipping(), "list"] as const, query),
  labels: () => [...staffKeys.shipping(), "labels"] as const,
  shippoMode: () => [...staffKeys.shipping(), "mode"] as const,
  medusaAdminRefusal: () => [...root, "medusa-admin-refusal"] as const,
  khmerFontData: () => [...root, "khmer-font-data"] as const,
  /** The day numbers of a range (issue 27): under the orders, so every order change refetches them. */
  ordersSummary: (range?: { from: string; to: string }) => withQuery([...staffKeys.orders(), "summary"] as const, range),
}

/** Medusa's dashboard's query keys we refresh after a change (its queryKeysFactory: [resource, …]). */
export const medusaKeys = {
  orders: ["orders"] as const,
  products: ["products"] as const,
  translations: ["translations"] as const,
}
