/**
 * @shop/staff/summary: the day's numbers (issue 27 point 2): ranges, query, dollars, chart labels
 * (numbers.ts) and the card's state as one hook (use-day-numbers.ts). The chart itself is
 * @shop/staff/day-chart, imported lazily by each app (recharts is big).
 */
export * from "./numbers"
export * from "./use-day-numbers"
