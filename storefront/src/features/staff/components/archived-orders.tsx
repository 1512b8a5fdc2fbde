import { useListState } from "@shop/staff"
import { ORDERS_PAGE_SIZE, useArchivedOrders, useRestoreOrder, type ArchivedOrder } from "../api/orders"
import { useServerReason } from "../use-server-reason"
import { useStaffTranslation } from "../use-staff-i18n"
import { ConfirmDialog } from "./confirm-dialog"
import { paymentMethodLabel } from "./badges"
import { ListBody, SearchField } from "./list-controls"
import { Button } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"

/**
 * The Archived view of Orders Management: orders Clear All or Limit took out of the lists (they stay
 * in the database), searchable, each with Restore (asks first) that puts it back in the orders list.
 */
export function ArchivedOrders() {
  const { t, i18n } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const list = useListState({ pageSize: ORDERS_PAGE_SIZE })
  const archived = useArchivedOrders(list.search)
  const restore = useRestoreOrder()

  const orders = archived.data?.pages.flatMap((p) => p.orders) ?? []
  const total = archived.data?.pages[0]?.total ?? orders.length

  const onRestore = (order: ArchivedOrder) =>
    restore.mutate(order.id, {
      onSuccess: () => toast({ title: t("archived.restored", { id: order.id }), description: t("archived.restoredText") }),
      onError: (err) => toast({ title: t("common.error"), description: t("archived.restoreFailed", { reason: reasonOf(err) }), variant: "destructive" }),
    })

  return (
    <div className="flex flex-col">
      <SearchField
        className="flex flex-col gap-1 border-b border-stone-200 p-4"
        label={t("archived.search")}
        placeholder={t("archived.searchPlaceholder")}
        value={list.typed}
        onChange={list.setTyped}
      />
      <div role="region" aria-label={t("archived.list")} tabIndex={0} className="h-[400px] overflow-auto focus:outline-2 focus:outline-red-800">
        <ListBody
          query={archived}
          empty={orders.length === 0}
          texts={{
            loading: t("archived.loading"),
            failed: t("archived.loadError", { reason: reasonOf(archived.error) }),
            retry: t("orders.retry"),
            empty: list.search ? t("archived.noMatch") : t("archived.empty"),
          }}
        >
          <ul className="divide-y divide-stone-200">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-3 p-3 text-stone-900">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    #{order.id} · {order.customerName} · {formatPrice(order.totalAmount)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {t("archived.placedOn", { date: formatDateTime(new Date(order.createdAt), i18n.language) })} · {paymentMethodLabel(order.paymentMethod, t)}
                    {order.paymentReference && <span className="ml-2 font-mono text-xs">{order.paymentReference}</span>}
                  </p>
                  <p className="text-sm text-stone-700">{t("archived.archivedOn", { date: formatDateTime(new Date(order.archivedAt), i18n.language) })}</p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="secondary" aria-label={t("archived.restoreNamed", { id: order.id })} disabled={restore.isPending}>
                      {t("archived.restore")}
                    </Button>
                  }
                  title={t("archived.confirm.title", { id: order.id })}
                  description={t("archived.confirm.text")}
                  confirmLabel={t("archived.restore")}
                  onConfirm={() => onRestore(order)}
                />
              </li>
            ))}
          </ul>
        </ListBody>
      </div>
      {archived.isSuccess && orders.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 p-4 text-sm text-stone-800">
          <p>{t("archived.shown", { shown: orders.length, count: total })}</p>
          {archived.hasNextPage && (
            <Button size="sm" variant="secondary" disabled={archived.isFetchingNextPage} onClick={() => void archived.fetchNextPage()}>
              {archived.isFetchingNextPage ? t("orders.loadingMore") : t("orders.loadMore")}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
