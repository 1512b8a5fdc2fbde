/**
 * @shop/staff/summary: the day's numbers (issue 27 point 2): ranges, query, dollars, chart labels
 * (numbers.ts), the card's state as one hook (use-day-numbers.ts) and the chart's panel
 * (day-chart-panel.tsx), which loads the chart (@shop/staff/day-chart, recharts) lazily, and the
 * card's body once its numbers came (day-numbers-body.tsx), drawn in each app's kit by its skin.
 */
export * from "./numbers"
export * from "./use-day-numbers"
export { DayChartPanel, type DayChartPanelProps } from "./day-chart-panel"
export { DayNumbersBody, type DayNumbersBodyProps, type DayNumbersSkin } from "./day-numbers-body"
