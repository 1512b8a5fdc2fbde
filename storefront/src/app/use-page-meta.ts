import { useEffect } from "react"
import { useTranslation } from "react-i18next"

/** Link previews show about 200 characters: longer descriptions are cut at a word (as the storefront server does). */
const DESCRIPTION_MAX = 200

export function summary(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim()
  if (plain.length <= DESCRIPTION_MAX) {
    return plain
  }
  const cut = plain.slice(0, DESCRIPTION_MAX - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * Sets the tab's title and the meta description while a page shows (null: leave them), and puts the
 * shop's own back when it goes, so the next page does not keep a product's.
 */
export function usePageMeta(title: string | null, description?: string | null) {
  const { t } = useTranslation()
  const shopTitle = t("brand.name")
  const shopDescription = t("meta.description")
  useEffect(() => {
    if (title == null) {
      return
    }
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    document.title = title
    if (meta && description) {
      meta.content = summary(description)
    }
    return () => {
      document.title = shopTitle
      if (meta) {
        meta.content = shopDescription
      }
    }
  }, [title, description, shopTitle, shopDescription])
}
