import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TruckFast } from "@medusajs/icons"
import { SHIPPING_PAGE_SIZE } from "@shop/contract"
import { useListState } from "@shop/staff/lists"
import { Badge, Button, Drawer, StatusBadge, Table, Tabs, Text } from "@medusajs/ui"
import { useState, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { PaymentStatusBadge, usePlacementNote } from "../../components/order-badges"
import { Empty, ListSearch, ListTable, LoadError, Loading, PagedTable, ShopPage, type PagerKeys, StackCell, TitleBlock } from "../../components/panel"
import { LabelActions, OrderShippingPanel, PaymentNotVerifiedBadge, ShipButton, ShippoModeBadge } from "../../components/shipping"
import { useLabelHistory, useShipmentOrders } from "../../hooks/shipping"
import { useShopTranslation } from "../../lib/i18n"
import type { ShipmentList, ShopOrder } from "../../lib/types"
import { formatDate } from "../../lib/dates"

const PAGE_SIZE = SHIPPING_PAGE_SIZE
const PAGER: PagerKeys = { page: "shipping.page.page", previous: "shipping.page.previous", next: "shipping.page.next" }

function useFormat() {
  const { locale } = useShopTranslation()
  return {
    money: (n: number | null | undefined) => (n == null ? "—" : new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(n)),
    date: (d: string | null | undefined) => formatDate(d, locale),
  }
}

/** The order number, linking to Medusa's order page once the order is there. */
function OrderLink({ number, medusaOrderId }: { number: number; medusaOrderId: string | null }) {
  const { t } = useShopTranslation()
  const text = t("shipping.common.order", { id: number })
  return medusaOrderId ? (
    <Link to={`/orders/${medusaOrderId}`} className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small-plus whitespace-nowrap">
      {text}
    </Link>
  ) : (
    <Text size="small" weight="plus" className="whitespace-nowrap">
      {text}
    </Text>
  )
}

const hasLabel = (o: ShopOrder) => Boolean(o.trackingNumber || o.shippingLabel)

/** A row of the pending or shipped list. */
function OrderRow({ order, list, onBuy }: { order: ShopOrder; list: ShipmentList; onBuy: (o: ShopOrder) => void }) {
  const { t } = useShopTranslation()
  const { money } = useFormat()
  const placementNote = usePlacementNote()
  const note = placementNote(order)
  const labelled = hasLabel(order)
  return (
    <Table.Row className="align-top [&_td]:py-3">
      <Table.Cell>
        <OrderLink number={order.id} medusaOrderId={order.medusaOrderId} />
      </Table.Cell>
      <Table.Cell className="max-w-xs">
        <Text size="small" weight="plus">
          {order.customerName}
        </Text>
        <Text size="small" className="text-ui-fg-subtle whitespace-normal">
          {order.deliveryAddress}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text size="small">{money(order.totalAmount)}</Text>
      </Table.Cell>
      <StackCell>
        <PaymentStatusBadge order={order} />
        <PaymentNotVerifiedBadge order={order} />
      </StackCell>
      <Table.Cell>
        {labelled ? (
          <div className="flex flex-col items-start gap-1">
            <StatusBadge color="green">{t("shipping.common.labelCreated")}</StatusBadge>
            {order.trackingNumber && <span className="txt-compact-small font-mono">{order.trackingNumber}</span>}
            {order.shippingCarrier && (
              <Text size="xsmall" className="text-ui-fg-subtle">
                {order.shippingCarrier}
              </Text>
            )}
          </div>
        ) : note ? (
          <StatusBadge color={order.placement === "failed" ? "red" : "orange"}>{note}</StatusBadge>
        ) : (
          <Text size="small" className="text-ui-fg-muted">
            {t("shipping.page.noLabel")}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col items-start gap-2">
          {labelled && order.medusaOrderId && <LabelActions medusaOrderId={order.medusaOrderId} orderNumber={order.id} labelUrl={order.shippingLabel} />}
          {!labelled && order.medusaOrderId && order.placement === "placed" && (
            <Button size="small" variant="secondary" aria-label={t("shipping.admin.labelFor", { id: order.id })} onClick={() => onBuy(order)}>
              {t("shipping.buy.button")}
            </Button>
          )}
          {list === "pending" && order.medusaOrderId && <ShipButton order={order} medusaOrderId={order.medusaOrderId} hasLabel={labelled} hint={false} />}
          {list === "shipped" && <StatusBadge color="green">{t("shipping.ship.shipped")}</StatusBadge>}
        </div>
      </Table.Cell>
    </Table.Row>
  )
}

function OrdersTab({ list: shipments, onBuy }: { list: ShipmentList; onBuy: (o: ShopOrder) => void }) {
  const { t } = useShopTranslation()
  // Paging and search: @shop/staff's list state, as the other lists of these pages.
  const list = useListState({ pageSize: PAGE_SIZE })
  const result = useShipmentOrders({ list: shipments, limit: list.limit, offset: list.offset, search: list.search || undefined })
  return (
    <>
      <ListSearch label={t("shipping.list.search")} placeholder={t("shipping.page.searchPlaceholder")} value={list.typed} onChange={list.setTyped} />
      <PagedTable
        result={result}
        rows={(page) => page.orders.map((o) => <OrderRow key={o.id} order={o} list={shipments} onBuy={onBuy} />)}
        count={(page) => page.count}
        empty={list.search ? t("shipping.page.noMatch") : shipments === "pending" ? t("shipping.admin.noPending") : t("shipping.admin.noShipped")}
        headers={[
          t("shipping.simple.history.order"),
          t("shipping.page.customer"),
          t("shipping.page.total"),
          t("shipping.page.payment"),
          t("shipping.admin.label"),
          t("shipping.page.actions"),
        ]}
        list={list}
        keys={PAGER}
      />
    </>
  )
}

/** A cell of small text; `nowrap` keeps it on one line (dates, prices). */
const TextCell = ({ nowrap, children }: { nowrap?: boolean; children: ReactNode }) => (
  <Table.Cell>
    <Text size="small" className={nowrap ? "whitespace-nowrap" : undefined}>
      {children}
    </Text>
  </Table.Cell>
)

function HistoryTab() {
  const { t } = useShopTranslation()
  const { date, money } = useFormat()
  const { data, isLoading, isError, error, refetch } = useLabelHistory()
  if (isLoading) return <Loading />
  if (isError || !data) return <LoadError error={error} retry={() => refetch()} />
  if (!data.length) return <Empty>{t("shipping.simple.history.empty")}</Empty>
  return (
    <ListTable
      headers={[
        t("shipping.simple.history.file"),
        t("shipping.simple.history.created"),
        t("shipping.simple.history.order"),
        t("shipping.common.tracking"),
        t("shipping.page.carrier"),
        t("shipping.simple.history.price"),
        t("shipping.page.actions"),
      ]}
    >
      {data.map((l) => (
        <Table.Row key={`${l.orderId}-${l.trackingNumber}`} className="align-top [&_td]:py-3">
          <Table.Cell>
            <span className="txt-compact-small font-mono">{l.filename}</span>
            {l.sample && (
              <Badge size="2xsmall" color="orange" className="ml-2">
                {t("shipping.mode.sandbox")}
              </Badge>
            )}
          </Table.Cell>
          <TextCell nowrap>{date(l.createdAt)}</TextCell>
          <Table.Cell>
            <OrderLink number={l.orderId} medusaOrderId={l.medusaOrderId} />
          </Table.Cell>
          <Table.Cell>
            <span className="txt-compact-small break-all font-mono">{l.trackingNumber ?? "—"}</span>
          </Table.Cell>
          <TextCell>{[l.carrier, l.service].filter(Boolean).join(" ") || "—"}</TextCell>
          <TextCell nowrap>{money(l.shippingLabelPrice)}</TextCell>
          <Table.Cell>{l.medusaOrderId && <LabelActions medusaOrderId={l.medusaOrderId} orderNumber={l.orderId} labelUrl={l.url} />}</Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  )
}

type Tab = "pending" | "shipped" | "history"

/**
 * The shop's Shipping page in Medusa's sidebar: orders pending shipment (Buy label in a drawer with
 * the order page's label flow, Mark shipped), shipped orders, every label bought (Open / Print /
 * Download), and the Shippo mode (sandbox, test, live) from check-api-key.
 */
const ShippingPage = () => {
  const { t, lang } = useShopTranslation()
  const [tab, setTab] = useState<Tab>("pending")
  const [buying, setBuying] = useState<ShopOrder | null>(null)
  return (
    <ShopPage
      header={
        <div className="flex flex-col gap-2">
          <TitleBlock level="h1" title={t("shipping.page.title")} intro={t("shipping.page.intro")} />
          <ShippoModeBadge withText />
        </div>
      }
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <div className="px-6 py-3">
          <Tabs.List>
            <Tabs.Trigger value="pending">{t("shipping.page.tabs.pending")}</Tabs.Trigger>
            <Tabs.Trigger value="shipped">{t("shipping.ship.shipped")}</Tabs.Trigger>
            <Tabs.Trigger value="history">{t("shipping.page.tabs.history")}</Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="pending">
          <OrdersTab list="pending" onBuy={setBuying} />
        </Tabs.Content>
        <Tabs.Content value="shipped">
          <OrdersTab list="shipped" onBuy={setBuying} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab />
        </Tabs.Content>
      </Tabs>
      <Drawer open={buying !== null} onOpenChange={(open) => !open && setBuying(null)}>
        <Drawer.Content lang={lang} aria-describedby={undefined}>
          <Drawer.Header>
            <Drawer.Title>{buying ? t("shipping.admin.labelFor", { id: buying.id }) : ""}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="divide-y overflow-y-auto p-0">
            {buying?.medusaOrderId && <OrderShippingPanel medusaOrderId={buying.medusaOrderId} />}
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button size="small" variant="secondary">
                {t("shipping.page.close")}
              </Button>
            </Drawer.Close>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer>
    </ShopPage>
  )
}

export const config = defineRouteConfig({
  label: "nav.shipping",
  translationNs: "cambodianShop", // SHOP_NS of ../../i18n: the admin-sdk reads this as a literal
  icon: TruckFast,
})

export default ShippingPage
