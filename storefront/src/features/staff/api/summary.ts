import { ordersSummaryWatch, type DayRange } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { staffClient } from "./client"

/** The day numbers of a range (GET /api/orders/summary), as @shop/staff's ordersSummaryWatch watches them. */
export const useOrdersSummary = (range: DayRange | null) => useQuery(ordersSummaryWatch(staffClient, range))
