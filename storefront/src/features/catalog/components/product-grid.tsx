import { useTranslation } from "react-i18next"
import type { MenuItem } from "../api/menu-items"
import { ProductCard } from "./product-card"

export function ProductGrid({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation()
  if (!items.length) {
    return null
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t("home.menuHeading")}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          <ProductCard item={item} />
        </li>
      ))}
    </ul>
  )
}
