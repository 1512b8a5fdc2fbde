import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Receipt } from "@medusajs/icons"
import { Badge, Button, Checkbox, Drawer, Input, Label, Select, Table, Text } from "@medusajs/ui"
import {
  ORDER_CHANNELS,
  ORDER_DATE_PRESETS,
  ORDER_PAYMENT_FILTERS,
  ORDER_SEARCH_MAX,
  ORDER_SHIPPING_FILTERS,
  type LegacyOrder,
} from "@shop/contract"
import {
  BULK_ACTIONS,
  bulkTally,
  changeOrderListFilters,
  defaultOrdersListQuery,
  hasOrderListFilters,
  medusaBulkCalls,
  orderFiltersQuery,
  ordersExportUrl,
  ordersListQuery,
  packingSlipsUrl,
  parseOrderListFilters,
  useBulkActions,
  useOrderSearchBox,
  useRowSelection,
  writeOrderListFilters,
  type BulkResult,
  type OrderListFilters,
} from "@shop/staff"
import { rateService, shippingMessageKey } from "@shop/staff/shipping"
import { DEFAULT_WEIGHT_LB } from "@shop/contract"
import { useQueryClient } from "@tanstack/react-query"
import { useId, useMemo } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { Empty, ListTitle, LoadError, Loading, Pager, ShopPage } from "../../components/panel"
import { TestPaymentBadge, usePlacementNote } from "../../components/order-badges"
import { CustomerCell, PaymentCell, TotalCell } from "../../components/order-cells"
import { usePagedDef } from "../../hooks/paged-query"
import { BACKEND_URL, shopClient } from "../../lib/api"
import { formatDate } from "../../lib/dates"
import { useShopTranslation, type ShopKey } from "../../lib/i18n"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "ordersList.medusa.title", translationNs: "cambodianShop", icon: Receipt })

export const SHOP_ORDERS_PAGE_SIZE = 20
/** The pause after typing before the search goes into the URL. */
const SEARCH_DEBOUNCE_MS = 300
const BASE = `${BACKEND_URL}/admin/shop`
const ALL = "all"

/**
 * The shop's orders in Medusa's admin (issue 27 points 1, 3, 5): search and filters in the URL (a
 * link or a reload keeps them), newest first, paged; CSV exports of the filtered list; row
 * checkboxes with bulk Mark seen, Print slips, Buy labels and Mark shipped and a report per order.
 * An order's number opens Medusa's own order page.
 */
function useUrlFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseOrderListFilters(params), [params])
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)
  const day = new Date().toDateString()
  const query = useMemo(() => orderFiltersQuery(filters), [filters, day])
  const set = (change: Partial<OrderListFilters> | null) =>
    setParams(
      (p) => {
        const next = writeOrderListFilters(change ? changeOrderListFilters(parseOrderListFilters(p), change) : {}, p)
        next.delete("page") // a new filter starts on the first page
        return next
      },
      { replace: true }
    )
  const setOffset = (offset: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      const n = Math.floor(offset / SHOP_ORDERS_PAGE_SIZE) + 1
      if (n > 1) next.set("page", String(n))
      else next.delete("page")
      return next
    })
  return { filters, query, set, page, offset: (page - 1) * SHOP_ORDERS_PAGE_SIZE, setOffset, active: hasOrderListFilters(filters) }
}

type UrlFilters = ReturnType<typeof useUrlFilters>

