import { useEffect } from "react"
import { useTranslation } from "react-i18next"

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
      meta.content = description.replace(/\s+/g, " ").trim().slice(0, 300)
    }
    return () => {
      document.title = shopTitle
      if (meta) {
        meta.content = shopDescription
      }
    }
  }, [title, description, shopTitle, shopDescription])
}
