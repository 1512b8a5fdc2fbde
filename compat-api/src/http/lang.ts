export type Lang = "en" | "km"

/** Medusa locale code of each shop language; English is the catalog's base text. */
export const LOCALE_OF: Record<Lang, string | undefined> = {
  en: undefined,
  km: "km-KH",
}

/**
 * The shop language a request asks for: `?lang=km` wins, then the first language of
 * `Accept-Language` by quality. Anything that is not Khmer is English.
 */
export function resolveLang(query: unknown, acceptLanguage: string | undefined): Lang {
  const q = (query as Record<string, unknown> | undefined)?.lang
  if (typeof q === "string" && q.trim()) {
    return q.trim().toLowerCase().startsWith("km") ? "km" : "en"
  }
  if (!acceptLanguage) {
    return "en"
  }
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";")
      const qParam = params.find((p) => p.trim().startsWith("q="))
      const quality = qParam ? Number(qParam.trim().slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((l) => l.tag && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.tag.startsWith("km") ? "km" : "en"
}
