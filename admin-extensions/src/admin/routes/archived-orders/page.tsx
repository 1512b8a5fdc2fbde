import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArchiveBox } from "@medusajs/icons"
import { useListState } from "@shop/staff"
import { Badge, Button, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { ListSearch, ListTitle, PagedTable, ShopPage, type PagerKeys } from "../../components/panel"
import { CustomerCell, PaymentCell, TotalCell } from "../../components/order-cells"
import { useArchivedOrders, useRestoreOrder } from "../../hooks/orders"
import { ShopApiError } from "../../lib/api"
import { useShopTranslation } from "../../lib/i18n"
import type { ArchivedOrder } from "../../lib/types"
import { formatDate } from "../../lib/dates"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "nav.archivedOrders", translationNs: "cambodianShop", icon: ArchiveBox })

const PAGE_SIZE = 20
const PAGER: PagerKeys = { page: "archived.page", previous: "archived.previous", next: "archived.next" }

const OrderRow = ({ order }: { order: ArchivedOrder }) => {
  const { t, locale } = useShopTranslation()
  const prompt = usePrompt()
  const restore = useRestoreOrder()
  const date = (d: string) => formatDate(d, locale)
  const reason = (e: Error) => (e instanceof ShopApiError && e.code === "staffOrder.notArchived" ? t("archived.notArchived") : e.message)

  const onRestore = async () => {
    const ok = await prompt({
      title: t("archived.confirmTitle", { id: order.id }),
      description: t("archived.confirmText"),
      confirmText: t("archived.restore"),
      cancelText: t("archived.cancel"),
      variant: "confirmation",
    })
    if (!ok) return
    restore.mutate(order.id, {
      onSuccess: () => toast.success(t("archived.restored", { id: order.id })),
      onError: (e) => toast.error(t("archived.restoreFailed", { reason: reason(e) })),
    })
  }

  return (
    <Table.Row className="[&_td]:py-3">
      <Table.Cell>
        <Text size="small" weight="plus">
          #{order.id}
        </Text>
        <Text size="xsmall" className="text-ui-fg-muted">
          {date(order.createdAt)}
        </Text>
      </Table.Cell>
      <CustomerCell order={order} />
      <TotalCell amount={order.totalAmount} />
      <PaymentCell order={order} />
      <Table.Cell>
        <Text size="small">{date(order.archivedAt)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="small"
          variant="secondary"
          aria-label={t("archived.restoreNamed", { id: order.id })}
          isLoading={restore.isPending}
          disabled={restore.isPending}
          onClick={onRestore}
        >
          {t("archived.restore")}
        </Button>
      </Table.Cell>
    </Table.Row>
  )
}

/** The orders staff archived (Clear All, Limit to 10), searchable, each with Restore. */
const ArchivedOrdersPage = () => {
  const { t } = useShopTranslation()
  const list = useListState({ pageSize: PAGE_SIZE })
  const result = useArchivedOrders(list.query)
  const { data } = result

  return (
    <ShopPage
      header={
        <ListTitle title={t("archived.title")} badge={data && !list.search && <Badge color="grey">{data.count}</Badge>} intro={t("archived.intro")} />
      }
    >
      <ListSearch label={t("archived.search")} placeholder={t("archived.searchHint")} value={list.typed} onChange={list.setTyped} />
      <PagedTable
        result={result}
        rows={(page) => page.orders.map((o) => <OrderRow key={o.id} order={o} />)}
        count={(page) => page.count}
        empty={list.search ? t("archived.noMatch") : t("archived.empty")}
        headers={[t("archived.order"), t("archived.customer"), t("archived.total"), t("archived.payment"), t("archived.archivedColumn"), t("archived.actions")]}
        list={list}
        keys={PAGER}
      />
    </ShopPage>
  )
}

export default ArchivedOrdersPage
