import { ordersSummaryWatch, type DayRange } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { shopClient } from "../lib/api"

/** The day numbers of a range (GET /admin/shop/orders/summary), as @shop/staff's ordersSummaryWatch watches them. */
export const useOrdersSummary = (range: DayRange | null) => useQuery(ordersSummaryWatch(shopClient, range))
