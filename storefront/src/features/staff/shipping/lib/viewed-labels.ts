import { useCallback, useSyncExternalStore } from "react"

/** Spec point 3: the browser-local record of the orders whose label staff have opened. */
export const VIEWED_LABELS_KEY = "viewedLabels"

const listeners = new Set<() => void>()

function readRaw(): string {
  try {
    return localStorage.getItem(VIEWED_LABELS_KEY) ?? "[]"
  } catch {
    return "[]"
  }
}

/** The order ids (as text) whose label was opened in this browser. */
export function viewedLabels(raw: string = readRaw()): string[] {
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

export function markLabelViewed(orderId: number | string) {
  const id = String(orderId)
  const ids = viewedLabels()
  if (ids.includes(id)) return
  try {
    localStorage.setItem(VIEWED_LABELS_KEY, JSON.stringify([...ids, id]))
  } catch {
    // storage full or blocked: the label still opens, only the 'Viewed' mark is lost
  }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab opened a label.
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === VIEWED_LABELS_KEY) && listener()
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

/** Which orders' labels were viewed, kept in step with every screen (and tab) that opens one. */
export function useViewedLabels() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => "[]")
  const isViewed = useCallback((orderId: number | string | null | undefined) => orderId != null && viewedLabels(raw).includes(String(orderId)), [raw])
  return { isViewed, markViewed: markLabelViewed }
}
