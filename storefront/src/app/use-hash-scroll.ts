import { useEffect } from "react"
import { useLocation } from "react-router-dom"

/**
 * A link such as /#contact opened from outside lands before the SPA has drawn the section, so the
 * browser finds nothing to scroll to: scroll once the page is rendered. Later content above it
 * (the product grid) is absorbed by the browser's scroll anchoring.
 */
export function useHashScroll() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView())
    return () => cancelAnimationFrame(frame)
  }, [hash, pathname])
}
