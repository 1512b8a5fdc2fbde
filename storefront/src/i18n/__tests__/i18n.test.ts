import { describe, expect, it } from "vitest"
import en from "../en/common.json"
import km from "../km/common.json"
import { applyLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from ".."

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

const leaves = (o: object): [string, string][] =>
  keys(o).map((k) => [k, k.split(".").reduce((acc: any, part) => acc[part], o)])

describe("translations", () => {
  it("have exactly the same keys in English and Khmer", () => {
    expect(keys(km).sort()).toEqual(keys(en).sort())
  })

  it("write every Khmer string in Khmer script (the language names excepted)", () => {
    const allowedLatin = new Set(["language.en"])
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

  it("saves the choice and sets <html lang>", () => {
    applyLanguage("km")
    expect(localStorage.getItem("language")).toBe("km")
    expect(document.documentElement.lang).toBe("km")
  })
})
