import { useTranslation } from "react-i18next"
import { useMenuItems } from "../catalog/api/menu-items"
import { ProductGrid } from "../catalog/components/product-grid"
import { Spinner } from "../../components/ui/spinner"
import type { Language } from "../../i18n"

export function HomePage() {
  const { t, i18n } = useTranslation()
  const { data, isPending, isError, refetch } = useMenuItems(i18n.language as Language)
  return (
    <section id="menu" aria-labelledby="menu-heading" className="mx-auto max-w-6xl px-4 py-8">
      <h2 id="menu-heading" className="mb-6 text-2xl font-bold text-stone-900">
        <a href="/#menu" className="hover:underline">
          {t("home.menuHeading")}
        </a>
      </h2>
      {isPending ? (
        <Spinner label={t("home.loading")} />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-stone-800">
          <p>{t("home.loadError")}</p>
          <button type="button" onClick={() => refetch()} className="rounded bg-red-800 px-4 py-2 text-white">
            {t("home.retry")}
          </button>
        </div>
      ) : (
        <ProductGrid items={data} />
      )}
    </section>
  )
}
