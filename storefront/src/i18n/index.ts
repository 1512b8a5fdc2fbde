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

/** The stored language, or English for anything else (spec point 4). */
export function storedLanguage(storage: Pick<Storage, "getItem"> = localStorage): Language {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY)
  return value === "km" || value === "en" ? value : "en"
}

export function applyLanguage(lng: Language) {
  document.documentElement.lang = lng
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
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
  document.documentElement.lang = lng
  return instance
}
