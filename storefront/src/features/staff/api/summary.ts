import { ordersSummaryQuery, type DayRange } from "@shop/staff"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { staffClient } from "./client"

/** How often the open dashboard asks for the day's numbers again (order changes made here refetch at once). */
export const SUMMARY_REFRESH_MS = 30_000

/** The day numbers of a range (GET /api/orders/summary); the previous range's stay shown while a new one loads. */
export const useOrdersSummary = (range: DayRange | null) =>
  useQuery({
    ...ordersSummaryQuery(staffClient, range ?? { from: "", to: "" }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: SUMMARY_REFRESH_MS,
    refetchIntervalInBackground: false,
  })
