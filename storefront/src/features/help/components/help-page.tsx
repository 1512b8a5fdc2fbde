import { SHOP_PAGES, type ShopPageKey } from "@shop/contract"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { PageHeading } from "../../../components/ui/page-heading"
import { EmailLink, PhoneLink } from "../../../components/ui/contact-links"
import type { Language } from "../../../i18n"
import { useShopFacts } from "../../../lib/shop-facts"
import { RichText } from "./rich-text"

/** One of the customer-service pages' keys (the route's `:page`). */
export const isHelpPage = (p: string | undefined): p is ShopPageKey => SHOP_PAGES.includes(p as ShopPageKey)

/**
 * /help/faq, /help/delivery, /help/terms, /help/privacy, /help/returns (issue 27 point 9): the
 * footer's customer-service pages as an admin wrote them in Shop settings, in the shopper's
 * language. A page not written yet says so and how to reach the shop (the spec's placeholder).
 */
export function HelpPage({ page }: { page: ShopPageKey }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const facts = useShopFacts()
  const { title, body } = facts.pages[page]
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 text-stone-900" aria-labelledby="help-title">
      <nav aria-label={t("help.otherPages")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SHOP_PAGES.map((p) => (
          <Link key={p} to={`/help/${p}`} aria-current={p === page ? "page" : undefined} className="py-1 text-red-800 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-stone-900">
            {facts.pages[p].title[lang]}
          </Link>
        ))}
      </nav>
      <PageHeading as="h1" id="help-title">
        {title[lang]}
      </PageHeading>
      {body[lang] ? (
        <RichText body={body[lang]} />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-5">
          <p>{t("help.placeholder")}</p>
          <p>
            {t("help.ask")}{" "}
            <PhoneLink phone={facts.phone} className="text-red-800 underline underline-offset-4" /> ·{" "}
            <EmailLink email={facts.email} className="text-red-800 underline underline-offset-4" />
          </p>
        </div>
      )}
      <Link to="/#contact" className="self-start rounded bg-red-800 px-4 py-2 text-white">
        {t("help.contact")}
      </Link>
    </article>
  )
}
