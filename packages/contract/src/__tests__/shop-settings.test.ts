import { describe, expect, it } from "vitest"
import {
  AdminPutShopSettings,
  emptyShopSettings,
  parseRichText,
  publicShopFacts,
  resolveShopFacts,
  SHOP_SETTINGS_ERRORS as E,
  shopFactsIn,
} from "../index"

const issues = (input: unknown) => {
  const r = AdminPutShopSettings.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])
}

describe("shop settings: what an admin may save", () => {
  it("an empty form is valid and means every default", () => {
    const empty = emptyShopSettings()
    expect(empty.name).toEqual({ en: "", km: "" })
    expect(empty.pages.returns.body).toEqual({ en: "", km: "" })
    const facts = resolveShopFacts(empty)
    expect(facts.name).toEqual({ en: "Cambodian Heritage Market", km: "ផ្សារបេតិកភណ្ឌខ្មែរ" })
    expect(facts.hours.contact.en).toBe("Monday-Friday 11:00 AM-10:00 PM\nSaturday-Sunday 12:00 PM-11:00 PM")
    expect(facts.hours.footer.en).toBe("Open every day 11:00 AM-10:00 PM")
    expect(facts.banner.en).toBe("Free shipping on orders over $100")
    expect(facts.pages.faq).toMatchObject({ title: { en: "FAQ" }, placeholder: { en: true, km: true } })
  })

  it("refuses unknown fields, HTML, over-long texts and malformed e-mail, phone and ZIP, naming the field", () => {
    expect(issues({ nme: { en: "x" } })).toEqual([["", E.unknownField]])
    expect(issues({ pages: { faq: { body: { en: "<script>alert(1)</script>" } } } })).toEqual([["pages.faq.body.en", E.html]])
    expect(issues({ name: { en: "x".repeat(201) } })).toEqual([["name.en", E.tooLong]])
    expect(issues({ pages: { terms: { body: { km: "ក".repeat(20_001) } } } })).toEqual([["pages.terms.body.km", E.bodyTooLong]])
    expect(issues({ email: "not-an-email" })).toEqual([["email", E.email]])
    expect(issues({ phone: "12-34" })).toEqual([["phone", E.phone]])
    expect(issues({ address: { zip: "9081" } })).toEqual([["address.zip", E.zip]])
    expect(issues({ name: { en: 5 } })).toEqual([["name.en", E.notText]])
    expect(issues({ phone: "(562) 555-0100", address: { zip: "90813-1234" }, email: "hi@example.com" })).toEqual([])
  })
})

describe("shop facts: saved over SHOP_* over the spec", () => {
  it("a saved value wins over the environment, an empty one falls back to it", () => {
    const env = { SHOP_PHONE: "(562) 555-0199", SHOP_STREET: "88 Pine Ave" }
    const saved = AdminPutShopSettings.parse({ phone: "(562) 555-0111", name: { en: "Amok House" } })
    const facts = resolveShopFacts(saved, env)
    expect(facts.phone).toBe("(562) 555-0111")
    expect(facts.address.line).toBe("88 Pine Ave, Long Beach, CA 90813")
    // Renamed in English only: the Khmer page does not keep the sample's Khmer name.
    expect(facts.name).toEqual({ en: "Amok House", km: "Amok House" })
    expect(facts.shipFrom).toMatchObject({ name: "Amok House", street1: "88 Pine Ave", phone: "5625550111" })
  })

  it("the ship-from follows a saved shop address unless a warehouse is named (saved or SHIP_FROM_*)", () => {
    const moved = AdminPutShopSettings.parse({ address: { street: "9 Main St", city: "Lowell", state: "MA", zip: "01852" } })
    expect(resolveShopFacts(moved).shipFrom).toMatchObject({ street1: "9 Main St", city: "Lowell", state: "MA", zip: "01852" })
    expect(resolveShopFacts(moved).mapUrl).toContain(encodeURIComponent("9 Main St, Lowell, MA"))
    expect(resolveShopFacts(moved, { SHIP_FROM_STREET: "1 Dock Rd" }).shipFrom.street1).toBe("1 Dock Rd")
    const warehouse = AdminPutShopSettings.parse({ shipFrom: { street: "2 Depot Way" } })
    expect(resolveShopFacts(warehouse).shipFrom.street1).toBe("2 Depot Way")
    expect(resolveShopFacts(warehouse).address.street).toBe("1450 E Anaheim St")
  })

  it("the public facts leave the ship-from out; ?lang= gives one language", () => {
    const saved = AdminPutShopSettings.parse({ banner: { km: "ដឹកឥតគិតថ្លៃ" }, pages: { faq: { body: { en: "Q: Do you ship?\n\nYes." } } } })
    const pub = publicShopFacts(resolveShopFacts(saved))
    expect(pub).not.toHaveProperty("shipFrom")
    const km = shopFactsIn(pub, "km")
    expect(km.banner).toBe("ដឹកឥតគិតថ្លៃ")
    expect(km.pages.faq).toEqual({ title: "សំណួរញឹកញាប់", body: "", placeholder: true })
    expect(shopFactsIn(pub, "en").pages.faq).toMatchObject({ body: "Q: Do you ship?\n\nYes.", placeholder: false })
  })
})

describe("a page's text: paragraphs and a little markdown, never markup", () => {
  it("splits paragraphs, headings and lists; bold and safe links only", () => {
    const blocks = parseRichText("## Shipping\nWe ship **every day**.\n\n- USPS\n- [Track](https://tools.usps.com)\n\n[bad](javascript:void) <b>x</b>")
    expect(blocks).toEqual([
      { type: "h", parts: [{ text: "Shipping" }] },
      { type: "p", parts: [{ text: "We ship " }, { text: "every day", bold: true }, { text: "." }] },
      { type: "ul", items: [[{ text: "USPS" }], [{ text: "Track", href: "https://tools.usps.com" }]] },
      { type: "p", parts: [{ text: "[bad](javascript:void)" }, { text: " <b>x</b>" }] },
    ])
  })
})
