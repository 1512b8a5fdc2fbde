import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"

/** Shown for any path the router does not know (spec point 2). */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t("notFound.title")}</h1>
      <p className="text-stone-700">{t("notFound.text")}</p>
      <Link to="/" className="rounded bg-red-800 px-4 py-2 text-white">
        {t("notFound.home")}
      </Link>
    </section>
  )
}
