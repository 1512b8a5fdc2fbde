import { useTranslation } from "react-i18next"
import type { MenuItem } from "../api/menu-items"

/** Weight/Size (cookTime) and Additional Info (dietaryInfo) with their labels, when the product has them. */
export function ProductFacts({ item, className }: { item: Pick<MenuItem, "cookTime" | "dietaryInfo">; className?: string }) {
  const { t } = useTranslation()
  if (!item.cookTime && !item.dietaryInfo) {
    return null
  }
  return (
    <dl className={className}>
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
  )
}
