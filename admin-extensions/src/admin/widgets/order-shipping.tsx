import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container } from "@medusajs/ui"
import { TitleBlock } from "../components/panel"
import { OrderShippingPanel, ShippoModeBadge } from "../components/shipping"
import { useOrderShipping } from "../hooks/shipping"
import { useShopTranslation } from "../lib/i18n"

/**
 * The shop's shipping on a Medusa order's page, below Medusa's own Fulfillment section: compare the
 * carriers' rates (package type and weight, badges, carrier filter), buy the label (a Medusa
 * fulfillment carrying it), 'Label Already Created' with Open / Print / Download, Mark shipped.
 * After a purchase or a shipment Medusa's order is refetched, so its Fulfillment section shows it.
 */
const OrderShippingWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, lang } = useShopTranslation()
  const shipping = useOrderShipping(data.id)
  if (shipping.data && !shipping.data.order) {
    return null // not an order of the shop's checkout
  }
  return (
    <Container lang={lang} role="region" aria-labelledby="shop-shipping-label" className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-2 px-6 py-4">
        <div>
          <TitleBlock id="shop-shipping-label" title={t("shipping.label.title")} intro={t("shipping.widget.intro")} />
        </div>
        <ShippoModeBadge />
      </div>
      <OrderShippingPanel medusaOrderId={data.id} fulfillments={data.fulfillments} />
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.after",
  id: "cambodian-shop:order-shipping",
})

export default OrderShippingWidget
