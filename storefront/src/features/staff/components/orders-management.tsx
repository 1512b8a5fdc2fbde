import { useRowSelection } from "@shop/staff"
import { useStaffRole } from "../use-role"
import { RoleReason } from "./role-refusal"
import { useEffect, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"
import {
  mergePages,
  ORDERS_KEPT_BY_LIMIT,
  useAcknowledgeOrder,
  useClearAllOrders,
  useLimitOrders,
  useNewOrderCount,
  useOrders,
  type Order,
} from "../api/orders"
import { useServerReason } from "../use-server-reason"
import { ListBody, TableHead } from "./list-controls"
import { NewBadge, OrderStatusBadge, PaymentStatusBadge, TestPaymentBadge, paymentMethodLabel, placementNote } from "./badges"
import { ArchivedOrders } from "./archived-orders"
import { BulkBar } from "./bulk-bar"
import { OrderFiltersBar, useOrderListFilters } from "./order-filters"
import { ConfirmDialog } from "./confirm-dialog"
import { OrderDialog } from "./order-dialog"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button } from "../../../components/ui/button"
import { PressedButtons } from "../../../components/ui/pressed-buttons"
import { useToast } from "../../../components/ui/toaster"
import { cn } from "../../../lib/cn"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"

/** The Orders Management card of the admin dashboard (spec point 2): toolbar, the orders (pages of 50), the order dialog. */
export function OrdersManagement() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const filterList = useOrderListFilters()
  const ordersQuery = useOrders(filterList.query)
  const newCount = useNewOrderCount()
  const limit = useLimitOrders()
  const clearAll = useClearAllOrders()
  const role = useStaffRole()
  const acknowledge = useAcknowledgeOrder()
  const [selected, setSelected] = useState<Order | null>(null)
  const [view, setView] = useState<"current" | "archived">("current")
  const [params, setParams] = useSearchParams()

  const orders = mergePages(ordersQuery.data)
  const loaded = ordersQuery.isSuccess
  const reportedTotal = ordersQuery.data?.pages[0]?.total
  const total = reportedTotal ?? (ordersQuery.hasNextPage ? Infinity : orders.length)
  // The dialog follows the cached order, so a change shows at once; it keeps the last copy if the order leaves the list.
  const current = selected ? (orders.find((o) => o.id === selected.id) ?? selected) : null
  const unseen = newCount.data ?? orders.filter((o) => !o.seen).length
  const selection = useRowSelection(orders.map((o) => o.id))
  const selectedOrders = selection.selected.map((id) => orders.find((o) => o.id === id)!).filter(Boolean)

  const open = (order: Order, opener: HTMLElement | null) => {
    // The dialog gives focus back to what had it when it opened: the order's button, even after a
    // click on the row around it (or in Safari, where a click does not focus a button).
    opener?.focus()
    setSelected(order)
    if (!order.seen) {
      acknowledge.mutate(order.id, {
        onError: (err) => toast({ title: t("common.error"), description: t("order.statusFailed", { reason: reasonOf(err) }), variant: "destructive" }),
      })
    }
  }

  // /admin?order=1042 (the link of a staff e-mail): that order's dialog opens once the list has it;
  // a number the list does not have is said (a toast), anything else is dropped silently.
  const wantedText = params.get("order")
  const wanted = wantedText !== null && /^\d{1,9}$/.test(wantedText.trim()) ? Number(wantedText.trim()) : null
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current || !loaded || wantedText === null) return
    opened.current = true
    const order = wanted === null ? undefined : orders.find((o) => o.id === wanted)
    if (order) open(order, null)
    else if (wanted !== null) toast({ title: t("orders.notFound", { id: wanted }) })
    setParams(
      (p) => {
        p.delete("order")
        return p
      },
      { replace: true }
    )
  })

  const onLimit = () =>
    limit.mutate(undefined, {
      onSuccess: (r) => toast({ title: t("orders.limited"), description: t("orders.limitedText", { count: r?.deletedCount ?? 0 }) }),
      onError: (err) => toast({ title: t("common.error"), description: t("orders.limitFailed", { reason: reasonOf(err) }), variant: "destructive" }),
    })
  const onClear = () =>
    clearAll.mutate(undefined, {
      onSuccess: (r) => toast({ title: t("orders.cleared"), description: t("orders.clearedText", { count: r?.deletedCount ?? 0 }) }),
      onError: (err) => toast({ title: t("common.error"), description: t("orders.clearFailed", { reason: reasonOf(err) }), variant: "destructive" }),
    })

  return (
    <section aria-labelledby="orders-heading" className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 p-4">
        <h2 id="orders-heading" className="flex items-center gap-2 text-xl font-bold text-stone-900">
          {t("orders.title")}
          {unseen > 0 && (
            <span className="rounded-full bg-red-800 px-2 py-0.5 text-sm font-semibold text-white" data-testid="new-orders-badge">
              {t("orders.newBadge", { count: unseen })}
            </span>
          )}
        </h2>
        <PressedButtons
          label={t("orders.view")}
          className="flex gap-2"
          items={(["current", "archived"] as const).map((v) => ({ key: v, text: v === "current" ? t("orders.viewCurrent") : t("orders.viewArchived"), pressed: view === v, onPress: () => setView(v) }))}
        />
        {view === "current" && (
        <div className="flex flex-wrap gap-2">
          <ConfirmedAction
            label={t("orders.limit")}
            disabled={!loaded || total <= ORDERS_KEPT_BY_LIMIT || limit.isPending || !role.can("orders.limit")}
            confirm="confirmLimit"
            onConfirm={onLimit}
          />
          <ConfirmedAction label={t("orders.clearAll")} disabled={!loaded || total === 0 || clearAll.isPending || !role.can("orders.clear")} confirm="confirmClear" onConfirm={onClear} />
          {!role.can("orders.clear") && <RoleReason permission="orders.clear" />}
          {!role.can("orders.limit") && <RoleReason permission="orders.limit" />}
          <Button
            size="sm"
            variant="secondary"
            aria-busy={ordersQuery.isFetching}
            disabled={ordersQuery.isFetching}
            onClick={() => {
              void ordersQuery.refetch()
              void newCount.refetch()
            }}
          >
            {t("orders.refresh")}
          </Button>
        </div>
        )}
      </div>

      {view === "archived" ? (
        <ArchivedOrders />
      ) : (
      <>
      <OrderFiltersBar list={filterList} />
      <BulkBar selected={selectedOrders} onClear={selection.clear} />
      <div role="region" aria-label={t("orders.list")} tabIndex={0} className="h-[400px] overflow-auto focus:outline-2 focus:outline-red-800">
        <ListBody
          query={ordersQuery}
          empty={orders.length === 0}
          texts={{ loading: t("orders.loading"), failed: t("orders.loadError"), retry: t("orders.retry"), empty: filterList.active ? t("ordersList.noMatch") : t("orders.empty") }}
        >
          <>
            <label className="flex min-h-11 items-center gap-3 border-b border-stone-100 px-3 text-sm font-medium text-stone-900">
              <SelectPageBox selection={selection} />
              {t("ordersList.selectPage")}
            </label>
            <OrdersTable orders={orders} onOpen={open} selection={selection} />
            <OrderCards orders={orders} onOpen={open} selection={selection} />
          </>
        </ListBody>
      </div>

      {loaded && orders.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 p-4 text-sm text-stone-800">
          <p>{t("orders.shown", { shown: orders.length, count: Number.isFinite(total) ? total : orders.length })}</p>
          {ordersQuery.hasNextPage && (
            <Button size="sm" variant="secondary" disabled={ordersQuery.isFetchingNextPage} onClick={() => void ordersQuery.fetchNextPage()}>
              {ordersQuery.isFetchingNextPage ? t("orders.loadingMore") : t("orders.loadMore")}
            </Button>
          )}
        </div>
      )}
      </>
      )}

      <OrderDialog order={current} onOpenChange={(isOpen) => !isOpen && setSelected(null)} />
    </section>
  )
}

