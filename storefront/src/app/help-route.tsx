import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import { HelpPage, isHelpPage } from "../features/help/components/help-page"
import { NotFoundPage } from "../features/not-found/not-found-page"
import type { Language } from "../i18n"
import { useShopFacts } from "../lib/shop-facts"
import { usePageMeta } from "./use-page-meta"

/** /help/:page: a customer-service page (issue 27 point 9), any other name the not-found screen. */
export function HelpRoute() {
  const { page } = useParams()
  const { i18n } = useTranslation()
  const facts = useShopFacts()
  const lang = i18n.language as Language
  const known = isHelpPage(page)
  usePageMeta(known ? `${facts.pages[page].title[lang]} | ${facts.name[lang]}` : null, known ? facts.pages[page].body[lang] || null : null)
  return known ? <HelpPage page={page} /> : <NotFoundPage />
}
