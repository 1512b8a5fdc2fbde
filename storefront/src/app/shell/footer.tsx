import { useTranslation } from "react-i18next"
import { shopInfo } from "../../config/shop"
import { EmailText } from "../../components/ui/email-text"

const QUICK = ["home", "menu", "about", "contact"] as const
const SERVICE = ["faq", "delivery", "terms", "privacy"] as const
/** Brand names stay as they are in both languages. */
const CARDS = ["Visa", "Mastercard", "Apple Pay", "Google Pay"]

/** The footer of spec point 2; the customer-service entries are placeholders without a page yet. */
export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t("brand.name")}</p>
          <p className="mt-2 text-sm">{t("brand.tagline")}</p>
          <p className="mt-4 text-sm font-semibold text-white">{t("footer.weAccept")}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("footer.weAccept")}>
            {CARDS.map((c) => (
              <li key={c} lang="en" className="rounded bg-white px-2 py-1 text-xs font-bold text-stone-900">
                {c}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="font-semibold text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {QUICK.map((a) => (
              <li key={a}>
                <a href={`/#${a}`} className="inline-block py-1 underline-offset-4 hover:underline">
                  {t(`nav.${a}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t("footer.customerService")}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {SERVICE.map((s) => (
              <li key={s} className="py-1">
                {t(`footer.service.${s}`)}
              </li>
            ))}
          </ul>
        </div>
        <address className="flex flex-col gap-1 not-italic">
          <h2 className="font-semibold text-white">{t("footer.visit")}</h2>
          <p className="mt-1">{shopInfo.address}</p>
          <a href={`tel:${shopInfo.phone.replace(/[^\d+]/g, "")}`} className="py-1 underline-offset-4 hover:underline">
            {shopInfo.phone}
          </a>
          <a href={`mailto:${shopInfo.email}`} className="py-1 underline-offset-4 hover:underline">
            <EmailText email={shopInfo.email} />
          </a>
          <p>{t("footer.hours")}</p>
        </address>
      </div>
      <p className="border-t border-stone-700 px-4 py-4 text-center text-sm">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
