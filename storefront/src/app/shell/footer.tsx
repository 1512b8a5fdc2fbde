import { SHOP_PAGES } from "@shop/contract"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { EmailText } from "../../components/ui/email-text"
import type { Language } from "../../i18n"
import { telHref, useShopFacts } from "../../lib/shop-facts"

const QUICK = ["home", "menu", "about", "contact"] as const
/** Brand names stay as they are in both languages. */
const CARDS = ["Visa", "Mastercard", "Apple Pay", "Google Pay"]

/**
 * The footer of spec point 2, with the shop's facts as an admin saved them (name, address, phone,
 * e-mail, hours) and the customer-service pages (/help/…, issue 27 point 9).
 */
export function Footer() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const facts = useShopFacts()
  return (
    <footer className="bg-stone-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{facts.name[lang]}</p>
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
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="font-semibold text-white">
            {t("footer.customerService")}
          </h2>
          <ul className="mt-2 flex flex-col gap-1">
            {SHOP_PAGES.map((page) => (
              <li key={page}>
                <Link to={`/help/${page}`} className="inline-block py-1 underline-offset-4 hover:underline">
                  {facts.pages[page].title[lang]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="flex flex-col gap-1 not-italic">
          <h2 className="font-semibold text-white">{t("footer.visit")}</h2>
          <p className="mt-1">{facts.address.line}</p>
          <a href={telHref(facts.phone)} className="py-1 underline-offset-4 hover:underline">
            {facts.phone}
          </a>
          <a href={`mailto:${facts.email}`} className="py-1 underline-offset-4 hover:underline">
            <EmailText email={facts.email} />
          </a>
          <p>{facts.hours.footer[lang]}</p>
        </address>
      </div>
      <p className="border-t border-stone-700 px-4 py-4 text-center text-sm">{t("footer.copyright", { year: new Date().getFullYear(), name: facts.name[lang] })}</p>
    </footer>
  )
}
