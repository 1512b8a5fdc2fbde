import { useTranslation } from "react-i18next"
import { productBadges, type BadgeVariant } from "../lib/badges"
import type { MenuItem } from "../api/menu-items"
import { cn } from "../../../lib/cn"

const BADGE_STYLE: Record<BadgeVariant, string> = {
  new: "bg-red-800 text-white",
  popular: "bg-amber-800 text-white",
  gluten: "bg-white text-stone-900 ring-1 ring-stone-300",
  dairy: "bg-white text-sky-900 ring-1 ring-sky-300",
  vegan: "bg-green-800 text-white",
}

/** The product's badges (NEW or POPULAR, then dietary ones), or nothing when it has none. */
export function ProductBadges({ item, className }: { item: Pick<MenuItem, "isNew" | "isPopular" | "dietaryInfo">; className?: string }) {
  const { t } = useTranslation()
  const badges = productBadges(item)
  if (!badges.length) {
    return null
  }
  return (
    <ul className={cn("flex flex-wrap gap-1", className)} aria-label={t("product.badges")}>
      {badges.map((b) => (
        <li key={b} className={cn("rounded-full px-2 py-0.5 text-xs font-bold", BADGE_STYLE[b])}>
          {t(`product.badge.${b}`)}
        </li>
      ))}
    </ul>
  )
}
