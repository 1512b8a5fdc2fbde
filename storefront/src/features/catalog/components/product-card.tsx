import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { MenuItem } from "../api/menu-items"
import { productBadges, saleDiscount, type BadgeVariant } from "../lib/badges"
import { formatPrice } from "../../../lib/format"
import { cn } from "../../../lib/cn"

export const PLACEHOLDER_IMAGE = "/images/placeholder.png"

const BADGE_STYLE: Record<BadgeVariant, string> = {
  new: "bg-red-800 text-white",
  popular: "bg-amber-800 text-white",
  gluten: "bg-white text-stone-900 ring-1 ring-stone-300",
  dairy: "bg-white text-sky-900 ring-1 ring-sky-300",
  vegan: "bg-green-800 text-white",
}

type Props = {
  item: MenuItem
  /** The card's buttons (add to cart, wishlist), given by the page that composes the features. */
  actions?: ReactNode
  showSaleTag?: boolean
  /** Eager-load the first images, the ones above the fold. */
  priority?: boolean
}

export function ProductCard({ item, actions, showSaleTag = false, priority = false }: Props) {
  const { t } = useTranslation()
  const badges = productBadges(item)
  const sale = showSaleTag && (item.isNew || item.isPopular) ? saleDiscount() : null
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" aria-labelledby={`product-${item.id}`}>
      <div className="relative aspect-square bg-stone-100">
        <img
          src={item.imageUrl || PLACEHOLDER_IMAGE}
          alt={item.name}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          width={600}
          height={600}
          className="h-full w-full object-cover"
          onError={(e) => {
            const img = e.currentTarget
            if (!img.src.endsWith(PLACEHOLDER_IMAGE)) {
              img.src = PLACEHOLDER_IMAGE
            }
          }}
        />
        {sale !== null && (
          <span className="absolute right-2 top-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">
            {t("product.sale", { percent: sale })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t("product.badges")}>
            {badges.map((b) => (
              <li key={b} className={cn("rounded-full px-2 py-0.5 text-xs font-bold", BADGE_STYLE[b])}>
                {t(`product.badge.${b}`)}
              </li>
            ))}
          </ul>
        )}
        <h3 id={`product-${item.id}`} className="text-lg font-semibold text-stone-900">
          {item.name}
        </h3>
        <p className="line-clamp-3 text-sm text-stone-700">{item.description}</p>
        {(item.cookTime || item.dietaryInfo) && (
          <dl className="text-xs text-stone-700">
            {item.cookTime && (
              <div>
                <dt className="inline">{t("product.weightSize")}: </dt>
                <dd className="inline">{item.cookTime}</dd>
              </div>
            )}
            {item.dietaryInfo && (
              <div>
                <dt className="inline">{t("product.additionalInfo")}: </dt>
                <dd className="inline">{item.dietaryInfo}</dd>
              </div>
            )}
          </dl>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
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
