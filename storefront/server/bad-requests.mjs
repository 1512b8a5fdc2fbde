// What the storefront server refuses: request targets that name no page or file, and the page a
// browser that followed such a broken link is shown instead (in both languages, with a way back).
import { SHOP_TEXTS } from "./product-pages.mjs"

/** The longest request target accepted (Node itself refuses a request line with headers over 16 KB). */
const MAX_TARGET_LENGTH = 8192

/**
 * A request target as { path (decoded), search, target (origin-form, as forwarded) }, or { status }
 * for one that names no page or file: too long, not a path, bad percent-encoding, a NUL or other
 * control character, or a `..` segment (literal or encoded, e.g. `..%2f`).
 */
export function parseTarget(raw) {
  if (typeof raw !== "string" || raw.length > MAX_TARGET_LENGTH) {
    return { status: 414 }
  }
  let target = raw
  if (/^https?:\/\//i.test(target)) {
    // absolute-form, which HTTP/1.1 servers must accept (RFC 9112 §3.2.2)
    try {
      const url = new URL(target)
      target = url.pathname + url.search
    } catch {
      return { status: 400 }
    }
  }
  if (!target.startsWith("/")) {
    return { status: 400 }
  }
  const q = target.indexOf("?")
  let path
  try {
    path = decodeURIComponent(q < 0 ? target : target.slice(0, q))
  } catch {
    return { status: 400 }
  }
  if (/[\u0000-\u001f\u007f]/.test(path) || path.split("/").includes("..")) {
    return { status: 400 }
  }
  return { path, search: q < 0 ? "" : target.slice(q), target }
}

/** The page for a request target the server refuses (bad encoding, too long…), in both languages. */
/**
 * The broken-link page. `khmerFontUrl`: the storefront's own Noto Sans Khmer file (dist/assets),
 * so the Khmer half is not drawn as boxes on a computer without a Khmer font.
 */
export const badAddressPage = (khmerFontUrl) =>
  BAD_ADDRESS_PAGE.replace(
    "<style>\n",
    khmerFontUrl
      ? `<style>\n@font-face { font-family: "Noto Sans Khmer"; src: url("${khmerFontUrl}") format("woff2"); font-weight: 100 900; font-display: swap; unicode-range: U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC; }\n`
      : "<style>\n"
  )

/** The broken-link page without its font (see badAddressPage). */
export const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${SHOP_TEXTS.en.name}</title>
<style>
body { margin: 0; font-family: ui-sans-serif, system-ui, "Segoe UI", Roboto, Arial, "Noto Sans Khmer", sans-serif; background: #fafaf9; color: #1c1917; }
header { background: #7f1d1d; color: #fff; padding: 1rem; font-weight: 700; font-size: 1.125rem; }
main { max-width: 36rem; margin: 0 auto; padding: 2.5rem 1rem; line-height: 1.6; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
[lang="km"] { line-height: 1.8; font-family: "Noto Sans Khmer", ui-sans-serif, system-ui, sans-serif; }
a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 0.5rem; background: #991b1b; color: #fff; font-weight: 600; text-decoration: none; }
</style>
</head>
<body>
<header>${SHOP_TEXTS.en.name}</header>
<main>
<h1>This link does not work</h1>
<p>The address may be broken or cut off. Everything in the shop is a tap away:</p>
<a href="/">Go to the shop</a>
<h1 lang="km" style="margin-top:2rem">តំណនេះមិនដំណើរការទេ</h1>
<p lang="km">អាសយដ្ឋានអាចខូច ឬត្រូវបានកាត់។ ចូលទៅកាន់ហាងរបស់យើង៖</p>
<a href="/?lang=km" lang="km">ទៅកាន់ហាង</a>
</main>
</body>
</html>
`
