import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts"
import { chartTickInterval, formatUsdShort, type ChartPoint } from "../summary/numbers"

/** The chart's colors (any CSS color, e.g. the UI kit's variables with a fallback). */
export type DayChartColors = { tick: string; grid: string; axis: string; cursor: string; bar: string }

export type DayChartProps = {
  points: ChartPoint[]
  /** The chart's width in px (its container's). */
  width: number
  lang: string
  /** The accessible name of the chart (the days are also in a table for screen readers). */
  label: string
  /** One day said in full: "Sunday, November 22, 2026: $66.50, 2 orders". */
  describe: (point: ChartPoint) => string
  /** The tooltip box's classes, in the app's kit. */
  tooltipClassName: string
  colors: DayChartColors
}

const Y_AXIS_WIDTH = 56
export const DAY_CHART_HEIGHT = 180

function DayTooltip({ active, payload, describe, className }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }>; describe: DayChartProps["describe"]; className: string }) {
  const point = payload?.[0]?.payload as ChartPoint | undefined
  if (!active || !point) return null
  return <div className={className}>{describe(point)}</div>
}

/**
 * The last 14 days' net sales as bars (recharts; loaded on its own). Labels are thinned out on a
 * narrow screen so none overlap, and they use the page's font (Khmer in Khmer).
 */
export default function DayChart({ points, width, lang, label, describe, tooltipClassName, colors }: DayChartProps) {
  const interval = chartTickInterval(width - Y_AXIS_WIDTH, lang, points.length)
  const tick = { fontSize: 12, fill: colors.tick, fontFamily: "inherit" }
  return (
    <div role="img" aria-label={label} data-testid="day-chart" data-tick-interval={interval}>
      <BarChart width={width} height={DAY_CHART_HEIGHT} data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis dataKey="label" interval={interval} tick={tick} tickLine={false} axisLine={{ stroke: colors.axis }} height={lang.startsWith("km") ? 32 : 24} />
        <YAxis width={Y_AXIS_WIDTH} tick={tick} tickFormatter={(v: number) => formatUsdShort(v)} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip cursor={{ fill: colors.cursor }} content={(props) => <DayTooltip active={props.active} payload={props.payload} describe={describe} className={tooltipClassName} />} />
        <Bar dataKey="net" fill={colors.bar} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
