import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts"
import { chartTickInterval, formatUsdShort, type ChartPoint } from "@shop/staff"

export type DayChartProps = {
  points: ChartPoint[]
  /** The chart's width in px (its container's). */
  width: number
  lang: string
  /** The accessible name of the chart (the days are also in a table for screen readers). */
  label: string
  /** One day said in full: "Sunday, November 22, 2026: $66.50, 2 orders". */
  describe: (point: ChartPoint) => string
}

const Y_AXIS_WIDTH = 56
const HEIGHT = 180

function DayTooltip({ active, payload, describe }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }>; describe: DayChartProps["describe"] }) {
  const point = payload?.[0]?.payload as ChartPoint | undefined
  if (!active || !point) return null
  return <div className="rounded-md border border-stone-200 bg-white px-2 py-1 text-sm text-stone-900 shadow-sm">{describe(point)}</div>
}

/**
 * The last 14 days' net sales as bars (recharts; loaded on its own, only by the dashboard). Labels are
 * thinned out on a narrow screen so none overlap, and they use the page's font (Khmer in Khmer).
 */
export default function DayChart({ points, width, lang, label, describe }: DayChartProps) {
  const interval = chartTickInterval(width - Y_AXIS_WIDTH, lang, points.length)
  const tick = { fontSize: 12, fill: "#44403c", fontFamily: "inherit" }
  return (
    <div role="img" aria-label={label} data-testid="day-chart" data-tick-interval={interval}>
      <BarChart width={width} height={HEIGHT} data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" interval={interval} tick={tick} tickLine={false} axisLine={{ stroke: "#a8a29e" }} height={lang.startsWith("km") ? 32 : 24} />
        <YAxis width={Y_AXIS_WIDTH} tick={tick} tickFormatter={(v: number) => formatUsdShort(v)} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip cursor={{ fill: "#f5f5f4" }} content={(props) => <DayTooltip active={props.active} payload={props.payload} describe={describe} />} />
        <Bar dataKey="net" fill="#991b1b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
