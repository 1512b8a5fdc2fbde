import { addOrderNote, orderHistoryQuery } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { shopClient } from "../lib/api"
import { useStaffMutation } from "./paged-query"

/** The shop's timeline of a Medusa order (GET /admin/shop/orders/{id}/history). */
export const useOrderHistory = (medusaOrderId: string) => useQuery(orderHistoryQuery(shopClient, medusaOrderId))

/** Staff's internal note (POST /admin/shop/orders/{id}/notes); the timeline is asked again. */
export const useAddOrderNote = (medusaOrderId: string) => useStaffMutation(addOrderNote(shopClient, medusaOrderId))
