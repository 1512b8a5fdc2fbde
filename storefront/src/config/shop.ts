import { publicShopFacts, resolveShopFacts, shopAddressLine, shopFacts, type PublicShopFacts } from "@shop/contract"

/**
 * The shop's public facts: what the footer, the contact section and the hero print, from the
 * contract's shop facts (the e-mails and the label's ship-from read the same), with build-time
 * VITE_SHOP_* overrides (see the root README).
 */
const env = import.meta.env
const facts = shopFacts(env, "VITE_")

export const shopInfo = {
  name: facts.name,
  address: shopAddressLine(facts),
  phone: facts.phone,
  email: facts.email,
  socialUrl: facts.socialUrl,
  mapUrl: facts.mapUrl,
}

/**
 * The shop's facts as the build knows them (VITE_SHOP_* over the spec's texts): what the footer,
 * header banner, contact section and help pages show at first paint, before GET /api/shop-facts
 * (what an admin saved) answers (src/lib/shop-facts.ts).
 */
export const buildTimeShopFacts: PublicShopFacts = publicShopFacts(resolveShopFacts(null, env, "VITE_"))

/** Where Sign In and Log out lead (the admin login route of spec point 2). */
export const adminLoginPath: string = env.VITE_ADMIN_LOGIN_PATH ?? "/staff-login"

/** The spec's optional sale tag on popular and new items; off unless VITE_SALE_TAGS=true. */
export const saleTagsEnabled = env.VITE_SALE_TAGS === "true"

/** Spec point 9: the home grid shows this many products before 'view all'. */
export const HOME_GRID_INITIAL = 12

/** /shop shows this many products a page ('load more' adds as many again); the server's maximum is 48. */
export const SHOP_PAGE_SIZE = 24
