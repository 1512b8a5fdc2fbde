import { useLayoutEffect, useRef } from "react"
import { useLocation, useNavigationType } from "react-router-dom"

/** How long a hash link keeps its section in place while the page above it is still being drawn. */
export const HASH_HOLD_MS = 4000
/** What the shopper does that ends the hold: from then on the scroll position is theirs. */
const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const

/** The element id in a location hash ("#contact" → "contact"); null for none or a malformed one. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1) // "#%" must not take the page down: look the raw text up instead
  }
}

/**
 * Lands on a section and keeps it there while the page above it grows (the product grid renders
 * after its data arrives, images load): each time the page changes size the section is brought back
 * to the top, until the shopper scrolls, taps or types, or HASH_HOLD_MS passes. The sticky header's
 * height is kept clear by `scroll-padding-top` (see index.css).
 */
export function holdOnSection(id: string, holdMs = HASH_HOLD_MS): () => void {
  let done = false
  const land = () => {
    if (!done) document.getElementById(id)?.scrollIntoView({ block: "start", behavior: "instant" })
  }
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(land)
  const stop = () => {
    done = true
    observer?.disconnect()
    clearTimeout(timer)
    for (const e of USER_INPUT) window.removeEventListener(e, stop)
  }
  observer?.observe(document.body)
  for (const e of USER_INPUT) window.addEventListener(e, stop, { passive: true })
  const timer = setTimeout(stop, holdMs)
  land()
  return stop
}

/**
 * Scroll position on navigation: a new page (another path, reached by a link or a redirect) starts
 * at the top — the browser would keep the last page's position, so /checkout opened from the bottom
 * of the home page would show its footer. A link with a hash (/#contact), from any page or on a
 * fresh load, lands on its section. Back and forward, a reload and a change of the query alone
 * (search, filters) keep the browser's position.
 */
export function useRouteScroll() {
  const { pathname, hash, key } = useLocation()
  const navigation = useNavigationType()
  const lastPath = useRef<string | null>(null)
  useLayoutEffect(() => {
    const samePage = lastPath.current === pathname
    const firstRender = lastPath.current === null
    lastPath.current = pathname
    const target = hashTarget(hash)
    if (target) return holdOnSection(target)
    if (!firstRender && !samePage && navigation !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [pathname, hash, key, navigation])
}
