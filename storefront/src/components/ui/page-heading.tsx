import type { ReactNode } from "react"
import { cn } from "../../lib/cn"

/** A page's or a home-page section's title: large, bold, larger from `sm` up; `className` gives its colour. */
export function PageHeading({ as: Heading = "h2", id, className, children }: { as?: "h1" | "h2"; id: string; className?: string; children: ReactNode }) {
  return (
    <Heading id={id} className={cn("text-2xl font-bold sm:text-3xl", className)}>
      {children}
    </Heading>
  )
}
