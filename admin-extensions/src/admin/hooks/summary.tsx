import { ordersSummaryQuery, type DayRange } from "@shop/staff"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { shopClient } from "../lib/api"

/** How often the open order list asks for the day's numbers again. */
export const SUMMARY_REFRESH_MS = 30_000

/** The day numbers of a range (GET /admin/shop/orders/summary); the previous range's stay shown while a new one loads. */
export const useOrdersSummary = (range: DayRange | null) =>
  useQuery({
    ...ordersSummaryQuery(shopClient, range ?? { from: "", to: "" }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: SUMMARY_REFRESH_MS,
    refetchIntervalInBackground: false,
  })
