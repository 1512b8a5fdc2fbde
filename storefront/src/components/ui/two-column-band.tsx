import type { ReactNode } from "react"
import { cn } from "../../lib/cn"

/**
 * A full-width band of the home page: anchor `#id`, named by its heading `${id}-heading`, its
 * content in two columns (from `md` up) within the page's width, `gap` apart.
 */
export function TwoColumnBand({ id, className, gap, children }: { id: string; className: string; gap: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className={cn("mx-auto grid max-w-6xl px-4 py-12 md:grid-cols-2", gap)}>{children}</div>
    </section>
  )
}
