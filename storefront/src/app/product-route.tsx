import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useParams, useSearchParams } from "react-router-dom"
import type { MenuItem } from "../features/catalog/api/menu-items"
import { useCatalogProduct } from "../features/catalog/api/catalog-products"
import { ProductDetails } from "../features/catalog/components/product-details"
import { ProductSkeleton } from "../features/catalog/components/product-skeleton"
import { SEARCH_PARAM } from "../features/catalog/components/products-section"
import { NotFoundPage } from "../features/not-found/not-found-page"
import { Button } from "../components/ui/button"
import { CartIcon, HeartIcon } from "../components/ui/icons"
import { usePageMeta } from "./use-page-meta"
import { HttpError } from "../lib/http"
import { useProductActions } from "./card-actions"
import type { Language } from "../i18n"

/**
 * /products/:handle, a product's own page (loaded on demand, see router.tsx). It reads its product
 * by handle (GET /api/catalog/products/{handle}); opened from a card, the card's product shows at
 * once while that read runs.
 */
export function ProductRoute() {
  const { handle = "" } = useParams()
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const product = useCatalogProduct(lang, handle)
  const item = product.data
  usePageMeta(item ? `${item.name} · ${t("brand.name")}` : null, item?.description)
  useSearchGoesToShop()

  if (item) {
    return <ProductDetails item={item} actions={<ProductActions item={item} />} />
  }
  if (product.isPending) {
    return <ProductSkeleton />
  }
  if (product.isError && !(product.error instanceof HttpError && product.error.status === 404)) {
    return (
      <div role="alert" className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-12 text-stone-800">
        <p>{t("home.loadError")}</p>
        <Button onClick={() => product.refetch()}>{t("home.retry")}</Button>
      </div>
    )
  }
  return <NotFoundPage />
}

/** The header's search works on the product list: typing on a product page continues on /shop. */
function useSearchGoesToShop() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const query = params.get(SEARCH_PARAM)
  useEffect(() => {
    if (query) {
      navigate({ pathname: "/shop", search: `?${new URLSearchParams({ [SEARCH_PARAM]: query })}` }, { replace: true })
    }
  }, [query, navigate])
}

function ProductActions({ item }: { item: MenuItem }) {
  const { t } = useTranslation()
  const { wished, addToCart, toggleWished } = useProductActions(item)
  return (
    <div className="flex flex-wrap gap-3">
      <Button className="min-w-44 flex-1 whitespace-nowrap sm:flex-none" onClick={addToCart}>
        <CartIcon />
        {t("product.addToCart")}
      </Button>
      <Button variant="secondary" className="whitespace-nowrap" aria-pressed={wished} onClick={toggleWished}>
        <HeartIcon filled={wished} className="text-red-800" />
        {t("productPage.wishlist")}
      </Button>
    </div>
  )
}
