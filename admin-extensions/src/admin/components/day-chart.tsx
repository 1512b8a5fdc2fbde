import { chartTickInterval, formatUsdShort, type ChartPoint } from "@shop/staff"
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts"

export type DayChartProps = {
  points: ChartPoint[]
  /** The chart's width in px (its container's). */
  width: number
  lang: string
  /** The chart's accessible name (the days are also in a table for screen readers). */
  label: string
  describe: (point: ChartPoint) => string
}

const Y_AXIS_WIDTH = 56
const HEIGHT = 180

function DayTooltip({ active, payload, describe }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }>; describe: DayChartProps["describe"] }) {
  const point = payload?.[0]?.payload as ChartPoint | undefined
  if (!active || !point) return null
  return <div className="bg-ui-bg-base shadow-elevation-tooltip txt-compact-small rounded-md px-2 py-1">{describe(point)}</div>
}

/**
 * The last 14 days' net sales as bars (recharts, loaded on its own). Labels thin out on a narrow
 * screen so none overlap; they use the panel's font (Khmer in Khmer).
 */
export default function DayChart({ points, width, lang, label, describe }: DayChartProps) {
  const interval = chartTickInterval(width - Y_AXIS_WIDTH, lang, points.length)
  const tick = { fontSize: 12, fill: "var(--fg-subtle, #52525b)", fontFamily: "inherit" }
  return (
    <div role="img" aria-label={label} data-tick-interval={interval}>
      <BarChart width={width} height={HEIGHT} data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border-base, #e4e4e7)" />
        <XAxis dataKey="label" interval={interval} tick={tick} tickLine={false} axisLine={{ stroke: "var(--border-strong, #a1a1aa)" }} height={lang.startsWith("km") ? 32 : 24} />
        <YAxis width={Y_AXIS_WIDTH} tick={tick} tickFormatter={(v: number) => formatUsdShort(v)} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip cursor={{ fill: "var(--bg-base-hover, #f4f4f5)" }} content={(props) => <DayTooltip active={props.active} payload={props.payload} describe={describe} />} />
        <Bar dataKey="net" fill="var(--fg-interactive, #3b82f6)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
