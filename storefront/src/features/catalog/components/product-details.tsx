import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import type { MenuItem } from "../api/menu-items"
import { ProductImage } from "./product-image"
import { ProductBadges } from "./product-badges"
import { ProductFacts } from "./product-facts"
import { formatPrice } from "../../../lib/format"
import { ArrowLeftIcon } from "../../../components/ui/icons"

// React 18 only passes the lowercase attribute through to the DOM.
const FETCH_PRIORITY_HIGH = { fetchpriority: "high" } as Record<string, string>

type Props = {
  item: MenuItem
  /** Add to cart and the wishlist toggle, given by the page that composes the features. */
  actions?: ReactNode
}

/** A product's own page: everything the card shortens (the whole description), with its picture. */
export function ProductDetails({ item, actions }: Props) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby="product-title" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link to="/shop" className="inline-flex min-h-11 items-center gap-1 rounded font-medium text-red-900 underline-offset-4 hover:underline">
        <ArrowLeftIcon width={18} height={18} /> {t("productPage.back")}
      </Link>
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="aspect-square overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
          <ProductImage src={item.imageUrl} alt={item.name} {...FETCH_PRIORITY_HIGH} className="h-full w-full object-cover" />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ProductBadges item={item} />
          <h1 id="product-title" className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">
            {item.name}
          </h1>
          <p className="text-2xl font-bold text-red-900">
            <span className="sr-only">{t("product.price")}: </span>
            {formatPrice(item.price)}
          </p>
          {actions}
          <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
            <h2 className="text-lg font-semibold text-stone-900">{t("productPage.about")}</h2>
            <p className="whitespace-pre-line text-stone-800">{item.description}</p>
            <ProductFacts item={item} className="flex flex-col gap-1 text-stone-800 [&_dt]:font-semibold" />
          </div>
        </div>
      </div>
    </article>
  )
}
