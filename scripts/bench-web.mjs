#!/usr/bin/env node
// `npm run bench:web`: the storefront's home page and a product page as a phone loads them, each in
// English and Khmer: /, /?lang=km, /products/kampot-black-pepper and /products/kampot-black-pepper?lang=km.
//   1. builds the storefront (when the shop is already running; a shop this script starts builds
//      what is stale itself),
//   2. loads each page in headless Chromium (playwright-core) at 360x800 and sizes every JS and CSS
//      file it loaded: gzip -9 and brotli of each body, totals, target "home-page JavaScript ≤ 150 KB
//      gzipped" (KB = 1000 bytes, as Vite prints sizes; the product page's is shown beside it),
//   3. runs Lighthouse (default mobile config: simulated throttling) BENCH_WEB_RUNS times per page
//      and keeps the run with the median performance score: performance, accessibility,
//      best-practices, LCP, CLS, TBT, targets performance ≥ 95, accessibility 100, CLS < 0.05 on
//      every page, and what Lighthouse says to fix (the median runs' full reports:
//      .data/lighthouse/<home|product>-<lang>.html).
// Reuses a running shop (BENCH_WEB_URL, default http://localhost:8000, and BENCH_MEDUSA_URL, default
// http://localhost:9000), otherwise starts one with npm start and stops it after. Missed targets do
// not fail the command (exit 0): it is a benchmark. Chromium: CHROME_PATH, default /usr/bin/chromium.
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg } from "node:os"
import { join, relative } from "node:path"
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import { ensureShop } from "./lib/running-shop.mjs"
import { readState, sourceHash, writeState } from "./lib/builds.mjs"
import { DATA, ROOT, run, step } from "./lib/shop-env.mjs"

const STOREFRONT = (process.env.BENCH_WEB_URL || "http://localhost:8000").replace(/\/+$/, "")
const MEDUSA = (process.env.BENCH_MEDUSA_URL || "http://localhost:9000").replace(/\/+$/, "")
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3))
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium"
const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"]
const REPORTS = join(DATA, "lighthouse")
const KB = 1000
const JS_BUDGET = 150 * KB
const PERFORMANCE_TARGET = 95
const ACCESSIBILITY_TARGET = 100
const CLS_TARGET = 0.05
const PRODUCT = "/products/kampot-black-pepper"
/** The pages measured; `page` names the report file, the JS budget applies to the home page. */
const PAGES = [
  { id: "home-en", page: "home", lang: "en", label: "Home, English", path: "/" },
  { id: "home-km", page: "home", lang: "km", label: "Home, Khmer", path: "/?lang=km" },
  { id: "product-en", page: "product", lang: "en", label: "Product, English", path: PRODUCT },
  { id: "product-km", page: "product", lang: "km", label: "Product, Khmer", path: `${PRODUCT}?lang=km` },
]
const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/g

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const pad = (s, n) => String(s).padEnd(n)
const lpad = (s, n) => String(s).padStart(n)
const mark = (ok) => (ok ? "PASS" : "FAIL")
const gzip9 = (buf) => gzipSync(buf, { level: 9 }).length
const brotli = (buf) => brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length

// ───────────────────────────── 1. the build ─────────────────────────────

/** Builds the storefront into storefront/dist and records it, so the next npm start need not. */
async function buildStorefront() {
  // the storefront bundles @shop/contract: built first, and part of the hash npm start keeps for it
  const hash = sourceHash(["storefront", "packages/contract"])
  await step("Building the /api contract (npm run build -w @shop/contract)", () => run("build-packages-contract", "npm", ["run", "build", "-w", "@shop/contract"]))
  await step("Building the storefront (npm run build -w storefront)", () => run("build-storefront", "npm", ["run", "build", "-w", "storefront"], { env: { ...process.env, NODE_ENV: "production" } }))
  const state = readState()
  state.storefront = hash
  writeState(state)
}

// ───────────────────────────── 2. bytes the page loads ─────────────────────────────