function FilterSelect<V extends string>({ name, values, value, onChange }: { name: "payment" | "shipping" | "channel" | "date"; values: readonly V[]; value: V | undefined; onChange: (v: V | undefined) => void }) {
  const { t } = useShopTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <Label size="small" weight="plus" id={id}>
        {t(`ordersList.${name}.label` as ShopKey)}
      </Label>
      <Select size="small" value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : (v as V))}>
        <Select.Trigger aria-labelledby={id}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value={ALL}>{t(`ordersList.${name}.all` as ShopKey)}</Select.Item>
          {values.map((v) => (
            <Select.Item key={v} value={v}>
              {t(`ordersList.${name}.${v}` as ShopKey)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}

function FiltersBar({ list }: { list: UrlFilters }) {
  const { t, lang } = useShopTranslation()
  const { filters, set } = list
  const box = useOrderSearchBox(filters.search, set, SEARCH_DEBOUNCE_MS)
  const dayId = useId()
  return (
    <div role="search" aria-label={t("ordersList.filters")} className="flex flex-col gap-3 px-6 py-4">
      <Input
        type="search"
        size="small"
        aria-label={t("ordersList.search")}
        placeholder={t("ordersList.searchHint")}
        maxLength={ORDER_SEARCH_MAX}
        value={box.typed}
        onChange={(e) => box.setTyped(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && box.apply()}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect name="payment" values={ORDER_PAYMENT_FILTERS} value={filters.payment} onChange={(payment) => set({ payment })} />
        <FilterSelect name="shipping" values={ORDER_SHIPPING_FILTERS} value={filters.shipping} onChange={(shipping) => set({ shipping })} />
        <FilterSelect name="channel" values={ORDER_CHANNELS} value={filters.channel} onChange={(channel) => set({ channel })} />
        <FilterSelect name="date" values={ORDER_DATE_PRESETS} value={filters.date} onChange={(date) => set({ date })} />
      </div>
      {filters.date === "custom" && (
        <div className="grid max-w-md grid-cols-2 gap-3">
          {(["from", "to"] as const).map((side) => (
            <div key={side} className="flex flex-col gap-1">
              <Label size="small" weight="plus" htmlFor={`${dayId}-${side}`}>
                {t(`ordersList.date.${side}`)}
              </Label>
              <Input id={`${dayId}-${side}`} type="date" size="small" value={filters[side] ?? ""} onChange={(e) => set({ date: "custom", [side]: e.target.value || undefined })} />
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {list.active && (
          <Button size="small" variant="secondary" onClick={box.clear}>
            {t("ordersList.clearFilters")}
          </Button>
        )}
        <span className="grow" />
        <Button size="small" variant="secondary" asChild>
          <a href={ordersExportUrl(BASE, list.query)} download>
            {t("ordersList.exportOrders")}
          </a>
        </Button>
        <Button size="small" variant="secondary" asChild>
          <a href={ordersExportUrl(BASE, list.query, { lines: true })} download>
            {t("ordersList.exportLines")}
          </a>
        </Button>
        {list.active && (
          <Button size="small" variant="secondary" asChild>
            <a href={packingSlipsUrl(BASE, { filters: list.query }, lang)} target="_blank" rel="noreferrer">
              {t("ordersList.printFiltered")}
            </a>
          </Button>
        )}
      </div>
    </div>
  )
}

function OrderRow({ order, selected, onSelect }: { order: LegacyOrder; selected: boolean; onSelect: () => void }) {
  const { t, locale } = useShopTranslation()
  const placementNote = usePlacementNote()
  return (
    <Table.Row className="[&_td]:py-3">
      <Table.Cell>
        <Checkbox aria-label={t("ordersList.selectOrder", { id: order.id })} checked={selected} onCheckedChange={onSelect} />
      </Table.Cell>
      <Table.Cell>
        {order.medusaOrderId ? (
          <Link to={`/orders/${order.medusaOrderId}`} aria-label={t("ordersList.medusa.open", { id: order.id })} className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small-plus">
            #{order.id}
          </Link>
        ) : (
          <Text size="small" weight="plus">
            #{order.id}
          </Text>
        )}
        {!order.seen && (
          <Badge size="2xsmall" color="orange" className="ml-1">
            {t("order.new")}
          </Badge>
        )}
        <Text size="xsmall" className="text-ui-fg-muted">
          {formatDate(order.createdAt, locale)}
        </Text>
      </Table.Cell>
      <CustomerCell order={order} note={placementNote(order)} />
      <TotalCell amount={order.totalAmount} />
      <PaymentCell order={order}>
        <TestPaymentBadge order={order} />
      </PaymentCell>
      <Table.Cell>
        <Text size="small">{t(`ordersList.shipping.${order.shipmentState}`)}</Text>
      </Table.Cell>
    </Table.Row>
  )
}

function ReportList({ report, name, customer }: { report: BulkResult[]; name: string; customer: (id: number) => string | undefined }) {
  const { t } = useShopTranslation()
  const reasonOf = (r: BulkResult) => {
    if (r.reason) return t(r.reason.key as ShopKey, r.reason.values)
    const key = shippingMessageKey(r.code)
    return key ? t(`shipping.${key}` as ShopKey) : (r.message ?? "")
  }
  return (
    <ul aria-label={name} className="divide-y rounded-lg border">
      {report.map((r) => (
        <li key={r.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
          <Text size="small" weight="plus">
            {t("ordersList.bulk.report.order", { id: r.id })}
            {customer(r.id) ? ` · ${customer(r.id)}` : ""}
          </Text>
          <Text size="small" className={r.ok ? "text-ui-fg-interactive" : r.skipped ? "text-ui-fg-subtle" : "text-ui-fg-error"}>
            {r.ok
              ? r.price !== undefined
                ? t("ordersList.bulk.report.okPrice", { price: `$${r.price.toFixed(2)}` })
                : t("ordersList.bulk.report.ok")
              : t(r.skipped ? "ordersList.bulk.report.skipped" : "ordersList.bulk.report.failed", { reason: reasonOf(r) })}
          </Text>
        </li>
      ))}
    </ul>
  )
}

function BulkBar({ selected, onClear }: { selected: LegacyOrder[]; onClear: () => void }) {
  const { t, lang } = useShopTranslation()
  const queryClient = useQueryClient()
  const calls = useMemo(() => medusaBulkCalls(shopClient), [])
  const bulk = useBulkActions(calls, { onFinished: () => void queryClient.invalidateQueries({ queryKey: ["cambodian-shop", "orders"] }) })
  const { state } = bulk
  const usd = (n: number) => new Intl.NumberFormat(lang === "km" ? "km-KH" : "en-US", { style: "currency", currency: "USD" }).format(n)
  const customer = (id: number) => selected.find((o) => o.id === id)?.customerName
  return (
    <>
      {selected.length > 0 && (
        <div role="toolbar" aria-label={t("ordersList.bulk.label")} className="bg-ui-bg-subtle flex flex-wrap items-center gap-2 px-6 py-3">
          <Text size="small" weight="plus" className="mr-2">
            {t("ordersList.bulk.selected", { count: selected.length })}
          </Text>
          {BULK_ACTIONS.map((action) =>
            action === "printSlips" ? (
              <Button key={action} size="small" variant="secondary" asChild>
                <a href={packingSlipsUrl(BASE, { ids: selected.map((o) => o.id) }, lang)} target="_blank" rel="noreferrer">
                  {t("ordersList.bulk.printSlips")}
                </a>
              </Button>
            ) : (
              <Button key={action} size="small" variant="secondary" disabled={bulk.busy} onClick={() => void bulk.start(action, selected)}>
                {t(`ordersList.bulk.${action}`)}
              </Button>
            )
          )}
          <Button size="small" variant="transparent" onClick={onClear}>
            {t("ordersList.bulk.clearSelection")}
          </Button>
        </div>
      )}
      <Drawer open={state.phase !== "idle"} onOpenChange={(open) => !open && !bulk.busy && bulk.close()}>
        <Drawer.Content lang={lang} aria-describedby={undefined}>
          <Drawer.Header>
            <Drawer.Title>
              {state.phase === "confirm"
                ? t("ordersList.bulk.confirm.title", { count: state.plan.quotes.length })
                : t(state.phase === "idle" ? "ordersList.bulk.label" : `ordersList.bulk.${state.action}`)}
            </Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
            {state.phase === "planning" && <Text size="small">{t("ordersList.bulk.planning")}</Text>}
            {state.phase === "running" && <Text size="small">{t("ordersList.bulk.running", { done: state.done, of: state.of })}</Text>}
            {state.phase === "confirm" && (
              <>
                {state.plan.quotes.length ? (
                  <>
                    <Text size="small">{t("ordersList.bulk.confirm.intro", { weight: DEFAULT_WEIGHT_LB })}</Text>
                    <ul aria-label={t("ordersList.bulk.buyLabels")} className="divide-y rounded-lg border">
                      {state.plan.quotes.map((q) => (
                        <li key={q.order.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                          <Text size="small" weight="plus">
                            {t("ordersList.bulk.report.order", { id: q.order.id })} · {q.order.customerName}
                          </Text>
                          <Text size="small">{t("ordersList.bulk.confirm.line", { service: `${q.rate.provider} ${rateService(q.rate)}`.trim(), price: usd(q.price) })}</Text>
                        </li>
                      ))}
                    </ul>
                    <Text weight="plus">{t("ordersList.bulk.confirm.total", { total: usd(state.plan.total) })}</Text>
                  </>
                ) : (
                  <Text size="small">{t("ordersList.bulk.confirm.nothing")}</Text>
                )}
                {state.plan.skipped.length > 0 && (
                  <>
                    <Text size="small" weight="plus">
                      {t("ordersList.bulk.confirm.skipped")}
                    </Text>
                    <ReportList report={state.plan.skipped} name={t("ordersList.bulk.confirm.skipped")} customer={customer} />
                  </>
                )}
              </>
            )}
            {state.phase === "report" && (
              <>
                <Text size="small" weight="plus" role="status">
                  {t("ordersList.bulk.report.tally", bulkTally(state.report))}
                </Text>
                <ReportList report={state.report} name={t("ordersList.bulk.report.title")} customer={customer} />
              </>
            )}
          </Drawer.Body>
          <Drawer.Footer>
            {state.phase === "confirm" ? (
              <>
                <Button size="small" variant="secondary" onClick={bulk.close}>
                  {t("common.cancel")}
                </Button>
                {state.plan.quotes.length > 0 && (
                  <Button size="small" onClick={() => void bulk.confirm()}>
                    {t("ordersList.bulk.confirm.buy", { count: state.plan.quotes.length, total: usd(state.plan.total) })}
                  </Button>
                )}
              </>
            ) : (
              <Button
                size="small"
                variant="secondary"
                disabled={bulk.busy}
                onClick={() => {
                  bulk.close()
                  if (state.phase === "report") onClear()
                }}
              >
                {t("common.close")}
              </Button>
            )}
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer>
    </>
  )
}

const ShopOrdersPage = () => {
  const { t } = useShopTranslation()
  const list = useUrlFilters()
  const result = usePagedDef(ordersListQuery(shopClient, defaultOrdersListQuery(list.query, list.offset, SHOP_ORDERS_PAGE_SIZE), "medusa"))
  const { data, isLoading, isError, error, refetch } = result
  const orders = data?.orders ?? []
  const selection = useRowSelection(orders.map((o) => o.id))
  const selected = selection.selected.map((id) => orders.find((o) => o.id === id)!).filter(Boolean)

  return (
    <ShopPage header={<ListTitle title={t("ordersList.medusa.title")} badge={data && <Badge color="grey">{data.count}</Badge>} intro={t("ordersList.medusa.intro")} />}>
      <FiltersBar list={list} />
      <BulkBar selected={selected} onClear={selection.clear} />
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadError error={error} retry={() => refetch()} />
      ) : !orders.length ? (
        <Empty>{list.active ? t("ordersList.noMatch") : t("ordersList.empty")}</Empty>
      ) : (
        <>
          <div className="overflow-x-auto">
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>
                    <Checkbox
                      aria-label={t("ordersList.selectPage")}
                      checked={selection.allShown ? true : selection.someShown ? "indeterminate" : false}
                      onCheckedChange={selection.toggleAll}
                    />
                  </Table.HeaderCell>
                  {[t("archived.order"), t("archived.customer"), t("archived.total"), t("archived.payment"), t("ordersList.shipping.label")].map((h) => (
                    <Table.HeaderCell key={h}>{h}</Table.HeaderCell>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((o) => (
                  <OrderRow key={o.id} order={o} selected={selection.isSelected(o.id)} onSelect={() => selection.toggle(o.id)} />
                ))}
              </Table.Body>
            </Table>
          </div>
          <Pager offset={list.offset} count={data.count} pageSize={SHOP_ORDERS_PAGE_SIZE} keys={{ page: "ordersList.range", previous: "ordersList.previous", next: "ordersList.next" }} onChange={list.setOffset} />
        </>
      )}
    </ShopPage>
  )
}

export default ShopOrdersPage
