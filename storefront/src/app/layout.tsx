import { Outlet } from "react-router-dom"
import { useTranslation } from "react-i18next"
import { LanguageSwitch } from "../components/ui/language-switch"

/** The page shell. The full header, footer and cart arrive with the storefront issue. */
export function Layout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="bg-red-900 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <a href="/" className="text-xl font-bold">
            {t("brand.name")}
          </a>
          <LanguageSwitch />
        </div>
        <p className="bg-amber-100 px-4 py-1 text-center text-sm text-stone-900">{t("brand.tagline")}</p>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  )
}