function kindOf(response) {
  const type = response.request().resourceType()
  const contentType = response.headers()["content-type"] ?? ""
  const path = new URL(response.url()).pathname
  if (type === "script" || /javascript/.test(contentType) || /\.m?js$/.test(path)) return "js"
  if (type === "stylesheet" || /text\/css/.test(contentType) || /\.css$/.test(path)) return "css"
  if (type === "font" || /^font\//.test(contentType)) return "font"
  if (type === "image" || /^image\//.test(contentType)) return "image"
  return null
}

/** Loads one page as a phone and sizes what it loaded. */
async function loadPage(browser, { lang, path }, { initScript = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  if (initScript) {
    await context.addInitScript((value) => {
      try {
        localStorage.setItem("language", value)
      } catch {
        // about:blank and other opaque origins have no storage
      }
    }, lang)
  }
  const page = await context.newPage()
  const responses = []
  const problems = []
  page.on("response", (r) => responses.push(r))
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`))
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`))
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`))
  try {
    const main = await page.goto(STOREFRONT + path, { waitUntil: "networkidle", timeout: 60_000 })
    if (!main?.ok()) {
      throw new Error(`${STOREFRONT + path} answered ${main?.status()}`)
    }
    const shown = await page.evaluate(() => ({ htmlLang: document.documentElement.lang, text: document.body.innerText, h1: document.querySelector("h1")?.textContent ?? null }))
    const files = []
    const other = { font: 0, image: 0, fontFiles: 0, imageFiles: 0 }
    for (const r of responses) {
      const kind = kindOf(r)
      if (!kind || r.status() < 200 || r.status() >= 300) continue
      let body
      try {
        body = await r.body()
      } catch {
        continue
      }
      if (kind === "font" || kind === "image") {
        other[kind] += (await r.request().sizes().catch(() => null))?.responseBodySize ?? body.length
        other[`${kind}Files`]++
        continue
      }
      const sizes = await r.request().sizes().catch(() => null)
      files.push({
        kind,
        path: new URL(r.url()).pathname,
        raw: body.length,
        gzip: gzip9(body),
        br: brotli(body),
        encoding: r.headers()["content-encoding"] ?? "none",
        wire: sizes?.responseBodySize ?? null,
      })
    }
    files.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip)
    const total = (kind, key) => files.filter((f) => f.kind === kind).reduce((s, f) => s + (f[key] ?? 0), 0)
    return {
      files,
      other,
      problems,
      htmlLang: shown.htmlLang,
      h1: shown.h1,
      khmerChars: (shown.text.match(KHMER) ?? []).length,
      js: { raw: total("js", "raw"), gzip: total("js", "gzip"), br: total("js", "br"), wire: total("js", "wire") },
      css: { raw: total("css", "raw"), gzip: total("css", "gzip"), br: total("css", "br"), wire: total("css", "wire") },
    }
  } finally {
    await context.close()
  }
}

async function measureBytes() {
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: CHROME_ARGS })
  const out = {}
  try {
    for (const l of PAGES) {
      let result = await loadPage(browser, l)
      let via = l.path
      if (l.lang === "km" && result.htmlLang !== "km") {
        // the storefront does not honour ?lang=km (yet): choose Khmer the way the language switch does
        console.log(`  note: ${l.path} alone showed <html lang="${result.htmlLang}">; measuring Khmer with localStorage language=km set before the app starts`)
        result = await loadPage(browser, l, { initScript: true })
        via = `${l.path} + localStorage language=km`
      }
      out[l.id] = { ...result, via }
      printBytes(l, out[l.id])
    }
  } finally {
    await browser.close()
  }
  return out
}

function printBytes({ label, page }, r) {
  console.log(`\n${label} (${r.via}): <html lang="${r.htmlLang}">, h1 "${(r.h1 ?? "none").slice(0, 60)}", ${r.khmerChars} Khmer characters on screen`)
  console.log(`  ${pad("file", 48)}${lpad("raw", 10)}${lpad("gzip -9", 11)}${lpad("brotli", 11)}  served as`)
  for (const f of r.files) {
    const served = f.encoding === "none" ? "identity" : f.encoding
    const wire = f.wire == null ? "" : ` (${kb(f.wire)} on the wire)`
    console.log(`  ${pad(`${f.kind.toUpperCase()} ${f.path}`, 48)}${lpad(kb(f.raw), 10)}${lpad(kb(f.gzip), 11)}${lpad(kb(f.br), 11)}  ${served}${wire}`)
  }
  for (const kind of ["js", "css"]) {
    const t = r[kind]
    console.log(`  ${pad(`total ${kind.toUpperCase()} (${r.files.filter((f) => f.kind === kind).length} files)`, 48)}${lpad(kb(t.raw), 10)}${lpad(kb(t.gzip), 11)}${lpad(kb(t.br), 11)}`)
  }
  console.log(`  also loaded: ${r.other.fontFiles} font file(s) ${kb(r.other.font)}, ${r.other.imageFiles} image(s) ${kb(r.other.image)} (as transferred)`)
  if (page === "home") {
    console.log(`  home-page JavaScript ≤ ${kb(JS_BUDGET)} gzipped: ${mark(r.js.gzip <= JS_BUDGET)} (${kb(r.js.gzip)})`)
  } else {
    console.log(`  ${page}-page JavaScript: ${kb(r.js.gzip)} gzipped (no budget of its own; the home page's is ${kb(JS_BUDGET)})`)
  }
  const plain = r.files.filter((f) => f.encoding === "none" && f.raw > 1024)
  if (plain.length) {
    console.log(`  warning: ${plain.length} JS/CSS file(s) came uncompressed: is the running storefront server older than its compression (restart npm start)?`)
  }
  for (const p of [...new Set(r.problems)].slice(0, 5)) {
    console.log(`  ${p.slice(0, 200)}`)
  }
}

// ───────────────────────────── 3. Lighthouse ─────────────────────────────

const CATEGORIES = ["performance", "accessibility", "best-practices"]

/** One Lighthouse run in a fresh Chromium (the Khmer pages are opened with ?lang=km, which the storefront honours). */
async function lighthouseOnce(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")])
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", ...CHROME_ARGS], logLevel: "silent" })
  let timer
  try {
    const flags = { port: chrome.port, output: "html", logLevel: "error", onlyCategories: CATEGORIES, maxWaitForLoad: 45_000, maxWaitForFcp: 30_000 }
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("Lighthouse took more than 120 s")), 120_000)
    })
    const result = await Promise.race([lighthouse(url, flags), timeout])
    if (!result?.lhr) {
      throw new Error("Lighthouse returned no result")
    }
    return { lhr: result.lhr, html: result.report }
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

