import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { en, type ShopDictionary } from "../i18n/en"
import { km } from "../i18n/km"
import "./khmer-font"

export type ShopLang = "en" | "km"

/** i18next's plural forms: `days_one` + `days_other` are the key `days`, chosen by `count`. */
type Plural<K extends string> = K extends `${infer B}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? B : K

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Plural<K>}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** A key of the shop's strings, e.g. "order.verify". */
export type ShopKey = Leaves<ShopDictionary>

const DICTIONARIES: Record<ShopLang, ShopDictionary> = { en, km }

/** Where Medusa's dashboard keeps the language chosen in Profile → Language (i18next's detector). */
export const ADMIN_LANGUAGE_KEY = "lng"

/** The admin's language as i18next's detector persisted it: cookie `lng`, then localStorage `lng`. */
function storedLanguage(): string | undefined {
  if (typeof document === "undefined") return undefined
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${ADMIN_LANGUAGE_KEY}=`))
  if (cookie) return decodeURIComponent(cookie.slice(ADMIN_LANGUAGE_KEY.length + 1))
  try {
    return localStorage.getItem(ADMIN_LANGUAGE_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export const shopLangOf = (language: string | undefined): ShopLang => (language?.toLowerCase().startsWith("km") ? "km" : "en")

function lookup(dictionary: ShopDictionary, key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary)
  return typeof value === "string" ? value : undefined
}

/** The key's plural form for `count` in `lang` (i18next's `_one`/`_other`), then `_other`, then the key itself. */
function lookupCount(dictionary: ShopDictionary, lang: ShopLang, key: string, count: unknown): string | undefined {
  if (typeof count !== "number") return lookup(dictionary, key)
  return lookup(dictionary, `${key}_${new Intl.PluralRules(lang).select(count)}`) ?? lookup(dictionary, `${key}_other`) ?? lookup(dictionary, key)
}

/** The string for `key` in `lang` (English when missing), with `{{name}}` filled from `vars` (`count` picks the plural form). */
export function translate(lang: ShopLang, key: ShopKey, vars: Record<string, string | number> = {}): string {
  const text = lookupCount(DICTIONARIES[lang], lang, key, vars.count) ?? lookupCount(en, "en", key, vars.count) ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""))
}

/**
 * The shop's strings in the admin's language. The language is the dashboard's own i18next
 * language (Profile → Language, persisted as `lng`); every language other than Khmer shows
 * English. `setLang` changes the admin's language itself: Medusa's list has no Khmer.
 */
export function useShopTranslation() {
  const { i18n } = useTranslation()
  const lang = shopLangOf(i18n?.isInitialized ? i18n.resolvedLanguage ?? i18n.language : storedLanguage())
  const t = useCallback((key: ShopKey, vars?: Record<string, string | number>) => translate(lang, key, vars), [lang])
  const setLang = useCallback((next: ShopLang) => i18n?.changeLanguage(next), [i18n])
  return { t, lang, setLang, locale: lang === "km" ? "km-KH" : "en-US" }
}
