import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { SHOP_METADATA_KEYS as KEYS } from "../../shop-metadata"

const isOn = (v: unknown) => v === true || v === "true"

/** Shows, on a product's page, the fields the shop's storefront reads from the product metadata. */
const ProductShopFieldsWidget = ({ data }: DetailWidgetProps<AdminProduct>) => {
  const meta = (data.metadata ?? {}) as Record<string, unknown>
  const rows: [string, string][] = [
    ["Weight/Size", String(meta[KEYS.weightSize] ?? "—")],
    ["Additional Info", String(meta[KEYS.additionalInfo] ?? "—")],
  ]
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Storefront</Heading>
        <div className="flex gap-2">
          {isOn(meta[KEYS.isNew]) && <Badge color="green">New</Badge>}
          {isOn(meta[KEYS.isPopular]) && <Badge color="orange">Popular</Badge>}
        </div>
      </div>
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-2 px-6 py-3">
          <Text size="small" weight="plus">
            {label}
          </Text>
          <Text size="small">{value}</Text>
        </div>
      ))}
      <div className="px-6 py-3">
        <Text size="small" className="text-ui-fg-subtle">
          Edit these as the metadata keys {Object.values(KEYS).join(", ")}. The Khmer
          name and description are under Translations.
        </Text>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.side.after",
})

export default ProductShopFieldsWidget
