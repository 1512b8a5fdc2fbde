import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Button, Container, Input, Label, Text } from "@medusajs/ui"
import { DEFAULT_SHOP_TIME_ZONE, ORDER_QUERY_ERRORS, ORDER_RANGE_MAX_DAYS, OrdersSummaryQuery } from "@shop/contract"
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
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { useMethodLabel } from "../components/order-badges"
import { LoadError, Loading, TitleBlock } from "../components/panel"
import { useOrdersSummary } from "../hooks/summary"
import { useShopTranslation } from "../lib/i18n"

// recharts is big: its own chunk, fetched when the order list shows the chart.
const DayChart = lazy(() => import("../components/day-chart"))

/** Our orders page in Medusa's admin (routes/shop-orders): it reads its filters from the URL. */
export const SHOP_ORDERS_PATH = "/shop-orders"

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

const Figure = ({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) => (
  <div className="shadow-elevation-card-rest bg-ui-bg-component flex flex-col gap-y-1 rounded-lg p-3">
    <dt className="txt-compact-small text-ui-fg-subtle">{label}</dt>
    <dd className="txt-xlarge-plus text-ui-fg-base">{value}</dd>
    {detail && <dd className="txt-compact-small text-ui-fg-subtle">{detail}</dd>}
  </div>
)

const LinkedFigure = ({ label, value, detail, to, linkLabel }: { label: string; value: ReactNode; detail?: string; to: string; linkLabel: string }) => (
  <Link to={to} aria-label={`${label}: ${linkLabel}`} className="shadow-elevation-card-rest hover:shadow-elevation-card-hover bg-ui-bg-component flex flex-col gap-y-1 rounded-lg p-3 outline-none focus-visible:shadow-borders-focus">
    <span className="txt-compact-small text-ui-fg-subtle">{label}</span>
    <span className="txt-xlarge-plus text-ui-fg-base">{value}</span>
    {detail && <span className="txt-compact-small text-ui-fg-subtle">{detail}</span>}
    <span className="txt-compact-small-plus text-ui-fg-interactive">{linkLabel}</span>
  </Link>
)

/**
 * Above Medusa's order list: the day's numbers of the shop (issue 27 point 2), today by default in
 * the shop's time zone, with the other ranges, the numbers that open our filtered orders page, and
 * the last 14 days' net sales.
 */
const ShopDayNumbersWidget = () => {
  const { t, lang } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const [preset, setPreset] = useState<SummaryPreset>("today")
  const [custom, setCustom] = useState<DayRange | null>(null)
  const [draft, setDraft] = useState<DayRange>({ from: "", to: "" })
  const [draftError, setDraftError] = useState<string | null>(null)
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
    if (next === "custom" && !custom) setDraft(presetRange("last_7_days", timeZone))
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
    setCustom({ ...draft })
  }
  const describe = (p: ChartPoint) => t("dayNumbers.chartDay", { date: p.long, amount: formatUsd(p.net), count: p.orders })
  const points = data ? chartPoints(data.days, lang) : []
  const shown = data ? { from: data.from, to: data.to } : range
  const sales: [string, number][] = data
    ? [
        [t("dayNumbers.subtotal"), data.subtotal],
        [t("dayNumbers.deliveryFees"), data.deliveryFees],
        [t("dayNumbers.cardFees"), data.cardFees],
        [t("dayNumbers.refunds"), -data.refunds],
      ]
    : []

  return (
    <Container lang={lang} className="divide-y p-0" aria-labelledby="shop-day-numbers" role="region" aria-busy={summary.isFetching}>
      <div className="flex flex-col gap-y-3 px-6 py-4">
        <div>
          <TitleBlock id="shop-day-numbers" title={t("dayNumbers.title")} intro={t("dayNumbers.intro", { zone: data?.timeZone ?? timeZone })} />
        </div>
        <div role="group" aria-label={t("dayNumbers.rangeLabel")} className="flex flex-wrap gap-2">
          {SUMMARY_PRESETS.map((p) => (
            <Button key={p} size="small" variant={p === preset ? "primary" : "secondary"} aria-pressed={p === preset} onClick={() => pick(p)}>
              {t(`dayNumbers.presets.${p}`)}
            </Button>
          ))}
        </div>
        {preset === "custom" && (
          <form onSubmit={applyCustom} noValidate className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-y-1">
              <Label htmlFor="shop-day-numbers-from" size="small" weight="plus">
                {t("dayNumbers.from")}
              </Label>
              <Input id="shop-day-numbers-from" type="date" size="small" value={draft.from} aria-invalid={draftError ? true : undefined} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
            </div>
            <div className="flex flex-col gap-y-1">
              <Label htmlFor="shop-day-numbers-to" size="small" weight="plus">
                {t("dayNumbers.to")}
              </Label>
              <Input id="shop-day-numbers-to" type="date" size="small" value={draft.to} aria-invalid={draftError ? true : undefined} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
            </div>
            <Button type="submit" size="small" variant="secondary">
              {t("dayNumbers.show")}
            </Button>
            {draftError && (
              <Text role="alert" size="small" className="text-ui-fg-error w-full">
                {draftError}
              </Text>
            )}
          </form>
        )}
        {shown && (
          <Text size="small" weight="plus">
            {rangeCaption(shown, lang)}
          </Text>
        )}
      </div>
      {!range ? null : summary.isLoading ? (
        <Loading />
      ) : !data ? (
        <LoadError error={summary.error} retry={() => summary.refetch()} />
      ) : (
        <>
          <div className="px-6 py-4">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <dl className="contents">
                <Figure label={t("dayNumbers.orders")} value={data.orders} />
                <Figure label={t("dayNumbers.net")} value={formatUsd(data.net)} />
              </dl>
              <LinkedFigure
                label={t("dayNumbers.awaitingVerification")}
                value={data.awaitingVerification.count}
                detail={formatUsd(data.awaitingVerification.amount)}
                to={`${SHOP_ORDERS_PATH}${summaryLinkSearch("awaitingVerification", { from: data.from, to: data.to })}`}
                linkLabel={t("dayNumbers.openAwaiting")}
              />
              <LinkedFigure
                label={t("dayNumbers.paidNotShipped")}
                value={data.paidNotShipped.count}
                to={`${SHOP_ORDERS_PATH}${summaryLinkSearch("paidNotShipped", { from: data.from, to: data.to })}`}
                linkLabel={t("dayNumbers.openPaidNotShipped")}
              />
            </div>
          </div>
          <div className="grid gap-4 px-6 py-4 md:grid-cols-2">
            <section aria-labelledby="shop-day-numbers-sales" className="flex flex-col gap-y-2">
              <Text id="shop-day-numbers-sales" size="base" weight="plus">
                {t("dayNumbers.sales")}
              </Text>
              <dl className="txt-compact-small grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {sales.map(([label, amount]) => (
                  <div key={label} className="contents">
                    <dt className="text-ui-fg-subtle">{label}</dt>
                    <dd className="text-right tabular-nums">{formatUsd(amount)}</dd>
                  </div>
                ))}
                <div className="txt-compact-small-plus contents">
                  <dt className="border-ui-border-base border-t pt-1">{t("dayNumbers.net")}</dt>
                  <dd className="border-ui-border-base border-t pt-1 text-right tabular-nums">{formatUsd(data.net)}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="shop-day-numbers-methods" className="flex flex-col gap-y-2">
              <Text id="shop-day-numbers-methods" size="base" weight="plus">
                {t("dayNumbers.byMethod")}
              </Text>
              {data.byMethod.length ? (
                <ul className="txt-compact-small flex flex-col gap-y-1">
                  {data.byMethod.map((m) => (
                    <li key={m.method} className="flex flex-wrap justify-between gap-x-4">
                      <span>
                        {methodLabel(m.method)} <span className="text-ui-fg-subtle">({t("dayNumbers.methodOrders", { count: m.orders })})</span>
                      </span>
                      <span className="tabular-nums">{formatUsd(m.amount)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text size="small" className="text-ui-fg-muted">
                  {t("dayNumbers.noSales")}
                </Text>
              )}
            </section>
          </div>
          <section aria-labelledby="shop-day-numbers-chart" className="flex flex-col gap-y-2 px-6 py-4">
            <Text id="shop-day-numbers-chart" size="base" weight="plus">
              {t("dayNumbers.chartTitle")}
            </Text>
            <div ref={chartBox} className="w-full min-w-0">
              <Suspense fallback={<Text size="small" className="h-[180px] text-ui-fg-muted">{t("dayNumbers.chartLoading")}</Text>}>
                <DayChart points={points} width={chartWidth} lang={lang} label={t("dayNumbers.chartLabel", { date: rangeCaption({ from: data.to, to: data.to }, lang) })} describe={describe} />
              </Suspense>
            </div>
            {/* sr-only on the table itself does not hold it to 1 px (a table grows to its cells: 373 px at a 360 px screen). */}
            <div className="sr-only">
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
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.list.before",
  id: "cambodian-shop:day-numbers",
})

export default ShopDayNumbersWidget
