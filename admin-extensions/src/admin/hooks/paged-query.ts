import type { MutationDef, QueryDef } from "@shop/staff"
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"

/**
 * One page of a shop list (a query definition of @shop/staff); the previous page stays shown while
 * the next one loads; asked again every `refetchInterval` ms while shown (react-query pauses it in a hidden tab).
 */
export function usePagedDef<T>(def: QueryDef<T>, { refetchInterval }: { refetchInterval?: number; refetchIntervalInBackground?: boolean } = {}) {
  return useQuery({ ...def, placeholderData: keepPreviousData, refetchInterval, refetchIntervalInBackground: false })
}

/** One page of a shop list by its path (its limit/offset and filters in `query`). */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  options: { refetchInterval?: number; refetchIntervalInBackground?: boolean } = {}
) {
  return usePagedDef<T>({ queryKey, queryFn: () => shopFetch<T>(path, { query }) }, options)
}

/** A change of @shop/staff: the keys it names are refetched once it is done (success or not). */
export function useStaffMutation<V, T>(def: MutationDef<V, T>, onSuccess?: (data: T) => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: def.mutationFn,
    onSuccess,
    onSettled: () => Promise.all(def.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
