import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { DayChartPanel, formatUsd, useDayNumbers, type ChartPoint, type Said } from "@shop/staff"
import { useOrdersSummary } from "../api/summary"
import { paymentMethodLabel } from "./badges"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button } from "../../../components/ui/button"
import { cn } from "../../../lib/cn"

/** The chart's colors in the shop's palette (stone, the brand's red). */
const CHART_COLORS = { tick: "#44403c", grid: "#e7e5e4", axis: "#a8a29e", cursor: "#f5f5f4", bar: "#991b1b" }

function Figure({ label, value, children, className }: { label: string; value: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1 rounded-lg border border-stone-200 p-3", className)}>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
      {children}
    </div>
  )
}

/** A part of the card under its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
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
 * The state and numbers are @shop/staff's useDayNumbers; this is the markup.
 */
export function DayNumbers() {
  const { t, i18n } = useStaffTranslation("admin")
  const lang = i18n.language
  const day = useDayNumbers({ lang, useSummary: useOrdersSummary })
  const { summary, data, points } = day
  const say = (s: Said) => t(s.key as "dayNumbers.title", s.values)
  const describe = (p: ChartPoint) => say(day.describe(p))

  return (
    <section aria-labelledby="day-numbers-heading" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-busy={summary.isFetching}>
      <div className="flex flex-col gap-1">
        <h2 id="day-numbers-heading" className="text-xl font-bold text-stone-900">
          {t("dayNumbers.title")}
        </h2>
        <p className="text-sm text-stone-700">{t("dayNumbers.intro", { zone: day.timeZone })}</p>
      </div>
      <div role="group" aria-label={t("dayNumbers.rangeLabel")} className="flex flex-wrap gap-2">
        {day.presets.map((p) => (
          <Button key={p} size="sm" variant={p === day.preset ? "primary" : "secondary"} aria-pressed={p === day.preset} onClick={() => day.pick(p)}>
            {t(`dayNumbers.presets.${p}` as const)}
          </Button>
        ))}
      </div>
      {day.preset === "custom" && (
        <form onSubmit={day.applyCustom} className="flex flex-wrap items-end gap-3" noValidate>
          {day.draftSides.map((side) => (
            <label key={side} className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
              {t(`dayNumbers.${side}`)}
              <input
                type="date"
                value={day.draft[side]}
                aria-invalid={day.draftError ? true : undefined}
                onChange={(e) => day.setDraftDay(side, e.target.value)}
                className="min-h-11 rounded-lg border border-stone-300 px-3 font-normal"
              />
            </label>
          ))}
          <Button type="submit" variant="secondary">
            {t("dayNumbers.show")}
          </Button>
          {day.draftError && (
            <p role="alert" className="w-full text-sm text-red-800">
              {say(day.draftError)}
            </p>
          )}
        </form>
      )}
      {day.caption && <p className="text-sm font-semibold text-stone-900">{day.caption}</p>}
      {!day.range ? null : summary.isError && !data ? (
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
              {day.figures.map((f) => (
                <Figure key={f.label} label={say({ key: f.label })} value={f.value} />
              ))}
            </dl>
            {day.linked.map((f) => (
              <LinkedFigure key={f.link} label={say({ key: f.label })} value={f.value} detail={f.detail} to={`/admin${f.search}`} linkLabel={say({ key: f.open })} />
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Part id="day-numbers-sales" title={t("dayNumbers.sales")}>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-900">
                {day.sales.map((line) => (
                  <div key={line.key} className="contents">
                    <dt>{say(line)}</dt>
                    <dd className="text-right tabular-nums">{formatUsd(line.amount)}</dd>
                  </div>
                ))}
                <div className="contents font-bold">
                  <dt className="border-t border-stone-200 pt-1">{t("dayNumbers.net")}</dt>
                  <dd className="border-t border-stone-200 pt-1 text-right tabular-nums">{day.net}</dd>
                </div>
              </dl>
            </Part>
            <Part id="day-numbers-methods" title={t("dayNumbers.byMethod")}>
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
            </Part>
          </div>
          <Part id="day-numbers-chart" title={t("dayNumbers.chartTitle")}>
            <DayChartPanel
              box={day.chartBox}
              fallback={<p className="h-[180px] text-sm text-stone-700">{t("dayNumbers.chartLoading")}</p>}
              caption={t("dayNumbers.chartTitle")}
              points={points}
              width={day.chartWidth}
              lang={lang}
              label={day.chartLabel ? say(day.chartLabel) : ""}
              describe={describe}
              tooltipClassName="rounded-md border border-stone-200 bg-white px-2 py-1 text-sm text-stone-900 shadow-sm"
              colors={CHART_COLORS}
            />
          </Part>
        </>
      )}
    </section>
  )
}