function summarize({ lhr, html }) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const value = (id) => lhr.audits[id]?.numericValue ?? null
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  return {
    lhr,
    html,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    si: value("speed-index"),
    lcpElement: lcpElement ? (lcpElement.nodeLabel || lcpElement.snippet || "").replace(/\s+/g, " ").slice(0, 80) : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    khmerFont: requests.some((r) => /khmer/i.test(r.url)),
    textCompression: lhr.audits["uses-text-compression"]?.score ?? null,
    error: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/** What Lighthouse says to fix: performance opportunities by savings, then failed a11y / best-practices audits. */
function findings(lhr) {
  const out = []
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      if (ref.group === "metrics" || ref.group === "hidden") continue
      const a = lhr.audits[ref.id]
      if (!a || a.score == null || a.score >= (cat === "performance" ? 0.9 : 1)) continue
      if (["notApplicable", "manual", "informative", "error"].includes(a.scoreDisplayMode)) continue
      const savings = Object.entries(a.metricSavings ?? {}).filter(([, v]) => v > 0)
      const ms = a.details?.overallSavingsMs ?? 0
      const bytes = a.details?.overallSavingsBytes ?? 0
      if (cat === "performance" && ms <= 0 && bytes <= 0 && !savings.length) continue // nothing to gain: noise
      const weight = cat === "performance" ? 1000 + ms + bytes / 100 + savings.reduce((s, [, v]) => s + v, 0) : ref.weight * 100
      const items = (a.details?.items ?? [])
        .map((i) => {
          const what = i.node?.snippet || i.node?.nodeLabel || i.url || i.source?.url || i.description || i.label
          // layout shifts name their likely causes (web font loaded, unsized media, injected content)
          const causes = [...new Set((i.subItems?.items ?? []).map((s) => s.cause).filter(Boolean))]
          return typeof what === "string" && causes.length ? `${what} ← ${causes.join(", ")}` : what
        })
        .filter((x) => typeof x === "string" && x)
        .slice(0, 3)
        .map((x) => x.replace(/\s+/g, " ").slice(0, 110))
      const gain = [
        ms ? `${Math.round(ms)} ms` : "",
        bytes ? kb(bytes) : "",
        savings.length ? savings.map(([k, v]) => `${k} ${k === "CLS" ? v.toFixed(3) : Math.round(v)}`).join(", ") : "",
      ].filter(Boolean)
      out.push({ id: a.id, cat, title: a.title, display: a.displayValue ?? "", gain: gain.join("; "), items, weight })
    }
  }
  return out.sort((a, b) => (a.cat === "performance") === (b.cat === "performance") ? b.weight - a.weight : a.cat === "performance" ? -1 : 1)
}

