import { chromium } from "playwright-core"
import { readFileSync } from "node:fs"
const cred = readFileSync("/work/wt-print/.data/admin-credentials.txt", "utf8")
const password = /^password:\s*(\S+)/m.exec(cred)?.[1]
const email = /^email:\s*(\S+)/m.exec(cred)?.[1]
const SHOP = "http://localhost:8240", MEDUSA = "http://localhost:9240"
const menu = await (await fetch(`${SHOP}/api/menu-items`)).json()
const items = menu.slice(0, 2)
const sub = items.reduce((s, i) => s + Math.round(i.price * 100) * (i === items[0] ? 2 : 1), 0)
const res = await fetch(`${SHOP}/api/orders`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({
  customerName: "Sreymom Keo", customerEmail: "sreymom@example.com", customerPhone: "5625550199", deliveryAddress: "2100 E 7th St, Long Beach, CA, 90804", notes: "Please call on arrival",
  totalAmount: ((sub + (sub < 15000 ? 1000 : 1500)) / 100).toFixed(2), paymentMethod: "zelle", paymentStatus: "paid", paymentSessionId: `manual_zelle_${Date.now()}`, orderNumber: "ORDER-" + String(Date.now()).slice(-6),
  orderItems: items.map((i, n) => ({ id: i.id, name: i.name, price: i.price, quantity: n === 0 ? 2 : 1 })), paymentConfirmed: true }) })
const { id } = await res.json()
console.log("order", res.status, id)
await new Promise((r) => setTimeout(r, 4000))
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] })
for (const [w, h] of [[360, 800], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } })
  const page = await ctx.newPage()
  await page.goto(`${SHOP}/staff-login`)
  await page.getByLabel(/username/i).fill("admin")
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole("button", { name: /sign in|log ?in/i }).first().click()
  await page.waitForURL(/\/admin/)
  for (const lang of ["en", "km"]) {
    if (lang === "km") { await page.evaluate(() => localStorage.setItem("i18nextLng", "km")); }
    await page.goto(`${SHOP}/admin${lang === "km" ? "?lang=km" : ""}`)
    await page.getByRole("button", { name: new RegExp(`#${id}`) }).first().click()
    const section = page.locator("#order-print").first()
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/c-exp/shots/dialog-${w}-${lang}.png` })
    const href = await page.locator("a[href*='invoice.pdf']").first().getAttribute("href")
    const pdf = await page.request.get(`${SHOP}${href}`)
    console.log(w, lang, href, pdf.status(), pdf.headers()["content-type"], (await pdf.body()).length)
  }
  await ctx.close()
}
// Medusa's admin order page
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await ctx.newPage()
await page.goto(`${MEDUSA}/app/login`)
await page.locator("input[name=email]").fill(email)
await page.locator("input[name=password]").fill(password)
await page.locator("button[type=submit]").click()
await page.waitForURL(/\/app\/orders/, { timeout: 60000 })
const token = null
const orders = await page.evaluate(async () => (await (await fetch("/admin/orders?fields=id,display_id&limit=5&order=-created_at", { credentials: "include" })).json()).orders)
const medusaId = orders.find((o) => o.display_id === id)?.id
console.log("medusa order", medusaId)
await page.goto(`${MEDUSA}/app/orders/${medusaId}`)
const link = page.getByRole("link", { name: /Invoice of order/ })
await link.waitFor({ timeout: 60000 })
await link.scrollIntoViewIfNeeded()
await page.screenshot({ path: `/tmp/c-exp/shots/medusa-1280-en.png` })
const href = await link.getAttribute("href")
const pdf = await page.request.get(href.startsWith("http") ? href : `${MEDUSA}${href}`)
console.log("medusa pdf", href, pdf.status(), pdf.headers()["content-type"])
await browser.close()