/** An orders-wide action behind a confirm step: its button, then orders.{confirm}'s title, text and confirm label. */
function ConfirmedAction({ label, disabled, confirm, onConfirm }: { label: string; disabled: boolean; confirm: "confirmLimit" | "confirmClear"; onConfirm: () => void }) {
  const { t } = useStaffTranslation("admin")
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary" disabled={disabled}>
          {label}
        </Button>
      }
      title={t(`orders.${confirm}.title`)}
      description={t(`orders.${confirm}.text`)}
      confirmLabel={t(`orders.${confirm}.confirm`)}
      onConfirm={onConfirm}
    />
  )
}

type ListProps = { orders: Order[]; onOpen: (order: Order, opener: HTMLElement | null) => void; selection: ReturnType<typeof useRowSelection> }

/** A row's checkbox for the bulk actions (a click on it does not open the order). */
function SelectBox({ order, selection }: { order: Order; selection: ListProps["selection"] }) {
  const { t } = useStaffTranslation("admin")
  return (
    <input
      type="checkbox"
      aria-label={t("ordersList.selectOrder", { id: order.id })}
      checked={selection.isSelected(order.id)}
      onChange={() => selection.toggle(order.id)}
      onClick={(e) => e.stopPropagation()}
      className="h-5 w-5 shrink-0 accent-red-800"
    />
  )
}

