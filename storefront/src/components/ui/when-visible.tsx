import { useEffect, useRef, useState, type ReactNode } from "react"

/**
 * Renders its children once the placeholder comes within `margin` of the viewport, so code below
 * the fold (and its chunk) is fetched only when the shopper scrolls towards it, or moves focus into it.
 */
export function WhenVisible({ children, minHeight, margin = "600px" }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === "undefined")
  useEffect(() => {
    const el = ref.current
    if (visible || !el) return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: margin })
    io.observe(el)
    return () => io.disconnect()
  }, [visible, margin])
  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  )
}
