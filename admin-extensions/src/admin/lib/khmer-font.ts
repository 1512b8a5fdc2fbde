import khmerFontUrl from "@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2?url"

/**
 * The shop's Khmer texts in Medusa's admin need a Khmer font: Medusa's text classes name only
 * Inter and the system fonts, so a computer without a Khmer font shows empty boxes. The same face
 * as the storefront's (Noto Sans Khmer, self-hosted, Khmer letters only through unicode-range, so
 * it downloads only when Khmer is on the page) is added after Inter to the dashboard's sans-serif
 * stack: Latin text keeps Inter, Khmer letters (our widgets' and pages' texts, a product's Khmer
 * name anywhere in the admin) get the face.
 *
 * Injected as a <style> from script: a plugin's admin build is a library bundle whose CSS files
 * the dashboard never loads.
 */
export const KHMER_FONT_FAMILY = "Noto Sans Khmer Variable"
export const KHMER_FONT_STYLE_ID = "cambodian-shop-khmer-font"

const SANS = `Inter, "${KHMER_FONT_FAMILY}", ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`

export const KHMER_FONT_CSS = `
@font-face {
  font-family: "${KHMER_FONT_FAMILY}";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("${khmerFontUrl}") format("woff2-variations");
  unicode-range: U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC;
}
html, html body, html [class*="txt-"]:not(.font-mono), html [class*="font-sans"] {
  font-family: ${SANS};
}
/* Khmer stacks up to five glyph levels: give it room, and never letter-space it. */
html :lang(km) {
  line-height: 1.8;
  letter-spacing: normal;
}
`

/** Adds the face and the font stack to the page once. */
export function installKhmerFont(doc: Document | undefined = typeof document === "undefined" ? undefined : document) {
  if (!doc || doc.getElementById(KHMER_FONT_STYLE_ID)) return
  const style = doc.createElement("style")
  style.id = KHMER_FONT_STYLE_ID
  style.textContent = KHMER_FONT_CSS
  doc.head.appendChild(style)
}

installKhmerFont()

let fontData: Promise<string> | undefined

/**
 * The same face as a data: URL, for documents that cannot load it from the admin (the sandboxed
 * e-mail preview has an opaque origin). Fetched once (the browser has it cached from the page's
 * @font-face) and kept; a failed fetch is asked again next time.
 */
export function khmerFontDataUrl(): Promise<string> {
  fontData ??= (async () => {
    const res = await fetch(khmerFontUrl)
    if (!res.ok) throw new Error(`The Khmer font could not be loaded (${res.status}).`)
    const blob = new Blob([await res.arrayBuffer()], { type: "font/woff2" })
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(blob)
    })
  })().catch((e: unknown) => {
    fontData = undefined
    throw e
  })
  return fontData
}

/** The face's URL as the admin build serves it (tests stub fetch for it). */
export const KHMER_FONT_URL = khmerFontUrl
