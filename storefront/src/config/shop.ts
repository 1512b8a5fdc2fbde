/**
 * The shop's public facts in one place: what the footer, the contact section and the hero print.
 * Build-time overrides come from VITE_* variables (see the root README).
 */
const env = import.meta.env

export const shopInfo = {
  address: env.VITE_SHOP_ADDRESS ?? "1450 E Anaheim St, Long Beach, CA 90813",
  phone: env.VITE_SHOP_PHONE ?? "(562) 555-0148",
  email: env.VITE_SHOP_EMAIL ?? "info@cambodianheritagemarket.com",
  socialUrl: env.VITE_SHOP_SOCIAL_URL ?? "https://www.tiktok.com/@cambodianheritagemarket",
  mapUrl:
    env.VITE_SHOP_MAP_URL ?? "https://www.openstreetmap.org/search?query=1450%20E%20Anaheim%20St%2C%20Long%20Beach%2C%20CA",
}

/** Where Sign In and Log out lead (the admin login route of spec point 2). */
export const adminLoginPath: string = env.VITE_ADMIN_LOGIN_PATH ?? "/staff-login"

/** The spec's optional sale tag on popular and new items; off unless VITE_SALE_TAGS=true. */
export const saleTagsEnabled = env.VITE_SALE_TAGS === "true"

/** Spec point 9: the home grid shows this many products before 'view all'. */
export const HOME_GRID_INITIAL = 12
