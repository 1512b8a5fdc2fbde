import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { PaymentStatusBadge, TestPaymentBadge, useMethodLabel, usePlacementNote } from "../components/order-badges"
import { LoadError, Loading, TitleBlock } from "../components/panel"
import { useOrderQueue } from "../hooks/orders"
import { useShopTranslation } from "../lib/i18n"
import type { ShopOrder } from "../lib/types"

const OrderRow = ({ order }: { order: ShopOrder }) => {
  const { t, locale } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const placementNote = usePlacementNote()
  const note = placementNote(order)
  const money = order.totalAmount == null ? "" : new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(order.totalAmount)
  const label = t("queue.order", { id: order.id })
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-6 py-2">
      {order.medusaOrderId ? (
        <Link to={`/orders/${order.medusaOrderId}`} className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small-plus">
          {label}
        </Link>
      ) : (
        <Text size="small" weight="plus">
          {label}
        </Text>
      )}
      <Text size="small" className="text-ui-fg-subtle">
        {order.customerName}
      </Text>
      <Text size="small" className="text-ui-fg-subtle">
        {money}
      </Text>
      <Badge size="2xsmall">{methodLabel(order.paymentMethod)}</Badge>
      <PaymentStatusBadge order={order} />
      <TestPaymentBadge order={order} />
      {order.paymentConfirmed && order.paymentStatus === "pending" && (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("queue.customerSaysPaid")}
        </Text>
      )}
      {note && <StatusBadge color={order.placement === "failed" ? "red" : "orange"}>{note}</StatusBadge>}
      {!order.medusaOrderId && !note && (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("queue.notInMedusa")}
        </Text>
      )}
    </li>
  )
}

const Section = ({ title, orders, count, id }: { title: string; orders: ShopOrder[]; count: number; id: string }) => {
  const { t } = useShopTranslation()
  return (
    <section aria-labelledby={id} className="py-2">
      <div className="flex items-center gap-2 px-6 py-2">
        <Heading level="h3" id={id}>
          {title}
        </Heading>
        <Badge size="2xsmall" color={count ? "orange" : "grey"}>
          {t("queue.count", { count })}
        </Badge>
      </div>
      {orders.length ? (
        <ul>
          {orders.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      ) : (
        <Text size="small" className="text-ui-fg-muted px-6 py-1">
          {t("queue.none")}
        </Text>
      )}
    </section>
  )
}

/**
 * Above Medusa's order list: the shop's orders nobody has opened yet and the manual payments that
 * wait for staff to check the money, each linking to its order page.
 */
const OrderAttentionWidget = () => {
  const { t, lang } = useShopTranslation()
  const { data, isLoading, isError, error, refetch } = useOrderQueue()
  return (
    <Container lang={lang} className="divide-y p-0">
      <div className="px-6 py-4">
        <TitleBlock title={t("queue.title")} intro={t("queue.intro")} />
      </div>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadError error={error} retry={() => refetch()} />
      ) : (
        <>
          <Section id="shop-queue-unseen" title={t("queue.unseen")} orders={data.unseen.orders} count={data.unseen.count} />
          <Section
            id="shop-queue-awaiting"
            title={t("queue.awaiting")}
            orders={data.awaitingVerification.orders}
            count={data.awaitingVerification.count}
          />
        </>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.list.before",
  id: "cambodian-shop:order-attention",
})

export default OrderAttentionWidget
