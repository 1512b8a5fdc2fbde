import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { DayNumbersBody, useDayNumbers, type DayNumbersSkin, type Said } from "@shop/staff"
import { useOrdersSummary } from "../api/summary"
import { paymentMethodLabel } from "./badges"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button } from "../../../components/ui/button"
import { PressedButtons } from "../../../components/ui/pressed-buttons"
import { cn } from "../../../lib/cn"

/** The chart's colors in the shop's palette (stone, the brand's red). */
const CHART_COLORS = { tick: "#44403c", grid: "#e7e5e4", axis: "#a8a29e", cursor: "#f5f5f4", bar: "#991b1b" }

/** A part of the card under its heading. */
function Part({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-2", className)}>
      <h3 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  )
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-sm text-stone-700">{children}</p>

/** The card's body in the shop's classes; a linked number opens the filtered orders list. */
const SKIN: Omit<DayNumbersSkin, "chartFallback"> = {
  Link,
  Part,
  Muted,
  idPrefix: "day-numbers",
  figures: "grid grid-cols-2 gap-3 lg:grid-cols-4",
  columns: "grid gap-4 md:grid-cols-2",
  figure: {
    box: "flex flex-col gap-1 rounded-lg border border-stone-200 p-3",
    label: "text-sm text-stone-700",
    value: "text-2xl font-bold text-stone-900",
  },
  linked: {
    box: "flex flex-col rounded-lg border border-stone-200",
    link: "flex flex-col gap-1 rounded-lg p-3 hover:bg-stone-50 focus:outline-2 focus:outline-red-800",
    label: "text-sm text-stone-700",
    value: "text-2xl font-bold text-stone-900",
    detail: "text-sm text-stone-700",
    open: "text-sm font-semibold text-red-800 underline",
  },
  sales: {
    list: "grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-900",
    total: "contents font-bold",
    totalCell: "border-t border-stone-200 pt-1",
  },
  methods: { list: "flex flex-col gap-1 text-stone-900", note: "text-sm text-stone-700" },
  tooltipClassName: "rounded-md border border-stone-200 bg-white px-2 py-1 text-sm text-stone-900 shadow-sm",
  colors: CHART_COLORS,
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
  const { summary, data } = day
  const say = (s: Said) => t(s.key as "dayNumbers.title", s.values)

  return (
    <section aria-labelledby="day-numbers-heading" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-busy={summary.isFetching}>
      <div className="flex flex-col gap-1">
        <h2 id="day-numbers-heading" className="text-xl font-bold text-stone-900">
          {t("dayNumbers.title")}
        </h2>
        <p className="text-sm text-stone-700">{t("dayNumbers.intro", { zone: day.timeZone })}</p>
      </div>
      <PressedButtons
        label={t("dayNumbers.rangeLabel")}
        items={day.presets.map((p) => ({ key: p, text: t(`dayNumbers.presets.${p}` as const), pressed: p === day.preset, onPress: () => day.pick(p) }))}
      />
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
        <DayNumbersBody
          day={day}
          say={say}
          methodLabel={(method) => paymentMethodLabel(method, t)}
          ordersPath="/admin"
          lang={lang}
          skin={{ ...SKIN, chartFallback: <p className="h-[180px] text-sm text-stone-700">{t("dayNumbers.chartLoading")}</p> }}
        />
      )}
    </section>
  )
}
