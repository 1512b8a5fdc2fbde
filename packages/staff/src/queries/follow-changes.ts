/**
 * How an open list follows changes made elsewhere (issue 26 point 15): an order cancelled in
 * Medusa's admin or verified in the other back office shows within seconds, without a reload.
 * The list asks again every LIST_REFRESH_MS while its tab is visible; TanStack Query skips the
 * interval in a hidden tab (`refetchIntervalInBackground: false`), so a forgotten tab costs the
 * server nothing. One page of a list is a cheap call (bench:admin: GET /api/orders?limit=50 well
 * under 100 ms at 10,000 orders), and polling needs no extra server piece (no SSE here).
 */
export const LIST_REFRESH_MS = 4_000

/** The query options of a list that follows changes: spread them into useQuery / useInfiniteQuery. */
export const followChanges = { refetchInterval: LIST_REFRESH_MS, refetchIntervalInBackground: false } as const
