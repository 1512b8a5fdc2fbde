import {
  ORDER_CHANNELS,
  ORDER_DATE_PRESETS,
  ORDER_PAYMENT_FILTERS,
  ORDER_SEARCH_MAX,
  ORDER_SHIPPING_FILTERS,
  type OrderFilters,
} from "@shop/contract"
import {
  changeOrderListFilters,
  hasOrderListFilters,
  orderFiltersQuery,
  ordersExportUrl,
  packingSlipsUrl,
  parseOrderListFilters,
  useOrderSearchBox,
  writeOrderListFilters,
  type OrderListFilters,
} from "@shop/staff"
import { useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { buttonVariants, Button } from "../../../components/ui/button"
import { controlClass } from "../../../components/ui/form-field"
import { useStaffTranslation } from "../use-staff-i18n"
import { FilterSelect, ListField, SearchField } from "./list-controls"

/** The pause after typing before the search goes into the URL (and the list is asked again). */
export const ORDER_SEARCH_DEBOUNCE_MS = 300

/**
 * The orders list's filters, kept in the page's URL (issue 27 point 1: a reload or a shared link
 * shows the same list). `query`: the server's filters, with a date preset turned into days of the
 * shop's time zone.
 */
export function useOrderListFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseOrderListFilters(params), [params])
  const day = new Date().toDateString() // a preset's days move on at midnight, not every render
  const query: OrderFilters = useMemo(() => orderFiltersQuery(filters), [filters, day])
  const set = (change: Partial<OrderListFilters> | null) =>
    setParams((p) => writeOrderListFilters(change ? changeOrderListFilters(parseOrderListFilters(p), change) : {}, p), { replace: true })
  return { filters, query, set, clear: () => set(null), active: hasOrderListFilters(filters) }
}

type Props = { list: ReturnType<typeof useOrderListFilters> }

/** Search box, the payment / shipping / channel / date selects (custom days under them), Clear filters, and the two CSV exports. */
export function OrderFiltersBar({ list }: Props) {
  const { t, i18n } = useStaffTranslation("admin")
  const { filters, set } = list
  // The box shows what is typed; the URL gets it after a pause (and on Enter).
  const box = useOrderSearchBox(filters.search, set, ORDER_SEARCH_DEBOUNCE_MS)

  const select = <V extends string>(name: "payment" | "shipping" | "channel" | "date", values: readonly V[], value: V | undefined) => (
    <FilterSelect
      label={t(`ordersList.${name}.label`)}
      all={t(`ordersList.${name}.all`)}
      options={values.map((v) => [v, t(`ordersList.${name}.${v}` as "ordersList.payment.paid")] as const)}
      value={value}
      onChange={(v) => set({ [name]: v as never })}
    />
  )

  return (
    <div role="search" aria-label={t("ordersList.filters")} className="flex flex-col gap-3 border-b border-stone-200 p-4">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          box.apply()
        }}
      >
        <SearchField label={t("ordersList.search")} placeholder={t("ordersList.searchHint")} value={box.typed} onChange={box.setTyped} input={{ maxLength: ORDER_SEARCH_MAX }} />
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {select("payment", ORDER_PAYMENT_FILTERS, filters.payment)}
        {select("shipping", ORDER_SHIPPING_FILTERS, filters.shipping)}
        {select("channel", ORDER_CHANNELS, filters.channel)}
        {select("date", ORDER_DATE_PRESETS, filters.date)}
      </div>
      {filters.date === "custom" && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          {(["from", "to"] as const).map((side) => (
            <ListField
              key={side}
              label={t(`ordersList.date.${side}`)}
              field={(id) => (
                <input id={id} type="date" value={filters[side] ?? ""} onChange={(e) => set({ date: "custom", [side]: e.target.value || undefined })} className={controlClass()} />
              )}
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {list.active && (
          <Button size="sm" variant="secondary" onClick={box.clear}>
            {t("ordersList.clearFilters")}
          </Button>
        )}
        <span className="grow" />
        <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={ordersExportUrl("/api", list.query)} download>
          {t("ordersList.exportOrders")}
        </a>
        <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={ordersExportUrl("/api", list.query, { lines: true })} download>
          {t("ordersList.exportLines")}
        </a>
        {list.active && (
          <a className={buttonVariants({ variant: "secondary", size: "sm" })} href={packingSlipsUrl("/api", { filters: list.query }, i18n.language === "km" ? "km" : "en")} target="_blank" rel="noreferrer">
            {t("ordersList.printFiltered")}
          </a>
        )}
      </div>
    </div>
  )
}
