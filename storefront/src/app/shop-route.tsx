import { useTranslation } from "react-i18next"
import { ProductsSection } from "../features/catalog/components/products-section"
import { renderCardActions } from "./card-actions"
import { preloadProductRoute } from "./route-chunks"
import { usePageMeta } from "./use-page-meta"

/** /shop: the whole catalog with the header's search and the category filter (loaded on demand, see router.tsx). */
export function ShopRoute() {
  const { t } = useTranslation()
  usePageMeta(`${t("shop.title")} · ${t("brand.name")}`, t("shop.description"))
  return <ProductsSection variant="shop" renderActions={renderCardActions} onProductIntent={preloadProductRoute} />
}
