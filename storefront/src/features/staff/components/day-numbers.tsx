import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { DEFAULT_SHOP_TIME_ZONE, ORDER_RANGE_MAX_DAYS, OrdersSummaryQuery, ORDER_QUERY_ERRORS } from "@shop/contract"
import {
  chartPoints,
  formatUsd,
  presetRange,
  rangeCaption,
  SUMMARY_PRESETS,
  summaryLinkSearch,
  type ChartPoint,
  type DayRange,
  type SummaryPreset,
} from "@shop/staff"
import { useOrdersSummary } from "../api/summary"
import { paymentMethodLabel } from "./badges"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button } from "../../../components/ui/button"
import { cn } from "../../../lib/cn"

// recharts is big: its own chunk, fetched only when the dashboard shows the chart.
const DayChart = lazy(() => import("./day-chart"))

/** The width of an element, followed as it changes (jsdom and before the first layout: `fallback`). */
function useWidth(fallback: number) {
  const [el, setEl] = useState<HTMLDivElement | null>(null)
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

function Figure({ label, value, children, className }: { label: string; value: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1 rounded-lg border border-stone-200 p-3", className)}>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
      {children}
    </div>
  )
}

/** A number that opens the orders it counts (the list reads the filter from the URL). */
function LinkedFigure({ label, value, detail, to, linkLabel }: { label: string; value: ReactNode; detail?: string; to: string; linkLabel: string }) {
  return (
    <div className="flex flex-col rounded-lg border border-stone-200">
      <Link to={to} aria-label={`${label}: ${linkLabel}`} className="flex flex-col gap-1 rounded-lg p-3 hover:bg-stone-50 focus:outline-2 focus:outline-red-800">
        <span className="text-sm text-stone-700">{label}</span>
        <span className="text-2xl font-bold text-stone-900">{value}</span>
        {detail && <span className="text-sm text-stone-700">{detail}</span>}
        <span className="text-sm font-semibold text-red-800 underline">{linkLabel}</span>
      </Link>
    </div>
  )
}

/**
 * The day's numbers on the /admin dashboard (issue 27 point 2): a range (today by default, in the
 * shop's time zone), its orders and sales, by payment method, what waits for verification and what
 * is paid but not shipped (each opening the filtered orders list), and the last 14 days' net sales.
 */
export function DayNumbers() {
  const { t, i18n } = useStaffTranslation("admin")
  const lang = i18n.language
  const [preset, setPreset] = useState<SummaryPreset>("today")
  const [custom, setCustom] = useState<DayRange | null>(null)
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: "", to: "" })
  const [draftError, setDraftError] = useState<string | null>(null)
  // The server says which time zone its days are in; until it has, the shop's default one.
  const [timeZone, setTimeZone] = useState(DEFAULT_SHOP_TIME_ZONE)
  const range = preset === "custom" ? custom : presetRange(preset, timeZone)
  const summary = useOrdersSummary(range)
  const data = summary.data
  useEffect(() => {
    if (data?.timeZone && data.timeZone !== timeZone) setTimeZone(data.timeZone)
  }, [data?.timeZone, timeZone])
  const [chartBox, chartWidth] = useWidth(320)

  const pick = (next: SummaryPreset) => {
    setPreset(next)
    if (next === "custom" && !custom) {
      const week = presetRange("last_7_days", timeZone)
      setDraft(week)
    }
  }

  const applyCustom = (e: FormEvent) => {
    e.preventDefault()
    if (!draft.from || !draft.to) return setDraftError(t("dayNumbers.badDate"))
    const parsed = OrdersSummaryQuery.safeParse(draft)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message
      return setDraftError(
        message === ORDER_QUERY_ERRORS.rangeBackwards
          ? t("dayNumbers.rangeBackwards")
          : message === ORDER_QUERY_ERRORS.rangeTooWide
            ? t("dayNumbers.rangeTooWide", { count: ORDER_RANGE_MAX_DAYS })
            : t("dayNumbers.badDate")
      )
    }
    setDraftError(null)
    setCustom({ from: draft.from, to: draft.to })
  }

  const describe = (p: ChartPoint) => t("dayNumbers.chartDay", { date: p.long, amount: formatUsd(p.net), count: p.orders })
  const points = data ? chartPoints(data.days, lang) : []
  const shown = data && range ? { from: data.from, to: data.to } : range

  return (
    <section aria-labelledby="day-numbers-heading" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-busy={summary.isFetching}>
      <div className="flex flex-col gap-1">
        <h2 id="day-numbers-heading" className="text-xl font-bold text-stone-900">
          {t("dayNumbers.title")}
        </h2>
        <p className="text-sm text-stone-700">{t("dayNumbers.intro", { zone: data?.timeZone ?? timeZone })}</p>
      </div>
      <div role="group" aria-label={t("dayNumbers.rangeLabel")} className="flex flex-wrap gap-2">
        {SUMMARY_PRESETS.map((p) => (
          <Button key={p} size="sm" variant={p === preset ? "primary" : "secondary"} aria-pressed={p === preset} onClick={() => pick(p)}>
            {t(`dayNumbers.presets.${p}` as const)}
          </Button>
        ))}
      </div>
      {preset === "custom" && (
        <form onSubmit={applyCustom} className="flex flex-wrap items-end gap-3" noValidate>
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
            {t("dayNumbers.from")}
            <input
              type="date"
              value={draft.from}
              aria-invalid={draftError ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              className="min-h-11 rounded-lg border border-stone-300 px-3 font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
            {t("dayNumbers.to")}
            <input
              type="date"
              value={draft.to}
              aria-invalid={draftError ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              className="min-h-11 rounded-lg border border-stone-300 px-3 font-normal"
            />
          </label>
          <Button type="submit" variant="secondary">
            {t("dayNumbers.show")}
          </Button>
          {draftError && (
            <p role="alert" className="w-full text-sm text-red-800">
              {draftError}
            </p>
          )}
        </form>
      )}
      {shown && <p className="text-sm font-semibold text-stone-900">{rangeCaption(shown, lang)}</p>}
      {!range ? null : summary.isError && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t("dayNumbers.loadError")}
          <Button size="sm" variant="secondary" onClick={() => summary.refetch()}>
            {t("dayNumbers.retry")}
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-stone-700">
          {t("dayNumbers.loading")}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <dl className="contents">
              <Figure label={t("dayNumbers.orders")} value={data.orders} />
              <Figure label={t("dayNumbers.net")} value={formatUsd(data.net)} />
            </dl>
            <LinkedFigure
              label={t("dayNumbers.awaitingVerification")}
              value={data.awaitingVerification.count}
              detail={formatUsd(data.awaitingVerification.amount)}
              to={`/admin${summaryLinkSearch("awaitingVerification", { from: data.from, to: data.to })}`}
              linkLabel={t("dayNumbers.openAwaiting")}
            />
            <LinkedFigure
              label={t("dayNumbers.paidNotShipped")}
              value={data.paidNotShipped.count}
              to={`/admin${summaryLinkSearch("paidNotShipped", { from: data.from, to: data.to })}`}
              linkLabel={t("dayNumbers.openPaidNotShipped")}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <section aria-labelledby="day-numbers-sales" className="flex flex-col gap-2">
              <h3 id="day-numbers-sales" className="text-lg font-bold text-stone-900">
                {t("dayNumbers.sales")}
              </h3>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-900">
                {(
                  [
                    ["subtotal", data.subtotal],
                    ["deliveryFees", data.deliveryFees],
                    ["cardFees", data.cardFees],
                    ["refunds", -data.refunds],
                  ] as const
                ).map(([key, amount]) => (
                  <div key={key} className="contents">
                    <dt>{t(`dayNumbers.${key}`)}</dt>
                    <dd className="text-right tabular-nums">{formatUsd(amount)}</dd>
                  </div>
                ))}
                <div className="contents font-bold">
                  <dt className="border-t border-stone-200 pt-1">{t("dayNumbers.net")}</dt>
                  <dd className="border-t border-stone-200 pt-1 text-right tabular-nums">{formatUsd(data.net)}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="day-numbers-methods" className="flex flex-col gap-2">
              <h3 id="day-numbers-methods" className="text-lg font-bold text-stone-900">
                {t("dayNumbers.byMethod")}
              </h3>
              {data.byMethod.length ? (
                <ul className="flex flex-col gap-1 text-stone-900">
                  {data.byMethod.map((m) => (
                    <li key={m.method} className="flex flex-wrap justify-between gap-x-4">
                      <span>
                        {paymentMethodLabel(m.method, t)} <span className="text-sm text-stone-700">({t("dayNumbers.methodOrders", { count: m.orders })})</span>
                      </span>
                      <span className="tabular-nums">{formatUsd(m.amount)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-stone-700">{t("dayNumbers.noSales")}</p>
              )}
            </section>
          </div>
          <section aria-labelledby="day-numbers-chart" className="flex flex-col gap-2">
            <h3 id="day-numbers-chart" className="text-lg font-bold text-stone-900">
              {t("dayNumbers.chartTitle")}
            </h3>
            <div ref={chartBox} className="w-full min-w-0">
              <Suspense fallback={<p className="h-[180px] text-sm text-stone-700">{t("dayNumbers.chartLoading")}</p>}>
                <DayChart points={points} width={chartWidth} lang={lang} label={t("dayNumbers.chartLabel", { date: rangeCaption({ from: data.to, to: data.to }, lang) })} describe={describe} />
              </Suspense>
            </div>
            {/* sr-only on the table itself does not hold it to 1 px (a table grows to its cells): the page scrolled sideways at 360 px. */}
            <div className="sr-only" data-testid="day-chart-table">
              <table>
                <caption>{t("dayNumbers.chartTitle")}</caption>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.date}>
                      <td>{describe(p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  )
}
