import { useTranslation } from "react-i18next"

const bar = "rounded bg-stone-200"

/**
 * The product page's shape while its code or data loads: the same boxes as ProductDetails, so
 * nothing below (the footer) jumps when the product arrives.
 */
export function ProductSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <span className="sr-only">{t("productPage.loading")}</span>
      <div aria-hidden="true">
        <div className="flex min-h-11 items-center">
          <div className={`${bar} h-4 w-44`} />
        </div>
        <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
          <div className="aspect-square animate-pulse rounded-xl border border-stone-200 bg-stone-100" />
          <div className="flex flex-col gap-4">
            <div className={`${bar} h-5 w-20 rounded-full`} />
            <div className={`${bar} h-8 w-3/4`} />
            <div className={`${bar} h-8 w-24`} />
            <div className={`${bar} h-11 w-44`} />
            <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
              <div className={`${bar} h-6 w-40`} />
              <div className={`${bar} h-4 w-full`} />
              <div className={`${bar} h-4 w-full`} />
              <div className={`${bar} h-4 w-2/3`} />
              <div className={`${bar} h-4 w-1/2`} />
              <div className={`${bar} h-4 w-1/2`} />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
