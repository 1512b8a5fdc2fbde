import { afterEach, describe, expect, it, vi } from "vitest"
import { screen } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../test/fake-api"
import type { Language } from "../../i18n"

afterEach(() => vi.unstubAllGlobals())

/**
 * Symbols a shopper's fonts may lack (arrows, check marks, dingbats, geometric shapes, emoji):
 * drawn as text they show as an empty box. Icons are SVG. (× between a quantity and a name is
 * the multiplication sign, plain text every font has.)
 */
const GLYPH = /[\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u{1F000}-\u{1FAFF}]/u

function glyphTexts(root: HTMLElement) {
  const found: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (GLYPH.test(n.textContent ?? "")) found.push(`${n.parentElement?.tagName}: ${n.textContent}`)
  }
  return found
}

const pepper = item({ id: "prod_2", name: "Kampot Black Pepper", handle: "kampot-black-pepper", isNew: true, dietaryInfo: "Vegan" })

describe.each(["en", "km"] as Language[])("icons are drawn, not typed (%s)", (lang) => {
  it.each(["/", "/shop", "/products/kampot-black-pepper", "/credit-card-demo", "/payment-confirmation", "/no-such-page"])("on %s", async (path) => {
    fakeApi({ en: [item(), pepper], km: [item(), pepper] })
    renderApp(path, lang)
    await screen.findAllByRole("heading", { level: 1 })
    await new Promise((r) => setTimeout(r, 50))
    expect(glyphTexts(document.body)).toEqual([])
  })
})
