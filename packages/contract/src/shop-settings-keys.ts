/** The shop settings' languages, customer-service pages and field limits (shared by the facts and their schema). */
export const SHOP_LANGS = ["en", "km"] as const
export type ShopLang = (typeof SHOP_LANGS)[number]
export type Localized = Record<ShopLang, string>

export const SHOP_PAGES = ["faq", "delivery", "terms", "privacy", "returns"] as const
export type ShopPageKey = (typeof SHOP_PAGES)[number]

/** Upper bounds of the fields (the admin page shows them as counters). */
export const SHOP_SETTINGS_LIMITS = { short: 200, line: 300, pageTitle: 120, pageBody: 20_000 } as const
