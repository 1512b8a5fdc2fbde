import { useTranslation } from "react-i18next"
import type { MenuItem } from "../api/menu-items"
import { formatPrice } from "../../../lib/format"

export const PLACEHOLDER_IMAGE = "/images/placeholder.png"

export function ProductCard({ item }: { item: MenuItem }) {
  const { t } = useTranslation()
  // NEW has priority over POPULAR (spec point 2)
  const badge = item.isNew ? t("product.new") : item.isPopular ? t("product.popular") : null
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-stone-100">
        <img
          src={item.imageUrl || PLACEHOLDER_IMAGE}
          alt={item.name}
          loading="lazy"
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
        {badge && (
          <span className="absolute left-2 top-2 rounded-full bg-red-800 px-2 py-0.5 text-xs font-bold text-white">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-stone-900">{item.name}</h3>
        <p className="line-clamp-3 text-sm text-stone-700">{item.description}</p>
        {item.cookTime && (
          <p className="text-xs text-stone-600">
            {t("product.weightSize")}: {item.cookTime}
          </p>
        )}
        <p className="mt-auto text-lg font-bold text-red-900" aria-label={t("product.price")}>
          {formatPrice(item.price)}
        </p>
      </div>
    </article>
  )
}