async function measureLighthouse(bytes) {
  const out = {}
  for (const l of PAGES) {
    // the same fallback as the byte count: when ?lang=km alone did not give Khmer there, it will not here
    const runs = []
    for (let i = 1; i <= RUNS; i++) {
      const t = Date.now()
      try {
        const s = summarize(await lighthouseOnce(STOREFRONT + l.path))
        runs.push(s)
        console.log(`  Lighthouse ${l.label} run ${i}/${RUNS}: performance ${s.performance}, accessibility ${s.accessibility}, best-practices ${s.bestPractices} (${((Date.now() - t) / 1000).toFixed(0)} s)${s.error ? ` — ${s.error}` : ""}`)
      } catch (e) {
        console.log(`  Lighthouse ${l.label} run ${i}/${RUNS} failed: ${e.message}`)
      }
    }
    const ok = runs.filter((r) => r.performance != null)
    const median = ok.length ? [...ok].sort((a, b) => a.performance - b.performance)[Math.floor((ok.length - 1) / 2)] : null
    out[l.id] = median ? { ...median, scores: ok.map((r) => r.performance) } : null
    if (median?.html) {
      mkdirSync(REPORTS, { recursive: true })
      out[l.id].report = join(REPORTS, `${l.id}.html`)
      writeFileSync(out[l.id].report, median.html)
    }
  }
  return out
}

