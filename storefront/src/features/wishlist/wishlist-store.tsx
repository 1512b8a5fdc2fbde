import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react"
import { useProvided } from "../../lib/use-provided"

/** Browser storage key for the wishlist (product ids; the names come from the current catalog). */
export const WISHLIST_STORAGE_KEY = "wishlist"

/** Reads the stored ids, ignoring anything that is not a list of strings. */
export function readWishlist(storage: Pick<Storage, "getItem"> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY) ?? "[]")
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === "string"))] : []
  } catch {
    return []
  }
}

type WishlistValue = {
  ids: string[]
  has: (id: string) => boolean
  toggle: (id: string) => void
  remove: (id: string) => void
}

const WishlistContext = createContext<WishlistValue | null>(null)

/** The wishlist, kept in local storage and shared with other tabs of the shop. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<string[]>(() => readWishlist())

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === WISHLIST_STORAGE_KEY) {
        setIds(readWishlist())
      }
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])

  const save = useCallback((next: string[]) => {
    setIds(next)
    try {
      localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Private mode or a full quota: the wishlist still works for this visit.
    }
  }, [])

  const value = useMemo<WishlistValue>(
    () => ({
      ids,
      has: (id) => ids.includes(id),
      toggle: (id) => save(ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]),
      remove: (id) => save(ids.filter((i) => i !== id)),
    }),
    [ids, save]
  )
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>
}

export const useWishlist = () => useProvided(WishlistContext, "useWishlist", "WishlistProvider")