/** The header's checkbox: every order shown on this page (indeterminate when some are chosen). */
function SelectPageBox({ selection }: { selection: ListProps["selection"] }) {
  const { t } = useStaffTranslation("admin")
  return (
    <input
      type="checkbox"
      checked={selection.allShown}
      ref={(el) => {
        if (el) el.indeterminate = selection.someShown
      }}
      onChange={selection.toggleAll}
      className="h-5 w-5 accent-red-800"
    />
  )
}

/** md and up: one row per order; the row (or its order-number button) opens the dialog. */
function OrdersTable({ orders, onOpen, selection }: ListProps) {
  const { t, i18n } = useStaffTranslation("admin")
  return (
    <table className="hidden w-full md:table">
      <caption className="sr-only">{t("orders.list")}</caption>
      <TableHead
        columns={[
          [t("orders.columns.id")],
          [t("orders.columns.date")],
          [t("orders.columns.customer")],
          [t("orders.columns.total"), "text-right"],
          [t("orders.columns.method")],
          [t("orders.columns.paymentStatus")],
          [t("orders.columns.status")],
        ]}
      />
      <tbody>
        {orders.map((order) => {
          const note = placementNote(order, t)
          return (
            <tr
              key={order.id}
              data-unseen={!order.seen || undefined}
              onClick={(e) => onOpen(order, e.currentTarget.querySelector("button"))}
              className={cn("cursor-pointer border-b border-stone-100 text-stone-900 hover:bg-stone-50", !order.seen && "bg-amber-50 font-semibold")}
            >
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <SelectBox order={order} selection={selection} />
                  <button
                    type="button"
                    aria-label={t("orders.open", { id: order.id })}
                    onClick={(e) => {
                      e.stopPropagation()
                      onOpen(order, e.currentTarget)
                    }}
                    className="rounded font-semibold text-red-900 underline-offset-2 hover:underline"
                  >
                    #{order.id}
                  </button>
                  {!order.seen && <NewBadge />}
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-sm">{formatDateTime(new Date(order.createdAt), i18n.language)}</td>
              <td className="px-3 py-2">
                {order.customerName}
                {order.paymentReference && <span className="block font-mono text-xs text-stone-700">{order.paymentReference}</span>}
                {note && <span className="block text-xs font-normal text-amber-900">{note}</span>}
              </td>
              <td className="px-3 py-2 text-right">{formatPrice(order.totalAmount)}</td>
              <td className="px-3 py-2">{paymentMethodLabel(order.paymentMethod, t)}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  <PaymentStatusBadge order={order} />
                  <TestPaymentBadge order={order} />
                </span>
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Below md: one card per order, the whole card a button. */
function OrderCards({ orders, onOpen, selection }: ListProps) {
  const { t, i18n } = useStaffTranslation("admin")
  return (
    <ul aria-label={t("orders.list")} className="flex flex-col gap-2 p-2 md:hidden">
      {orders.map((order) => {
        const note = placementNote(order, t)
        const detailsId = `order-card-${order.id}`
        return (
          <li key={order.id} className="flex items-start gap-2">
            <span className="flex min-h-11 items-center pl-1">
              <SelectBox order={order} selection={selection} />
            </span>
            <button
              type="button"
              aria-label={t("orders.open", { id: order.id })}
              aria-describedby={detailsId}
              onClick={(e) => onOpen(order, e.currentTarget)}
              data-unseen={!order.seen || undefined}
              className={cn(
                "flex w-full flex-col gap-1 rounded-lg border p-3 text-left text-stone-900",
                order.seen ? "border-stone-200 bg-white" : "border-amber-500 bg-amber-50"
              )}
            >
              <span id={detailsId} className="flex w-full flex-col gap-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-bold">
                    #{order.id} {!order.seen && <NewBadge />}
                  </span>
                  <span className="font-semibold">{formatPrice(order.totalAmount)}</span>
                </span>
                <span>
                  {order.customerName}
                  {order.paymentReference && <span className="ml-2 font-mono text-xs text-stone-700">{order.paymentReference}</span>}
                </span>
                {note && <span className="text-xs text-amber-900">{note}</span>}
                <span className="text-sm text-stone-700">
                  {formatDateTime(new Date(order.createdAt), i18n.language)} · {paymentMethodLabel(order.paymentMethod, t)}
                </span>
                <span className="flex flex-wrap gap-2">
                  <PaymentStatusBadge order={order} />
                  <TestPaymentBadge order={order} />
                  <OrderStatusBadge status={order.status} />
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
