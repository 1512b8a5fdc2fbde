import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Table, Text } from "@medusajs/ui"
import { TitleBlock } from "../components/panel"
import { useShopOrder } from "../hooks/orders"
import { useShopTranslation } from "../lib/i18n"

/** The card fee line's `metadata.shop_line` (compat-api's place-order). */
const CARD_FEE_LINE = "card_processing_fee"

type MedusaFigures = { itemSubtotal: number | null; shipping: number | null; fee: number; total: number | null }

const num = (v: unknown) => (v == null || !Number.isFinite(Number(v)) ? null : Number(v))

/**
 * Medusa's own figures of the order: item subtotal (the card fee line included), shipping, the fee
 * line, and the total it charged. Medusa's `total` drops by its credit lines (a refund, a cancel),
 * so a refunded order read $0.00 beside the shop's total; the credit lines are added back.
 */
export function medusaFigures(order: Partial<AdminOrder>): MedusaFigures {
  const items = (order.items ?? []) as { unit_price?: unknown; quantity?: unknown; metadata?: Record<string, unknown> | null }[]
  const fee = items.filter((i) => i.metadata?.shop_line === CARD_FEE_LINE).reduce((s, i) => s + (num(i.unit_price) ?? 0) * (num(i.quantity) ?? 0), 0)
  const total = num(order.total)
  const credit = num((order as { credit_line_total?: unknown }).credit_line_total) ?? 0
  return {
    itemSubtotal: num(order.item_subtotal),
    shipping: num(order.shipping_subtotal ?? order.shipping_total),
    fee,
    total: total == null ? null : Math.round((total + credit) * 100) / 100,
  }
}

/**
 * The shop's amounts (subtotal, delivery, card fee, total: what the shopper saw and paid) beside
 * Medusa's on its order page (issue 26 point 5). Medusa keeps the card fee as a line of the order,
 * so its item subtotal is the shop's subtotal plus the fee; the fee line ships with the goods.
 */
const OrderShopAmounts = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, lang, locale } = useShopTranslation()
  const { data: answer } = useShopOrder(data.id)
  const order = answer?.order
  if (!order) return null
  const money = (n: number | null | undefined) => (n == null ? "—" : new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(n))
  const medusa = medusaFigures(data)
  const rows: [string, number | null, number | null][] = [
    [t("shipping.amounts.subtotal"), order.subtotal, medusa.itemSubtotal],
    [t("shipping.amounts.delivery"), order.deliveryFee, medusa.shipping],
    [t("shipping.amounts.fee"), order.processingFee, medusa.fee],
    [t("shipping.amounts.total"), order.totalAmount, medusa.total],
  ]
  return (
    <Container lang={lang} role="region" aria-labelledby="shop-amounts" className="flex flex-col gap-3">
      <TitleBlock id="shop-amounts" title={t("shipping.amounts.title")} intro={t("shipping.amounts.intro")} />
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell />
            <Table.HeaderCell>{t("shipping.amounts.shop")}</Table.HeaderCell>
            <Table.HeaderCell>{t("shipping.amounts.medusa")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([label, shop, theirs]) => (
            <Table.Row key={label}>
              <Table.HeaderCell scope="row">{label}</Table.HeaderCell>
              <Table.Cell>{money(shop)}</Table.Cell>
              <Table.Cell>{money(theirs)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      {order.processingFee > 0 && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("shipping.amounts.feeNote")}
        </Text>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderShopAmounts
