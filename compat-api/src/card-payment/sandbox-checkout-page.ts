import { readFileSync } from "node:fs"
import type { SandboxSessionPage } from "./checkout-module"
import type { CheckoutLine } from "./card-checkout"

/** The shop's offline stand-in for Stripe's hosted checkout (no STRIPE_API_KEY). Pure functions. */
export const TEST_CARD_SUCCESS = "4242424242424242"
export const TEST_CARD_DECLINE = "4000000000000002"

export const SANDBOX_MESSAGES = {
  declined: "Your card was declined. No money was taken. Please try again with another card.",
  unknownCard: "This test page only accepts the test cards 4242 4242 4242 4242 (succeeds) and 4000 0000 0000 0002 (declined).",
  number: "Enter a 16-digit card number.",
  expiry: "Enter the expiry date as MM/YY, in the future.",
  cvc: "Enter the 3 or 4-digit security code.",
  name: "Enter the name on the card.",
} as const

/** The page's test-mode notice, in both of the shop's languages. */
export const SANDBOX_BANNER = {
  en: "TEST PAYMENT – sandbox checkout. No real card is charged.",
  km: "ការបង់ប្រាក់សាកល្បង – ទំព័រទូទាត់សាកល្បង។ គ្មានការកាត់ប្រាក់ពីកាតពិតទេ។",
} as const

export type CardForm = { number?: unknown; expiry?: unknown; cvc?: unknown; name?: unknown }
export type CardField = "number" | "expiry" | "cvc" | "name"
export type CardOutcome =
  | { outcome: "paid" }
  | { outcome: "declined"; message: string }
  | { outcome: "invalid"; field: CardField; message: string }

const str = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "")

/** What the sandbox does with a submitted card (spec test cards: 4242… pays, 4000…0002 declines). */
export function checkTestCard(form: CardForm, now = new Date()): CardOutcome {
  const number = str(form.number).replace(/[\s-]/g, "")
  if (!/^\d{16}$/.test(number)) {
    return { outcome: "invalid", field: "number", message: SANDBOX_MESSAGES.number }
  }
  const exp = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(str(form.expiry))
  const month = exp ? Number(exp[1]) : 0
  const year = exp ? 2000 + Number(exp[2]) : 0
  const endOfMonth = new Date(Date.UTC(year, month, 1))
  if (!exp || month < 1 || month > 12 || endOfMonth.getTime() <= now.getTime()) {
    return { outcome: "invalid", field: "expiry", message: SANDBOX_MESSAGES.expiry }
  }
  if (!/^\d{3,4}$/.test(str(form.cvc).trim())) {
    return { outcome: "invalid", field: "cvc", message: SANDBOX_MESSAGES.cvc }
  }
  if (str(form.name).trim().length < 1) {
    return { outcome: "invalid", field: "name", message: SANDBOX_MESSAGES.name }
  }
  if (number === TEST_CARD_SUCCESS) {
    return { outcome: "paid" }
  }
  if (number === TEST_CARD_DECLINE) {
    return { outcome: "declined", message: SANDBOX_MESSAGES.declined }
  }
  return { outcome: "declined", message: SANDBOX_MESSAGES.unknownCard }
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL; so does the sandbox. */
export function successRedirect(successUrl: string, id: string): string {
  return successUrl.split("{CHECKOUT_SESSION_ID}").join(encodeURIComponent(id))
}

export function escapeHtml(s: unknown): string {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

export const SANDBOX_PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; font-src data:; base-uri 'none'; frame-ancestors 'none'",
}

let khmerFace: string | undefined
/**
 * The storefront's Khmer face (Noto Sans Khmer, Khmer letters only), inlined once: the page allows
 * no other origin, and a computer without a Khmer font would show the Khmer notice as empty boxes.
 */
function khmerFontFace(): string {
  if (khmerFace === undefined) {
    try {
      const file = require.resolve("@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2")
      khmerFace =
        `@font-face{font-family:"Noto Sans Khmer Variable";font-weight:100 900;font-display:swap;` +
        `src:url(data:font/woff2;base64,${readFileSync(file).toString("base64")}) format("woff2");unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC}`
    } catch {
      khmerFace = "" // the system's Khmer font, if any
    }
  }
  return khmerFace
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Khmer Variable","Noto Sans Khmer","Khmer OS",sans-serif;color:#1a1a1a;background:#f4f4f5}
:lang(km){line-height:1.8}
.banner{background:#ffd200;color:#000;text-align:center;font-weight:700;padding:.6rem 1rem;border-bottom:2px solid #000}
main{max-width:32rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d4d4d8;border-radius:.75rem;padding:1.25rem}
h1{font-size:1.35rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.25rem 0 .5rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}td{padding:.3rem 0;vertical-align:top}td.amt{text-align:right;white-space:nowrap}
tr.total td{border-top:1px solid #a1a1aa;font-weight:700;padding-top:.5rem}
label{display:block;font-weight:600;margin:.85rem 0 .3rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #71717a;border-radius:.5rem;color:#1a1a1a;background:#fff}
input[aria-invalid=true]{border:2px solid #b91c1c}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:700;padding:.8rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:hover{background:#1e40af}
.error{margin:1rem 0 0;padding:.75rem;border:2px solid #b91c1c;border-radius:.5rem;background:#fef2f2;color:#7f1d1d;font-weight:600}
.field-error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
.hint{font-size:.9rem;color:#3f3f46}.hint code{font-size:.95rem;background:#f4f4f5;padding:0 .2rem}
a{color:#1d4ed8}
`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – TEST payment</title>
<style>${khmerFontFace()}${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${SANDBOX_BANNER.en}<br><span lang="km">${SANDBOX_BANNER.km}</span></div>
<main>
${body}
</main>
</body>
</html>`
}

function summary(lines: CheckoutLine[], total: number): string {
  const rows = lines
    .map((l) => `<tr><td>${escapeHtml(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</td><td class="amt">${money(l.unit_amount * l.quantity)}</td></tr>`)
    .join("")
  return `<table aria-label="Order summary"><tbody>${rows}<tr class="total"><td>Total</td><td class="amt">${money(total)}</td></tr></tbody></table>`
}

export type PageState = {
  error?: { message: string; field?: CardField }
  values?: { name?: string; expiry?: string }
}

/** The hosted test checkout for one session: the form when open, otherwise what happened to it. */
export function renderSandboxPage(session: SandboxSessionPage, state: PageState = {}): string {
  const total = session.amount_total ?? 0
  if (session.status === "complete") {
    return layout(
      "Payment complete",
      `<div class="card"><h1>Payment complete</h1><p>This test payment of ${money(total)} has been made.</p>
<p><a href="${escapeHtml(successRedirect(session.success_url ?? "/", session.id))}">Return to the shop</a></p></div>`
    )
  }
  if (session.status !== "open") {
    return layout(
      "Payment link expired",
      `<div class="card"><h1>This payment link has expired</h1><p>Go back to the checkout to get a new payment link.</p>
<p><a href="${escapeHtml(session.cancel_url ?? "/")}">Back to checkout</a></p></div>`
    )
  }
  const err = state.error
  const fieldAttrs = (field: CardField) =>
    err?.field === field ? ` aria-invalid="true" aria-describedby="${field}-error" autofocus` : ""
  const fieldError = (field: CardField) =>
    err?.field === field ? `<p class="field-error" id="${field}-error">${escapeHtml(err.message)}</p>` : ""
  const banner =
    err && !err.field
      ? `<div class="error" role="alert" id="payment-error">${escapeHtml(err.message)}</div>`
      : err
        ? `<div class="error" role="alert">Please check the highlighted field.</div>`
        : ""
  const numberAttrs = err && !err.field ? ` aria-describedby="payment-error" autofocus` : fieldAttrs("number")
  return layout(
    "Pay with card",
    `<div class="card">
<h1>Pay ${money(total)}</h1>
<p class="hint">Cambodian Heritage shop · test checkout</p>
<h2>Order summary</h2>
${summary(session.line_items, total)}
<h2>Card details</h2>
<p class="hint">Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined. Any future expiry, any CVC.</p>
${banner}
<form method="post" action="/api/sandbox-checkout/${encodeURIComponent(session.id)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required${numberAttrs}>
${fieldError("number")}
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required value="${escapeHtml(state.values?.expiry ?? "")}"${fieldAttrs("expiry")}>
${fieldError("expiry")}</div>
<div><label for="cvc">Security code</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" required${fieldAttrs("cvc")}>
${fieldError("cvc")}</div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(state.values?.name ?? "")}"${fieldAttrs("name")}>
${fieldError("name")}
<button type="submit">Pay ${money(total)} (test)</button>
</form>
<p class="hint"><a href="${escapeHtml(session.cancel_url ?? "/")}">Cancel and return to checkout</a></p>
</div>`
  )
}

/** A page for an unknown session id. */
export function renderNotFoundPage(): string {
  return layout(
    "Payment link not found",
    `<div class="card"><h1>Payment link not found</h1><p>This test payment link does not exist. Go back to the checkout to get a new one.</p><p><a href="/checkout">Back to checkout</a></p></div>`
  )
}

/** The page while the sandbox is off (production without CARD_SANDBOX=true): nothing can be paid here. */
export function renderUnavailablePage(message: string): string {
  return layout(
    "Card payment unavailable",
    `<div class="card"><h1>Card payment is not available</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/checkout">Back to checkout</a></p></div>`
  )
}
