/** A query key: what TanStack Query takes (readonly arrays). */
export type Key = readonly unknown[]

/** A query as TanStack's queryOptions shape: each app calls its own useQuery(def) (no React Query here). */
export type QueryDef<T> = { queryKey: Key; queryFn: () => Promise<T> }

/**
 * A change: what it calls, and the keys whose data it makes stale (each app's useStaffMutation
 * invalidates them after the change, success or not).
 */
export type MutationDef<V, T> = { mutationFn: (vars: V) => Promise<T>; invalidates: Key[] }

export const queryDef = <T>(queryKey: Key, queryFn: () => Promise<T>): QueryDef<T> => ({ queryKey, queryFn })
export const mutationDef = <V, T>(mutationFn: (vars: V) => Promise<T>, invalidates: Key[] = []): MutationDef<V, T> => ({ mutationFn, invalidates })
