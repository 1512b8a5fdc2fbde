import { lazy, Suspense, type ReactNode } from "react"
import type { DayChartProps } from "../day-chart/day-chart"

// recharts is big: the chart is a chunk of its own, fetched only when a panel is drawn.
const DayChart = lazy(() => import("../day-chart/day-chart"))

export type DayChartPanelProps = DayChartProps & {
  /** The box the chart fills (useDayNumbers' chartBox: its width is measured). */
  box: (el: HTMLDivElement | null) => void
  /** What shows while the chart's code loads, in the app's kit. */
  fallback: ReactNode
  /** The days' table's caption (the table is for screen readers: the chart itself is one image). */
  caption: string
}

/**
 * The 14 days' chart as both back offices place it: the measured box, the chart loaded lazily
 * (@shop/staff/day-chart), and every day said in a table for screen readers. Kit-free markup only.
 */
export function DayChartPanel({ box, fallback, caption, ...chart }: DayChartPanelProps) {
  return (
    <>
      <div ref={box} className="w-full min-w-0">
        <Suspense fallback={fallback}>
          <DayChart {...chart} />
        </Suspense>
      </div>
      {/* sr-only on the table itself does not hold it to 1 px (a table grows to its cells: the page scrolled sideways at 360 px). */}
      <div className="sr-only" data-testid="day-chart-table">
        <table>
          <caption>{caption}</caption>
          <tbody>
            {chart.points.map((p) => (
              <tr key={p.date}>
                <td>{chart.describe(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
