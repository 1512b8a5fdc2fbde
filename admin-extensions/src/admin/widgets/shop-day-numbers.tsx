import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Button, Container, Input, Label, Text } from "@medusajs/ui"
import { DayNumbersBody, useDayNumbers, type DayNumbersSkin, type Said } from "@shop/staff"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { useMethodLabel } from "../components/order-badges"
import { LoadError, Loading, PressedButtons, TitleBlock } from "../components/panel"
import { useOrdersSummary } from "../hooks/summary"
import { useShopTranslation, type ShopKey } from "../lib/i18n"

/** Our orders page in Medusa's admin (routes/shop-orders): it reads its filters from the URL. */
export const SHOP_ORDERS_PATH = "/shop-orders"

/** The chart's colors: Medusa UI's variables (light and dark themes), with fallbacks. */
const CHART_COLORS = {
  tick: "var(--fg-subtle, #52525b)",
  grid: "var(--border-base, #e4e4e7)",
  axis: "var(--border-strong, #a1a1aa)",
  cursor: "var(--bg-base-hover, #f4f4f5)",
  bar: "var(--fg-interactive, #3b82f6)",
}

/** A part of the card under its heading. */
const Part = ({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) => (
  <section aria-labelledby={id} className={`flex flex-col gap-y-2 ${className ?? ""}`}>
    <Text id={id} size="base" weight="plus">
      {title}
    </Text>
    {children}
  </section>
)

const Muted = ({ children }: { children: ReactNode }) => (
  <Text size="small" className="text-ui-fg-muted">
    {children}
  </Text>
)

/** The card's body in Medusa UI's classes (light and dark themes). */
const SKIN: Omit<DayNumbersSkin, "chartFallback"> = {
  Link,
  Part,
  Muted,
  idPrefix: "shop-day-numbers",
  figures: "grid grid-cols-2 gap-3 px-6 py-4 lg:grid-cols-4",
  columns: "grid gap-4 px-6 py-4 md:grid-cols-2",
  chart: "px-6 py-4",
  figure: {
    box: "shadow-elevation-card-rest bg-ui-bg-component flex flex-col gap-y-1 rounded-lg p-3",
    label: "txt-compact-small text-ui-fg-subtle",
    value: "txt-xlarge-plus text-ui-fg-base",
  },
  linked: {
    link: "shadow-elevation-card-rest hover:shadow-elevation-card-hover bg-ui-bg-component flex flex-col gap-y-1 rounded-lg p-3 outline-none focus-visible:shadow-borders-focus",
    label: "txt-compact-small text-ui-fg-subtle",
    value: "txt-xlarge-plus text-ui-fg-base",
    detail: "txt-compact-small text-ui-fg-subtle",
    open: "txt-compact-small-plus text-ui-fg-interactive",
  },
  sales: {
    list: "txt-compact-small grid grid-cols-[1fr_auto] gap-x-4 gap-y-1",
    label: "text-ui-fg-subtle",
    total: "txt-compact-small-plus contents",
    totalCell: "border-ui-border-base border-t pt-1",
  },
  methods: { list: "txt-compact-small flex flex-col gap-y-1", note: "text-ui-fg-subtle" },
  tooltipClassName: "bg-ui-bg-base shadow-elevation-tooltip txt-compact-small rounded-md px-2 py-1",
  colors: CHART_COLORS,
}

/**
 * Above Medusa's order list: the day's numbers of the shop (issue 27 point 2), today by default in
 * the shop's time zone, with the other ranges, the numbers that open our filtered orders page, and
 * the last 14 days' net sales. The state and numbers are @shop/staff's useDayNumbers; this is the markup.
 */
const ShopDayNumbersWidget = () => {
  const { t, lang } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const day = useDayNumbers({ lang, useSummary: useOrdersSummary })
  const { summary, data } = day
  const say = (s: Said) => t(s.key as ShopKey, s.values)

  return (
    <Container lang={lang} className="divide-y p-0" aria-labelledby="shop-day-numbers" role="region" aria-busy={summary.isFetching}>
      <div className="flex flex-col gap-y-3 px-6 py-4">
        <div>
          <TitleBlock id="shop-day-numbers" title={t("dayNumbers.title")} intro={t("dayNumbers.intro", { zone: day.timeZone })} />
        </div>
        <PressedButtons
          label={t("dayNumbers.rangeLabel")}
          items={day.presets.map((p) => ({ key: p, text: t(`dayNumbers.presets.${p}`), pressed: p === day.preset, onPress: () => day.pick(p) }))}
        />
        {day.preset === "custom" && (
          <form onSubmit={day.applyCustom} noValidate className="flex flex-wrap items-end gap-3">
            {day.draftSides.map((side) => (
              <div key={side} className="flex flex-col gap-y-1">
                <Label htmlFor={`shop-day-numbers-${side}`} size="small" weight="plus">
                  {t(`dayNumbers.${side}`)}
                </Label>
                <Input
                  id={`shop-day-numbers-${side}`}
                  type="date"
                  size="small"
                  value={day.draft[side]}
                  aria-invalid={day.draftError ? true : undefined}
                  onChange={(e) => day.setDraftDay(side, e.target.value)}
                />
              </div>
            ))}
            <Button type="submit" size="small" variant="secondary">
              {t("dayNumbers.show")}
            </Button>
            {day.draftError && (
              <Text role="alert" size="small" className="text-ui-fg-error w-full">
                {say(day.draftError)}
              </Text>
            )}
          </form>
        )}
        {day.caption && (
          <Text size="small" weight="plus">
            {day.caption}
          </Text>
        )}
      </div>
      {!day.range ? null : summary.isLoading ? (
        <Loading />
      ) : !data ? (
        <LoadError error={summary.error} retry={() => summary.refetch()} />
      ) : (
        <DayNumbersBody
          day={day}
          say={say}
          methodLabel={methodLabel}
          ordersPath={SHOP_ORDERS_PATH}
          lang={lang}
          skin={{
            ...SKIN,
            chartFallback: (
              <Text size="small" className="h-[180px] text-ui-fg-muted">
                {t("dayNumbers.chartLoading")}
              </Text>
            ),
          }}
        />
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.list.before",
  id: "cambodian-shop:day-numbers",
})

export default ShopDayNumbersWidget
