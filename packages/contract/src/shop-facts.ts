/**
 * The shop's own facts in one place (issue 26 point 12): its name, street address, phone, e-mails
 * and links, and where parcels ship from. The storefront's footer and contact section, the foot of
 * every e-mail and the label's ship-from all read `shopFacts(...)`, so a label never names another
 * address than the footer. Overrides come from the environment, read here only: on the server
 * `SHOP_*` (and `SHIP_FROM_*` for a warehouse that is not the shop), in the storefront's build the
 * same names with `VITE_` in front. The spec states no address; these are the sample shop's, the
 * ones the footer and e-mails have always shown.
 */
export type ShopFacts = {
  name: string
  street: string
  city: string
  state: string
  zip: string
  country: string
  /** As people read it, "(562) 555-0148". */
  phone: string
  /** The info e-mail in the footer and contact section. */
  email: string
  /** The shipping contact on labels (Shippo's from-address e-mail). */
  shippingEmail: string
  socialUrl: string
  mapUrl: string
  /** Where parcels ship from: the shop's own address unless SHIP_FROM_* names a warehouse. */
  shipFrom: ShipFromFacts
}

/**
 * A label's from-address (Shippo's address fields): the shop's kind of name, address, phone and
 * e-mail, the street as `street1` and the phone in digits only, as carriers want it ("5625550148").
 */
export type ShipFromFacts = Pick<ShopFacts, "name" | "city" | "state" | "zip" | "country" | "phone" | "email"> & { street1: string }

export const SHOP_FACTS = {
  name: "Cambodian Heritage Market",
  street: "1450 E Anaheim St",
  city: "Long Beach",
  state: "CA",
  zip: "90813",
  country: "US",
  phone: "(562) 555-0148",
  email: "info@cambodianheritagemarket.com",
  shippingEmail: "shipping@cambodian-shop.local",
  socialUrl: "https://www.tiktok.com/@cambodianheritagemarket",
} as const

type Env = Record<string, string | boolean | undefined>

/** The shop's facts with the environment's overrides (`prefix` "VITE_" in the storefront's build). */
export function shopFacts(env: Env = {}, prefix = ""): ShopFacts {
  const get = (name: string) => {
    const v = env[`${prefix}${name}`]
    return typeof v === "string" && v.trim() ? v.trim() : undefined
  }
  /** An address from the environment (`${key}_NAME`, `_STREET`, `_CITY`, `_STATE`, `_ZIP`); a field it leaves unset is `base`'s. */
  const address = (key: "SHOP" | "SHIP_FROM", base: Pick<ShopFacts, "name" | "street" | "city" | "state" | "zip">) => ({
    name: get(`${key}_NAME`) ?? base.name,
    street: get(`${key}_STREET`) ?? base.street,
    city: get(`${key}_CITY`) ?? base.city,
    state: get(`${key}_STATE`) ?? base.state,
    zip: get(`${key}_ZIP`) ?? base.zip,
  })
  const shop = {
    ...address("SHOP", SHOP_FACTS),
    country: SHOP_FACTS.country,
    phone: get("SHOP_PHONE") ?? SHOP_FACTS.phone,
    email: get("SHOP_EMAIL") ?? SHOP_FACTS.email,
    shippingEmail: get("SHOP_SHIPPING_EMAIL") ?? SHOP_FACTS.shippingEmail,
    socialUrl: get("SHOP_SOCIAL_URL") ?? SHOP_FACTS.socialUrl,
  }
  // The warehouse's own address where SHIP_FROM_* names one, else the shop's.
  const { name, street: street1, ...place } = address("SHIP_FROM", shop)
  return {
    ...shop,
    mapUrl: get("SHOP_MAP_URL") ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${shop.street}, ${shop.city}, ${shop.state}`)}`,
    shipFrom: {
      name,
      street1,
      ...place,
      country: shop.country,
      phone: (get("SHIP_FROM_PHONE") ?? shop.phone).replace(/\D/g, ""),
      email: get("SHIP_FROM_EMAIL") ?? shop.shippingEmail,
    },
  }
}

/** The shop's address on one line, as the footer and e-mails print it: "1450 E Anaheim St, Long Beach, CA 90813". */
export function shopAddressLine(facts: Pick<ShopFacts, "street" | "city" | "state" | "zip">): string {
  return `${facts.street}, ${facts.city}, ${facts.state} ${facts.zip}`
}
