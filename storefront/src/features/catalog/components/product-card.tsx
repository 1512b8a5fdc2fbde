import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { productPath, type MenuItem } from "../api/menu-items"
import { saleDiscount } from "../lib/badges"
import { ProductImage } from "./product-image"
import { ProductBadges } from "./product-badges"
import { ProductFacts } from "./product-facts"
import { formatPrice } from "../../../lib/format"

export { PLACEHOLDER_IMAGE } from "./product-image"

type Props = {
  item: MenuItem
  /** The card's buttons (add to cart, wishlist), given by the page that composes the features. */
  actions?: ReactNode
  showSaleTag?: boolean
  /** Eager-load the first images, the ones above the fold. */
  priority?: boolean
  /** Called when the shopper is about to open the product page (pointer over or focus on its link), to load it early. */
  onOpenIntent?: () => void
}

export function ProductCard({ item, actions, showSaleTag = false, priority = false, onOpenIntent }: Props) {
  const { t } = useTranslation()
  const sale = showSaleTag && (item.isNew || item.isPopular) ? saleDiscount() : null
  const href = productPath(item)
  const intent = onOpenIntent ? { onPointerEnter: onOpenIntent, onFocus: onOpenIntent, onTouchStart: onOpenIntent } : {}
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" aria-labelledby={`product-${item.id}`}>
      <div className="relative aspect-square bg-stone-100">
        {/* The name below is the keyboard's way in; the picture is a second, larger target for pointers. */}
        <Link to={href} tabIndex={-1} className="block h-full w-full" {...intent}>
          <ProductImage src={item.imageUrl} alt={item.name} loading={priority ? "eager" : "lazy"} className="h-full w-full object-cover" />
        </Link>
        {sale !== null && (
          <span className="absolute right-2 top-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">
            {t("product.sale", { percent: sale })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ProductBadges item={item} />
        <h3 id={`product-${item.id}`} className="text-lg font-semibold text-stone-900">
          <Link to={href} className="rounded-sm underline-offset-4 hover:underline" {...intent}>
            {item.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-stone-700">{item.description}</p>
        <ProductFacts item={item} className="text-xs text-stone-700" />
        {/* The price above the buttons on every card: beside them, a long Khmer label or a wide price wrapped on some cards only. */}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <p className="text-lg font-bold text-red-900">
            <span className="sr-only">{t("product.price")}: </span>
            {formatPrice(item.price)}
          </p>
          {actions}
        </div>
      </div>
    </article>
  )
}
