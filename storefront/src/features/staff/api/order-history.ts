import { addOrderNote, orderHistoryQuery } from "@shop/staff"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { staffClient } from "./client"

export type { OrderHistoryEvent, OrderNote } from "@shop/contract"

/** One order's timeline (GET /api/orders/{number}/history), oldest first. */
export const useOrderHistory = (orderNumber: number) => useQuery(orderHistoryQuery(staffClient, orderNumber))

/** Staff's internal note (POST /api/orders/{number}/notes); the timeline is asked again. */
export function useAddOrderNote(orderNumber: number) {
  const queryClient = useQueryClient()
  const { mutationFn, invalidates } = addOrderNote(staffClient, orderNumber)
  return useMutation({ mutationFn, onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) })
}
