import { SHOP_FACTS, shopAddressLine, shopFacts, type ShipFromFacts } from "./shop-facts.js"
import type { ShopSettings } from "./schemas/shop-settings.js"
import { SHOP_LANGS, SHOP_PAGES, SHOP_SETTINGS_LIMITS, type Localized, type ShopLang, type ShopPageKey } from "./shop-settings-keys.js"

/**
 * The shop's facts as an admin edits them (issue 27 point 9): name, address, phone, e-mail, the
 * two opening-hours texts, the ship-from address, the free-shipping banner and the footer's
 * customer-service pages, in English and Khmer. What the admin saved is a `ShopSettings` (every
 * field may be empty); what the shop shows is `resolveShopFacts(saved, env)`: a saved non-empty
 * value, else the environment's SHOP_* override, else the spec's text below. So an empty field (or
 * page) keeps the spec's default, and clearing a field brings the default back. No zod here: the
 * storefront's first paint uses this file (the schemas are in ./schemas/shop-settings.ts).
 */

export { SHOP_LANGS, SHOP_PAGES, SHOP_SETTINGS_LIMITS, type Localized, type ShopLang, type ShopPageKey } from "./shop-settings-keys.js"

/** The spec's texts and the sample shop's, in both languages: what an empty field shows. */
export const SHOP_TEXT_DEFAULTS = {
  name: { en: SHOP_FACTS.name, km: "ផ្សារបេតិកភណ្ឌខ្មែរ" },
  /** The contact section's hours (spec "Business hours"), one line per row. */
  hoursContact: {
    en: "Monday-Friday 11:00 AM-10:00 PM\nSaturday-Sunday 12:00 PM-11:00 PM",
    km: "ច័ន្ទ-សុក្រ ម៉ោង ១១:០០ ព្រឹក-១០:០០ យប់\nសៅរ៍-អាទិត្យ ម៉ោង ១២:០០ ថ្ងៃត្រង់-១១:០០ យប់",
  },
  /** The footer's hours (the spec's other reading: every day). */
  hoursFooter: { en: "Open every day 11:00 AM-10:00 PM", km: "បើករៀងរាល់ថ្ងៃ ម៉ោង ១១:០០ ព្រឹក-១០:០០ យប់" },
  banner: { en: "Free shipping on orders over $100", km: "ដឹកជញ្ជូនឥតគិតថ្លៃ សម្រាប់ការបញ្ជាទិញលើសពី $100" },
  pageTitles: {
    faq: { en: "FAQ", km: "សំណួរញឹកញាប់" },
    delivery: { en: "Delivery Information", km: "ព័ត៌មានដឹកជញ្ជូន" },
    terms: { en: "Terms & Conditions", km: "លក្ខខណ្ឌ" },
    privacy: { en: "Privacy Policy", km: "គោលការណ៍ឯកជនភាព" },
    returns: { en: "Returns", km: "ការប្រគល់ទំនិញវិញ" },
  } satisfies Record<ShopPageKey, Localized>,
} as const

// ---- what the shop shows ----

export type ShopPage = { title: Localized; body: Localized }

/** The shop's public facts (GET /api/shop-facts), both languages. */
export type PublicShopFacts = {
  name: Localized
  address: { street: string; city: string; state: string; zip: string; line: string }
  phone: string
  email: string
  socialUrl: string
  mapUrl: string
  hours: { contact: Localized; footer: Localized }
  banner: Localized
  /** A page whose body is empty is `placeholder: true` (the storefront shows its "being written" text). */
  pages: Record<ShopPageKey, ShopPage & { placeholder: Record<ShopLang, boolean> }>
  /** When an admin last saved (ISO), null when nothing was saved. */
  updatedAt: string | null
}

/** The same in one language (GET /api/shop-facts?lang=km). */
export type PublicShopFactsIn = {
  lang: ShopLang
  name: string
  address: PublicShopFacts["address"]
  phone: string
  email: string
  socialUrl: string
  mapUrl: string
  hours: { contact: string; footer: string }
  banner: string
  pages: Record<ShopPageKey, { title: string; body: string; placeholder: boolean }>
  updatedAt: string | null
}

/** Everything the shop uses: the public facts plus the label's ship-from and the shipping e-mail. */
export type ResolvedShopFacts = PublicShopFacts & { shipFrom: ShipFromFacts }

type Env = Record<string, string | boolean | undefined>

const mapUrlOf = (a: { street: string; city: string; state: string }) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${a.street}, ${a.city}, ${a.state}`)}`

const pick = (saved: string | undefined | null, fallback: string) => (saved && saved.trim() ? saved.trim() : fallback)
const pickL = (saved: Partial<Localized> | undefined | null, fallback: Localized): Localized => ({
  en: pick(saved?.en, fallback.en),
  km: pick(saved?.km, fallback.km),
})

