import type { ReactNode } from "react"

/**
 * A section named by its heading (`aria-labelledby` → the heading's `id`): the heading, of `level`,
 * over `children`.
 */
export function TitledSection({
  id,
  title,
  level: Heading = "h3",
  className = "flex flex-col gap-2",
  headingClassName = "text-lg font-bold text-stone-900",
  children,
}: {
  id: string
  title: ReactNode
  level?: "h2" | "h3"
  className?: string
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
