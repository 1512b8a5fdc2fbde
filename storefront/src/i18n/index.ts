import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import enCommon from "./en/common.json"
import kmCommon from "./km/common.json"

export const LANGUAGES = ["en", "km"] as const
export type Language = (typeof LANGUAGES)[number]
/** The spec's local-storage key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = "language"

export const resources = {
  en: { common: enCommon },
  km: { common: kmCommon },
} as const

const isLanguage = (value: unknown): value is Language => value === "en" || value === "km"

/** The stored language, or English for anything else (spec point 4). */
export function storedLanguage(storage: Pick<Storage, "getItem"> = localStorage): Language {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY)
  return isLanguage(value) ? value : "en"
}

/**
 * The language to start in: a `?lang=km` / `?lang=en` link wins (and is remembered), so a Khmer
 * link can be shared; otherwise the stored choice.
 */
export function initialLanguage(search: string = location.search, storage: Pick<Storage, "getItem"> = localStorage): Language {
  const fromLink = new URLSearchParams(search).get("lang")
  return isLanguage(fromLink) ? fromLink : storedLanguage(storage)
}

export function applyLanguage(lng: Language) {
  document.documentElement.lang = lng
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
  } catch {
    // Storage can be full or blocked; the language still applies to this visit.
  }
}

export function createI18n(lng: Language = storedLanguage()) {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: "en",
    supportedLngs: [...LANGUAGES],
    defaultNS: "common",
    ns: ["common"],
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  })
  instance.on("languageChanged", (next) => applyLanguage(next === "km" ? "km" : "en"))
  applyLanguage(lng)
  return instance
}

/** Namespaces that load with their own screens (the staff screens), not with the shop's first page. */
export type LazyNamespace = "admin" | "products" | "shipping" | "roles"

/**
 * Adds a lazily loaded namespace's English and Khmer texts to this i18next instance once (called
 * while rendering the screen that owns them, before `useTranslation(ns)`); synchronous.
 */
export function registerNamespace(
  instance: { hasResourceBundle(lng: string, ns: string): boolean; addResourceBundle(lng: string, ns: string, res: object): unknown },
  ns: LazyNamespace,
  bundles: { en: object; km: object }
) {
  for (const lng of LANGUAGES) {
    if (!instance.hasResourceBundle(lng, ns)) {
      instance.addResourceBundle(lng, ns, bundles[lng])
    }
  }
}
