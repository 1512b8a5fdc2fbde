import { DEFAULT_SHOP_TIME_ZONE, ORDER_QUERY_ERRORS, ORDER_RANGE_MAX_DAYS, OrdersSummaryQuery, type OrdersSummary } from "@shop/contract"
import { useEffect, useState } from "react"
import type { Said } from "../order-actions/said"
import {
  chartPoints,
  formatUsd,
  presetRange,
  rangeCaption,
  SUMMARY_LINKS,
  SUMMARY_PRESETS,
  summaryLinkSearch,
  type ChartPoint,
  type DayRange,
  type SummaryPreset,
} from "./numbers"

/**
 * What is wrong with a custom range as typed (null: nothing): a day missing or not a day, the range
 * backwards, or wider than ORDER_RANGE_MAX_DAYS (the server's own check, OrdersSummaryQuery).
 */
export function customRangeError(draft: DayRange): Said | null {
  if (!draft.from || !draft.to) return { key: "dayNumbers.badDate" }
  const parsed = OrdersSummaryQuery.safeParse(draft)
  if (parsed.success) return null
  const message = parsed.error.issues[0]?.message
  if (message === ORDER_QUERY_ERRORS.rangeBackwards) return { key: "dayNumbers.rangeBackwards" }
  if (message === ORDER_QUERY_ERRORS.rangeTooWide) return { key: "dayNumbers.rangeTooWide", values: { count: ORDER_RANGE_MAX_DAYS } }
  return { key: "dayNumbers.badDate" }
}

/** One chart day said in full: "Sunday, November 22, 2026: $66.50, 2 orders". */
export const describeDay = (p: ChartPoint): Said => ({ key: "dayNumbers.chartDay", values: { date: p.long, amount: formatUsd(p.net), count: p.orders } })

/** The sales block's lines above the net: subtotal, delivery fees, card fees, refunds (taken off). */
export const salesLines = (data: OrdersSummary): { key: Said["key"]; amount: number }[] => [
  { key: "dayNumbers.subtotal", amount: data.subtotal },
  { key: "dayNumbers.deliveryFees", amount: data.deliveryFees },
  { key: "dayNumbers.cardFees", amount: data.cardFees },
  { key: "dayNumbers.refunds", amount: -data.refunds },
]

/** A number that opens the orders it counts: `${ordersPath}${search}` in each app. */
export type LinkedFigure = { link: keyof typeof SUMMARY_LINKS; label: Said["key"]; value: number; detail?: string; open: Said["key"]; search: string }

/** The two numbers that open the orders list filtered to what they count (with the range). */
export const linkedFigures = (data: OrdersSummary): LinkedFigure[] => {
  const range = { from: data.from, to: data.to }
  return [
    {
      link: "awaitingVerification",
      label: "dayNumbers.awaitingVerification",
      value: data.awaitingVerification.count,
      detail: formatUsd(data.awaitingVerification.amount),
      open: "dayNumbers.openAwaiting",
      search: summaryLinkSearch("awaitingVerification", range),
    },
    {
      link: "paidNotShipped",
      label: "dayNumbers.paidNotShipped",
      value: data.paidNotShipped.count,
      open: "dayNumbers.openPaidNotShipped",
      search: summaryLinkSearch("paidNotShipped", range),
    },
  ]
}

/** The width of an element, followed as it changes (jsdom and before the first layout: `fallback`). */
export function useElementWidth(fallback: number) {
  const [el, setEl] = useState<HTMLElement | null>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    if (!el) return
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width) || fallback)
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [el, fallback])
  return [setEl, width] as const
}

const DRAFT_SIDES = ["from", "to"] as const satisfies readonly (keyof DayRange)[]

export type DayNumbersOptions<R extends { data?: OrdersSummary }> = {
  /** The screen's language ("en", "km"…): the chart's and the caption's day names. */
  lang: string
  /** The app's summary query hook, `(range) => useQuery(ordersSummaryWatch(client, range))`: the same function on every render. */
  useSummary: (range: DayRange | null) => R
  /** The chart's width until its box is measured. */
  chartFallbackWidth?: number
}

/**
 * The day's numbers card (issue 27 point 2) as one hook for both back offices: the range buttons
 * (today by default, in the shop's time zone as the server reports it), the custom range's draft and
 * its check, the summary query (the app's own), and what the card shows: caption, figures, sales
 * lines, the chart's points, width and texts. Texts are `Said` (key + values): each app says them
 * with its own `t` and draws them with its own kit.
 */
export function useDayNumbers<R extends { data?: OrdersSummary }>({ lang, useSummary, chartFallbackWidth = 320 }: DayNumbersOptions<R>) {
  const [preset, setPreset] = useState<SummaryPreset>("today")
  const [custom, setCustom] = useState<DayRange | null>(null)
  const [draft, setDraft] = useState<DayRange>({ from: "", to: "" })
  const [draftError, setDraftError] = useState<Said | null>(null)
  // The server says which time zone its days are in; until it has, the shop's default one.
  const [timeZone, setTimeZone] = useState(DEFAULT_SHOP_TIME_ZONE)
  const range = preset === "custom" ? custom : presetRange(preset, timeZone)
  const summary = useSummary(range)
  const data = summary.data
  useEffect(() => {
    if (data?.timeZone && data.timeZone !== timeZone) setTimeZone(data.timeZone)
  }, [data?.timeZone, timeZone])
  const [chartBox, chartWidth] = useElementWidth(chartFallbackWidth)

  /** A range button: Custom starts its draft at the last 7 days (until one was applied). */
  const pick = (next: SummaryPreset) => {
    setPreset(next)
    if (next === "custom" && !custom) setDraft(presetRange("last_7_days", timeZone))
  }
  const setDraftDay = (side: keyof DayRange, day: string) => setDraft((d) => ({ ...d, [side]: day }))
  /** Show (the custom form's submit): the draft becomes the range, or its error shows. */
  const applyCustom = (e?: { preventDefault(): void }) => {
    e?.preventDefault()
    const error = customRangeError(draft)
    setDraftError(error)
    if (!error) setCustom({ ...draft })
  }

  const points = data ? chartPoints(data.days, lang) : []
  return {
    presets: SUMMARY_PRESETS,
    preset,
    pick,
    draft,
    /** The custom form's two days, in order. */
    draftSides: DRAFT_SIDES,
    setDraftDay,
    draftError,
    applyCustom,
    /** The range asked for (null: a custom one not applied yet). */
    range,
    /** The zone the days are counted in. */
    timeZone: data?.timeZone ?? timeZone,
    /** The range shown: the server's answer's, else the one asked for. */
    caption: data && range ? rangeCaption({ from: data.from, to: data.to }, lang) : range ? rangeCaption(range, lang) : null,
    summary,
    data,
    figures: data ? ([{ label: "dayNumbers.orders", value: data.orders }, { label: "dayNumbers.net", value: formatUsd(data.net) }] as const) : [],
    linked: data ? linkedFigures(data) : [],
    sales: data ? salesLines(data) : [],
    net: data ? formatUsd(data.net) : "",
    points,
    describe: describeDay,
    chartLabel: data ? ({ key: "dayNumbers.chartLabel", values: { date: rangeCaption({ from: data.to, to: data.to }, lang) } } satisfies Said) : null,
    chartBox,
    chartWidth,
  }
}
