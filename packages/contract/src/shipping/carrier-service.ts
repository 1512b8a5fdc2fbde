/**
 * Shipping words the server needs too (the label's service as staff read it). The label dialog's
 * logic the staff screens alone use (rates, packages, the dialog's state, the label file, failures)
 * is @shop/staff's (packages/staff/src/shipping).
 */

/**
 * A service as staff read it, the carrier named once: "UPS" + "Ground" → "UPS Ground", but
 * "UPS" + "UPS Ground" stays "UPS Ground" (Shippo's UPS and FedEx service names already start with
 * the carrier; USPS's "Priority Mail" does not).
 */
export function carrierService(carrier: string | null | undefined, service: string | null | undefined): string {
  const c = (carrier ?? "").trim()
  const s = (service ?? "").trim()
  if (!c) return s
  if (!s) return c
  return s.toLowerCase() === c.toLowerCase() || s.toLowerCase().startsWith(`${c.toLowerCase()} `) ? s : `${c} ${s}`
}
