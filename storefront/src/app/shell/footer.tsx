import { SHOP_PAGES } from "@shop/contract"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { EmailLink, PhoneLink } from "../../components/ui/contact-links"
import type { Language } from "../../i18n"
import { useShopFacts } from "../../lib/shop-facts"

const QUICK = ["home", "menu", "about", "contact"] as const
/** Brand names stay as they are in both languages. */
const CARDS = ["Visa", "Mastercard", "Apple Pay", "Google Pay"]

const FOOTER_LINK = "inline-block py-1 underline-offset-4 hover:underline"

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
        <FooterNav id="footer-quick" title={t("footer.quickLinks")} links={QUICK.map((a) => ({ key: a, href: `/#${a}`, text: t(`nav.${a}`) }))} />
        <FooterNav
          id="footer-service"
          title={t("footer.customerService")}
          links={SHOP_PAGES.map((page) => ({ key: page, href: `/help/${page}`, text: facts.pages[page].title[lang], route: true }))}
        />
        <address className="flex flex-col gap-1 not-italic">
          <h2 className="font-semibold text-white">{t("footer.visit")}</h2>
          <p className="mt-1">{facts.address.line}</p>
          <PhoneLink phone={facts.phone} className="py-1 underline-offset-4 hover:underline" />
          <EmailLink email={facts.email} className="py-1 underline-offset-4 hover:underline" />
          <p>{facts.hours.footer[lang]}</p>
        </address>
      </div>
      <p className="border-t border-stone-700 px-4 py-4 text-center text-sm">{t("footer.copyright", { year: new Date().getFullYear(), name: facts.name[lang] })}</p>
    </footer>
  )
}

/** A titled column of footer links: the home page's sections (plain anchors) or the app's routes (`route`). */
function FooterNav({ id, title, links }: { id: string; title: string; links: { key: string; href: string; text: string; route?: boolean }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {links.map((l) => (
          <li key={l.key}>
            {l.route ? (
              <Link to={l.href} className={FOOTER_LINK}>
                {l.text}
              </Link>
            ) : (
              <a href={l.href} className={FOOTER_LINK}>
                {l.text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
