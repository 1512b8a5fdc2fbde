import { useCallback, useEffect, useMemo, useReducer } from "react"

/**
 * The state of a staff list (archived orders, contact messages, e-mails, the shipping lists): its
 * page (limit/offset), the search as typed and as applied, and its filters. A new search or filter
 * starts on the first page; paging keeps them.
 */
export type ListState<F extends object = Record<string, never>> = {
  limit: number
  offset: number
  /** What is in the search box now. */
  typed: string
  /** The search the list is asked with (typed, trimmed, after the pause). */
  search: string
  filters: F
}

export type ListAction<F extends object> =
  | { type: "typed"; text: string }
  | { type: "search"; text: string }
  | { type: "filters"; change: Partial<F> }
  | { type: "offset"; offset: number }
  | { type: "reset"; filters: F }

export function listReducer<F extends object>(state: ListState<F>, action: ListAction<F>): ListState<F> {
  switch (action.type) {
    case "typed":
      return { ...state, typed: action.text }
    case "search": {
      const search = action.text.trim()
      return search === state.search ? state : { ...state, search, offset: 0 }
    }
    case "filters": {
      const filters = { ...state.filters, ...action.change }
      const same = Object.keys(filters).every((k) => filters[k as keyof F] === state.filters[k as keyof F])
      return same ? state : { ...state, filters, offset: 0 }
    }
    case "offset":
      return { ...state, offset: Math.max(0, action.offset) }
    case "reset":
      return { ...state, typed: "", search: "", filters: action.filters, offset: 0 }
  }
}

export const initialListState = <F extends object>(limit: number, filters: F): ListState<F> => ({ limit, offset: 0, typed: "", search: "", filters })

/** Where a page stands: 'from–to of count', 'Page page of pages', and whether there is a page before or after. */
export type PageInfo = {
  from: number
  to: number
  count: number
  page: number
  pages: number
  hasPrevious: boolean
  hasNext: boolean
  previousOffset: number
  nextOffset: number
}

/** `shown`: the rows the page has (defaults to what the limit allows of count). */
export function pageInfo({ offset, limit, count, shown }: { offset: number; limit: number; count: number; shown?: number }): PageInfo {
  const rows = shown ?? Math.max(0, Math.min(limit, count - offset))
  return {
    from: count && rows ? offset + 1 : 0,
    to: offset + rows,
    count,
    page: Math.floor(offset / limit) + 1,
    pages: Math.max(1, Math.ceil(count / limit)),
    hasPrevious: offset > 0,
    hasNext: offset + rows < count,
    previousOffset: Math.max(0, offset - limit),
    nextOffset: offset + limit,
  }
}

export type ListOptions<F extends object> = {
  /** Rows a page. */
  pageSize: number
  /** The filters at first (and after reset). */
  filters?: F
  /** The pause (ms) after typing before the search is applied; 0 applies it at once. */
  debounceMs?: number
}

/** The list state as a React hook (plain React: both apps use it with their own query library). */
export function useListState<F extends object = Record<string, never>>({ pageSize, filters, debounceMs = 0 }: ListOptions<F>) {
  const initialFilters = (filters ?? {}) as F
  const [state, dispatch] = useReducer(listReducer<F>, undefined, () => initialListState(pageSize, initialFilters))

  useEffect(() => {
    if (debounceMs <= 0 || state.typed.trim() === state.search) return
    const timer = setTimeout(() => dispatch({ type: "search", text: state.typed }), debounceMs)
    return () => clearTimeout(timer)
  }, [state.typed, state.search, debounceMs])

  const setTyped = useCallback(
    (text: string) => {
      dispatch({ type: "typed", text })
      if (debounceMs <= 0) dispatch({ type: "search", text })
    },
    [debounceMs]
  )
  const setFilter = useCallback((change: Partial<F>) => dispatch({ type: "filters", change }), [])
  const setOffset = useCallback((offset: number) => dispatch({ type: "offset", offset }), [])
  const setPage = useCallback((page: number) => dispatch({ type: "offset", offset: (Math.max(1, page) - 1) * pageSize }), [pageSize])
  const applySearch = useCallback((text: string) => dispatch({ type: "search", text }), [])
  const reset = useCallback(() => dispatch({ type: "reset", filters: initialFilters }), [initialFilters])

  const query = useMemo(() => ({ limit: state.limit, offset: state.offset, ...(state.search ? { q: state.search } : {}), ...state.filters }), [state])
  return {
    ...state,
    /** The 1-based page. */
    page: Math.floor(state.offset / state.limit) + 1,
    /** limit, offset, q (when searching) and the filters: what the list's call takes. */
    query,
    setTyped,
    applySearch,
    setFilter,
    setOffset,
    setPage,
    reset,
    /** Where a page of `count` rows (`shown` of them on this page) stands. */
    pageInfo: (count: number, shown?: number) => pageInfo({ offset: state.offset, limit: state.limit, count, shown }),
  }
}

export type ListControls<F extends object = Record<string, never>> = ReturnType<typeof useListState<F>>
export * from "./order-filters"
export * from "./order-search-box"
export * from "./pressed-buttons"
export * from "./selection"