function printLighthouse(lh) {
  const ms = (v) => (v == null ? "–" : `${Math.round(v)} ms`)
  const seen = new Set()
  for (const l of PAGES) {
    const r = lh[l.id]
    console.log(`\nLighthouse, ${l.label} (${STOREFRONT}${l.path}), mobile, simulated throttling`)
    if (!r) {
      console.log("  no successful run")
      continue
    }
    console.log(`  performance ${r.performance}${r.scores.length > 1 ? ` (median of ${r.scores.join(", ")})` : ""}  ${mark(r.performance >= PERFORMANCE_TARGET)} (target ≥ ${PERFORMANCE_TARGET})`)
    console.log(`  accessibility ${r.accessibility}  ${mark(r.accessibility >= ACCESSIBILITY_TARGET)} (target ${ACCESSIBILITY_TARGET})`)
    console.log(`  best-practices ${r.bestPractices}`)
    if (r.textCompression != null) console.log(`  "Enable text compression" audit: ${mark(r.textCompression >= 0.9)}`)
    console.log(`  FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, Speed Index ${ms(r.si)}, CLS ${r.cls?.toFixed(3)}  ${mark(r.cls != null && r.cls < CLS_TARGET)} (CLS target < ${CLS_TARGET})`)
    if (r.benchmarkIndex) console.log(`  CPU benchmark index ${Math.round(r.benchmarkIndex)} (Lighthouse scales CPU time by it: a busy machine reads slower)`)
    if (r.report) console.log(`  full report: ${relative(ROOT, r.report)}`)
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`)
    if (l.lang === "km") console.log(`  Khmer font requested: ${r.khmerFont ? "yes" : "no (did the page render in Khmer?)"}`)
    for (const w of r.warnings.slice(0, 3)) console.log(`  warning: ${String(w).slice(0, 200)}`)
    const list = findings(r.lhr).filter((f) => !seen.has(f.id))
    if (list.length) {
      console.log(seen.size ? "  To fix (not already listed above):" : "  To fix (Lighthouse opportunities and failed audits, most costly first):")
    } else if (!seen.size) {
      console.log("  Lighthouse lists nothing to fix.")
    }
    for (const f of list.slice(0, 10)) {
      seen.add(f.id)
      console.log(`  - [${f.cat}] ${f.title}${f.display ? ` — ${f.display}` : ""}${f.gain ? ` (saves ${f.gain})` : ""}`)
      for (const item of f.items) console.log(`      ${item}`)
    }
  }
}

// ───────────────────────────── the summary ─────────────────────────────

/** Lighthouse's CPU-bound figures (TBT, hence performance) read worse on a busy machine: say so. */
function busyNote(when) {
  const [load] = loadavg()
  const cores = availableParallelism()
  const note = load > cores * 0.75 ? `: busy, other work competes with the browser and TBT/performance read worse than on a quiet machine` : ""
  console.log(`Load average ${when}: ${load.toFixed(1)} on ${cores} cores${note}`)
}

function printSummary(bytes, lh) {
  // [title, which pages it is a target on (null: shown only), (page) => [shown value, passed] or null when not measured]
  const all = () => true
  const rows = [
    [`JS gzipped (home ≤ ${kb(JS_BUDGET)})`, (l) => l.page === "home", (l) => bytes[l.id] && [kb(bytes[l.id].js.gzip), bytes[l.id].js.gzip <= JS_BUDGET]],
    ["CSS gzipped", null, (l) => bytes[l.id] && [kb(bytes[l.id].css.gzip)]],
    [`Lighthouse performance ≥ ${PERFORMANCE_TARGET}`, all, (l) => lh[l.id] && [lh[l.id].performance, lh[l.id].performance >= PERFORMANCE_TARGET]],
    [`Lighthouse accessibility ${ACCESSIBILITY_TARGET}`, all, (l) => lh[l.id] && [lh[l.id].accessibility, lh[l.id].accessibility >= ACCESSIBILITY_TARGET]],
    ["Lighthouse best-practices", null, (l) => lh[l.id] && [lh[l.id].bestPractices]],
    [`CLS < ${CLS_TARGET}`, all, (l) => lh[l.id]?.cls != null && [lh[l.id].cls.toFixed(3), lh[l.id].cls < CLS_TARGET]],
    ["LCP", null, (l) => lh[l.id]?.lcp != null && [`${(lh[l.id].lcp / 1000).toFixed(2)} s`]],
    ["TBT", null, (l) => lh[l.id]?.tbt != null && [`${Math.round(lh[l.id].tbt)} ms`]],
  ]
  const cell = (v, target) => (v ? `${v[0]}${target ? ` ${mark(v[1])}` : ""}` : "not measured")
  const W = 19
  console.log(`\n═══ Summary: ${STOREFRONT}, mobile ═══`)
  console.log(`${pad("", 34)}${PAGES.map((l) => pad(l.label, W)).join("")}`)
  let missed = 0
  for (const [title, isTarget, get] of rows) {
    const cells = PAGES.map((l) => {
      const v = get(l) || null
      const target = Boolean(isTarget?.(l))
      if (target && (!v || !v[1])) missed++
      return pad(cell(v, target), W)
    })
    console.log(`${pad(title, 34)}${cells.join("")}`.trimEnd())
  }
  console.log(missed ? `\n${missed} target(s) missed or not measured.` : "\nAll targets met.")
}

async function main() {
  const started = Date.now()
  if (!existsSync(CHROME)) {
    throw new Error(`No Chromium at ${CHROME}: install it (apt-get install chromium) or set CHROME_PATH.`)
  }
  const url = new URL(STOREFRONT)
  const shop = await ensureShop(
    [
      { name: "Medusa", url: `${MEDUSA}/health` },
      { name: "the storefront", url: `${STOREFRONT}/` },
    ],
    { env: { STOREFRONT_PORT: url.port || "80", PORT: new URL(MEDUSA).port || "80" } }
  )
  try {
    if (!shop.started) {
      await buildStorefront()
      console.log(
        `The running storefront server (storefront/server.mjs, as npm start runs it) reads storefront/dist from disk on every\n` +
          `request, so it now serves this fresh build. (Another server at ${STOREFRONT}, e.g. vite dev or nginx, would not; its\n` +
          `code, e.g. compression, is the one it was started with.)`
      )
    }
    console.log(`\n── Bytes each page loads (Chromium ${CHROME}, 360x800 phone) ──`)
    const bytes = await measureBytes()
    busyNote("before Lighthouse")
    console.log(`\n── Lighthouse (${RUNS} run${RUNS > 1 ? "s" : ""} per page; BENCH_WEB_RUNS to change) ──`)
    const lh = await measureLighthouse(bytes)
    printLighthouse(lh)
    printSummary(bytes, lh)
    busyNote("after Lighthouse")
    console.log(`\nbench:web took ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  } finally {
    await shop.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
