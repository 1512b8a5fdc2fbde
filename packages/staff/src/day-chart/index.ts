/**
 * @shop/staff/day-chart: the last 14 days' net sales as bars, one recharts component for both back
 * offices. Never re-exported by @shop/staff's index: DayChartPanel (@shop/staff) imports it lazily,
 * so recharts stays in a chunk of its own.
 */
export { default, DAY_CHART_HEIGHT, type DayChartColors, type DayChartProps } from "./day-chart"
