import type { OrderHistory, OrderNote } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { staffKeys } from "./keys"

/**
 * One order's timeline. `orderRef` is what the backend knows the order by: its number under the
 * shop's /api, Medusa's order id under /admin/shop.
 */
export const orderHistoryQuery = (client: StaffClient, orderRef: string | number) =>
  queryDef(staffKeys.orderHistory(orderRef), () => client.json<OrderHistory>(`/orders/${encodeURIComponent(String(orderRef))}/history`))

/** Adds staff's internal note (1–2,000 characters); the timeline is refetched. */
export const addOrderNote = (client: StaffClient, orderRef: string | number) =>
  mutationDef(
    ({ text }: { text: string }) => client.json<OrderNote>(`/orders/${encodeURIComponent(String(orderRef))}/notes`, { method: "POST", body: { text } }),
    [staffKeys.orderHistory(orderRef)]
  )
