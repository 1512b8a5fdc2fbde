import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { useShopOrder } from "../hooks/orders"
import { useShopTranslation } from "../lib/i18n"

/**
 * At the top of a Medusa order's page, for an order paid with the card sandbox's test card only:
 * no real money was charged (Medusa shows such a payment as captured like any other). The mark is
 * the order's metadata `payment_sandbox` (set when the shop placed it) or the shop's own record.
 */
const OrderTestPaymentWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, lang } = useShopTranslation()
  const shop = useShopOrder(data.id)
  const sandbox = (data.metadata as Record<string, unknown> | null | undefined)?.payment_sandbox === true || shop.data?.order?.paymentSandbox === true
  if (!sandbox) return null
  return (
    <Container lang={lang} role="note" aria-labelledby="shop-test-payment" className="flex flex-col gap-1 border-2 border-dashed border-ui-tag-purple-border px-6 py-4">
      <div className="flex items-center gap-2">
        <StatusBadge color="purple">{t("order.testPayment")}</StatusBadge>
        <Heading level="h2" id="shop-test-payment">
          {t("order.testPaymentTitle")}
        </Heading>
      </div>
      <Text size="small">{t("order.testPaymentHint")}</Text>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.before",
  id: "cambodian-shop:order-test-payment",
})

export default OrderTestPaymentWidget
