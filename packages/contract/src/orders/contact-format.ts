import { phoneDigits, westernDigits } from "../schemas/orders.js"

/** The parts of a delivery address the checkout asks for (Medusa's address_1, city, province, postal_code). */
export type AddressParts = { address?: string | null; city?: string | null; state?: string | null; zip?: string | null }

const part = (v: string | null | undefined) => (typeof v === "string" ? v.trim() : "")

/**
 * The one-line delivery address of every order, whatever channel placed it (the spec's checkout
 * payload: address, city, state, zip joined in one line): "1450 E Anaheim St, Long Beach, CA 90813",
 * the state and zip apart by a space, not a comma. Missing parts are left out.
 */
export function deliveryAddressLine(a: AddressParts): string {
  const stateZip = [part(a.state), part(a.zip)].filter(Boolean).join(" ")
  return [part(a.address), part(a.city), stateZip].filter(Boolean).join(", ")
}

/**
 * A phone number as staff read it on every screen: a US number (10 digits, or 11 with the country
 * code 1, written with spaces, dots, dashes, brackets or +) as "(562) 555-0148"; anything else (a
 * Cambodian number, an extension, text) as the shopper wrote it, trimmed.
 */
export function formatPhone(phone: string | null | undefined): string {
  const raw = (phone ?? "").trim()
  if (!/^[\d\u17E0-\u17E9\s().+-]+$/.test(raw)) return raw
  const digits = phoneDigits(raw)
  const plusOther = raw.startsWith("+") && !/^\+\s*1/.test(westernDigits(raw))
  if (digits.length !== 10 || plusOther) return raw
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
