import type { ReactNode } from "react"

/** Label / value pairs as a two-column description list (an order's summary, a label's tracking and service). */
export function Facts({ rows, valueClassName = "break-words" }: { rows: [string, ReactNode][]; valueClassName?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-900">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-700">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
