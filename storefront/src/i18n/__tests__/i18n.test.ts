import { describe, expect, it } from "vitest"
import enCommon from "../en/common.json"
import kmCommon from "../km/common.json"
import { staffAdminTexts } from "../../features/staff/staff-texts"
import { applyLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from ".."

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

const leaves = (o: object): [string, string][] =>
  keys(o).map((k) => [k, k.split(".").reduce((acc: any, part) => acc[part], o)])

// Each namespace: [name, English, Khmer]. The staff catalog's areas are checked in @shop/staff too.
const NAMESPACES: [string, object, object][] = [
  ["common", enCommon, kmCommon],
  // The payment words of the admin namespace (@shop/staff's payments area, read by the order badges).
  ["admin payments", staffAdminTexts.en.payments, staffAdminTexts.km.payments],
]

describe.each(NAMESPACES)("%s translations", (_ns, en, km) => {
  // Khmer has one plural form (Intl.PluralRules("km") knows only "other"): English `x_one` + `x_other`
  // pair with a single Khmer `x_other`.
  const PLURAL = /_(zero|one|two|few|many|other)$/
  const base = (ks: string[]) => [...new Set(ks.map((k) => k.replace(PLURAL, "")))].sort()

  it("have exactly the same keys in English and Khmer", () => {
    expect(base(keys(km))).toEqual(base(keys(en)))
  })

  it("give every English plural its Khmer `_other` form, and no other Khmer plural form", () => {
    const enPlurals = base(keys(en).filter((k) => PLURAL.test(k)))
    expect(keys(km).filter((k) => PLURAL.test(k)).sort()).toEqual(enPlurals.map((k) => `${k}_other`).sort())
  })

  it("write every Khmer string in Khmer script (the language names excepted)", () => {
    const allowedLatin = new Set(["language.en"])
    // Brand names stay as they are (Cash App, Venmo …) but each string still carries Khmer words.
    for (const [key, value] of leaves(km)) {
      if (!allowedLatin.has(key)) {
        expect.soft(value, key).toMatch(/[\u1780-\u17FF]/)
      }
    }
  })
})

describe("stored language", () => {
  it("restores km or en, and falls back to en for anything else", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "km")
    expect(storedLanguage()).toBe("km")
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr")
    expect(storedLanguage()).toBe("en")
    localStorage.removeItem(LANGUAGE_STORAGE_KEY)
    expect(storedLanguage()).toBe("en")
  })

  it("starts in the language of a ?lang= link, else the stored one", () => {
    const storage = { getItem: () => "km" }
    expect(initialLanguage("?lang=en", storage)).toBe("en")
    expect(initialLanguage("?lang=km", { getItem: () => null })).toBe("km")
    expect(initialLanguage("?lang=fr", storage)).toBe("km")
    expect(initialLanguage("", { getItem: () => "de" })).toBe("en")
  })

  it("saves the choice and sets <html lang>", () => {
    applyLanguage("km")
    expect(localStorage.getItem("language")).toBe("km")
    expect(document.documentElement.lang).toBe("km")
  })
})
