/**
 * The shop's contact facts every e-mail ends with. The storefront prints the same ones (its
 * VITE_SHOP_* build variables); the server reads SHOP_ADDRESS and SHOP_PHONE, with the same defaults.
 */
export function shopContact(env: NodeJS.ProcessEnv = process.env): { address: string; phone: string } {
  return {
    address: env.SHOP_ADDRESS?.trim() || "1450 E Anaheim St, Long Beach, CA 90813",
    phone: env.SHOP_PHONE?.trim() || "(562) 555-0148",
  }
}