/**
 * The facts the shop shows: what the admin saved (non-empty fields), over the environment's
 * overrides (`SHOP_*`, `SHIP_FROM_*`; `prefix` "VITE_" in the storefront's build), over the spec's
 * defaults. A saved shop address also moves the ship-from unless SHIP_FROM_* or a saved ship-from
 * names another.
 */
export function resolveShopFacts(saved: Partial<ShopSettings> | null | undefined, env: Env = {}, prefix = "", updatedAt: string | null = null): ResolvedShopFacts {
  const base = shopFacts(env, prefix)
  const envSet = (name: string) => {
    const v = env[`${prefix}${name}`]
    return typeof v === "string" && v.trim() !== ""
  }
  const s = saved ?? {}
  const nameEn = pick(s.name?.en, base.name)
  const address = {
    street: pick(s.address?.street, base.street),
    city: pick(s.address?.city, base.city),
    state: pick(s.address?.state, base.state),
    zip: pick(s.address?.zip, base.zip),
  }
  const phone = pick(s.phone, base.phone)
  const addressSaved = Boolean(s.address && Object.values(s.address).some((v) => v && v.trim()))
  const from = (savedV: string | undefined, envName: string, shopV: string, baseV: string) =>
    pick(savedV, envSet(envName) ? baseV : shopV)
  const sf = s.shipFrom
  const pages = Object.fromEntries(
    SHOP_PAGES.map((k) => {
      const p = s.pages?.[k]
      const body = { en: p?.body?.en?.trim() ?? "", km: p?.body?.km?.trim() ?? "" }
      return [k, { title: pickL(p?.title, SHOP_TEXT_DEFAULTS.pageTitles[k]), body, placeholder: { en: !body.en, km: !body.km } }]
    })
  ) as PublicShopFacts["pages"]
  return {
    // A shop renamed in English only (saved or SHOP_NAME) is not called by the sample's Khmer name.
    name: { en: nameEn, km: pick(s.name?.km, s.name?.en?.trim() || envSet("SHOP_NAME") ? nameEn : SHOP_TEXT_DEFAULTS.name.km) },
    address: { ...address, line: shopAddressLine(address) },
    phone,
    email: pick(s.email, base.email),
    socialUrl: base.socialUrl,
    mapUrl: addressSaved ? mapUrlOf(address) : base.mapUrl,
    hours: { contact: pickL(s.hours?.contact, SHOP_TEXT_DEFAULTS.hoursContact), footer: pickL(s.hours?.footer, SHOP_TEXT_DEFAULTS.hoursFooter) },
    banner: pickL(s.banner, SHOP_TEXT_DEFAULTS.banner),
    pages,
    updatedAt,
    shipFrom: {
      name: pick(sf?.name, envSet("SHIP_FROM_NAME") ? base.shipFrom.name : nameEn),
      street1: from(sf?.street, "SHIP_FROM_STREET", address.street, base.shipFrom.street1),
      city: from(sf?.city, "SHIP_FROM_CITY", address.city, base.shipFrom.city),
      state: from(sf?.state, "SHIP_FROM_STATE", address.state, base.shipFrom.state),
      zip: from(sf?.zip, "SHIP_FROM_ZIP", address.zip, base.shipFrom.zip),
      country: base.shipFrom.country,
      phone: from(sf?.phone, "SHIP_FROM_PHONE", phone, base.shipFrom.phone).replace(/\D/g, ""),
      email: pick(sf?.email, base.shipFrom.email),
    },
  }
}

/** The public part (no ship-from: it may be a warehouse's). */
export function publicShopFacts(facts: ResolvedShopFacts): PublicShopFacts {
  const { shipFrom: _shipFrom, ...rest } = facts
  return rest
}

/** The public facts in one language. */
export function shopFactsIn(facts: PublicShopFacts, lang: ShopLang): PublicShopFactsIn {
  return {
    lang,
    name: facts.name[lang],
    address: facts.address,
    phone: facts.phone,
    email: facts.email,
    socialUrl: facts.socialUrl,
    mapUrl: facts.mapUrl,
    hours: { contact: facts.hours.contact[lang], footer: facts.hours.footer[lang] },
    banner: facts.banner[lang],
    pages: Object.fromEntries(
      SHOP_PAGES.map((k) => [k, { title: facts.pages[k].title[lang], body: facts.pages[k].body[lang], placeholder: facts.pages[k].placeholder[lang] }])
    ) as PublicShopFactsIn["pages"],
    updatedAt: facts.updatedAt,
  }
}
