import { useEffect, useState } from "react"
import type { OrderListFilters } from "./order-filters"

/**
 * The orders list's search box over its URL filters, as both back offices draw it: the box shows
 * what is typed, the filters get it after `debounceMs` (or at once with `apply`, on Enter), and the
 * box follows the URL when that changes (back, a shared link). `clear` empties the box and every filter.
 */
export function useOrderSearchBox(search: string | undefined, set: (change: Partial<OrderListFilters> | null) => void, debounceMs: number) {
  const [typed, setTyped] = useState(search ?? "")
  useEffect(() => setTyped(search ?? ""), [search])
  useEffect(() => {
    if (typed.trim() === (search ?? "")) return
    const timer = setTimeout(() => set({ search: typed }), debounceMs)
    return () => clearTimeout(timer)
  })
  const clear = () => {
    setTyped("")
    set(null)
  }
  return { typed, setTyped, apply: () => set({ search: typed }), clear }
}
