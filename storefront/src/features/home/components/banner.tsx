import { useTranslation } from "react-i18next"

// React 18 only passes the lowercase attribute through to the DOM.
const FETCH_PRIORITY_HIGH = { fetchpriority: "high" } as Record<string, string>

/** The home page's banner image: drawn as a small SVG so it is the page's fast, stable first paint. */
export function Banner() {
  const { t } = useTranslation()
  return (
    <div className="h-28 w-full overflow-hidden bg-red-900 sm:h-44">
      <img src="/images/banner.svg" alt={t("home.bannerAlt")} width={1200} height={300} {...FETCH_PRIORITY_HIGH} className="h-full w-full object-cover" />
    </div>
  )
}
