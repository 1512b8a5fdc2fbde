import { Table, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useShopTranslation } from "../lib/i18n"
import type { ShopOrder } from "../lib/types"
import { PaymentStatusBadge, useMethodLabel } from "./order-badges"
import { StackCell } from "./panel"

/** The cells the shop's order lists share (Orders, Archived orders). */

/** Who ordered: the name, the payment reference under it, and `note` (why the order is not placed yet). */
export const CustomerCell = ({ order, note }: { order: Pick<ShopOrder, "customerName" | "paymentReference">; note?: string | null }) => (
  <Table.Cell>
    <Text size="small">{order.customerName}</Text>
    {order.paymentReference && (
      <Text size="xsmall" className="text-ui-fg-muted font-mono">
        {order.paymentReference}
      </Text>
    )}
    {note && (
      <Text size="xsmall" className="text-ui-fg-subtle">
        {note}
      </Text>
    )}
  </Table.Cell>
)

/** The order's total in dollars, in the admin's locale (empty while it is not known). */
export const TotalCell = ({ amount }: { amount: number | null }) => {
  const { locale } = useShopTranslation()
  return (
    <Table.Cell>
      <Text size="small">{amount === null ? "" : new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(amount)}</Text>
    </Table.Cell>
  )
}

/** How the order pays and where the money stands; `children`: more badges under them. */
export const PaymentCell = ({ order, children }: { order: Pick<ShopOrder, "paymentMethod"> & Parameters<typeof PaymentStatusBadge>[0]["order"]; children?: ReactNode }) => {
  const methodLabel = useMethodLabel()
  return (
    <StackCell>
      <Text size="small">{methodLabel(order.paymentMethod)}</Text>
      <PaymentStatusBadge order={order} />
      {children}
    </StackCell>
  )
}
