import { memo, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { MenuItem } from "../api/menu-items"
import { ProductCard } from "./product-card"

type Props = {
  items: MenuItem[]
  renderActions?: (item: MenuItem) => ReactNode
  showSaleTags?: boolean
  /** See ProductCard's onOpenIntent. */
  onProductIntent?: () => void
}

export const ProductGrid = memo(function ProductGrid({ items, renderActions, showSaleTags, onProductIntent }: Props) {
  const { t } = useTranslation()
  if (!items.length) {
    return null
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t("home.menuHeading")}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <ProductCard item={item} actions={renderActions?.(item)} showSaleTag={showSaleTags} priority={index < 2} onOpenIntent={onProductIntent} />
        </li>
      ))}
    </ul>
  )
})
