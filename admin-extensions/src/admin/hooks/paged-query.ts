import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"

/** One page of a shop list (its limit/offset and filters in `query`); the previous page stays shown while the next one loads. */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  { refetchInterval }: { refetchInterval?: number } = {}
) {
  return useQuery({
    queryKey,
    queryFn: () => shopFetch<T>(path, { query }),
    placeholderData: keepPreviousData,
    // asked again every `refetchInterval` ms while shown (react-query pauses it in a hidden tab)
    refetchInterval,
  })
}
