/** A Medusa address (cart shipping address) from the spec's order payload. */
export type ShippingAddress = {
  first_name: string
  last_name: string
  address_1: string
  city?: string
  province?: string
  postal_code?: string
  country_code: "us"
  phone: string
}

export type AddressInput = {
  customerName: string
  customerPhone: string
  deliveryAddress: string
  firstName?: string
  lastName?: string
  address?: string
  city?: string
  state?: string
  zip?: string
}

const STATE_ZIP = /^(.*?)[\s,]+(\d{5}(?:-\d{4})?)$/

/** "Sokha Chan Dara" → first "Sokha", last "Chan Dara"; a single word is the first name. */
export function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/)
  return { first: parts[0] ?? "", last: parts.slice(1).join(" ") }
}

/**
 * The spec joins address, city, state and zip into one line ("12 Main St, Long Beach, CA, 90813"
 * or "…, CA 90813"). Parsed from the right; anything unparseable stays whole in address_1.
 */
export function parseOneLineAddress(line: string): { address_1: string; city?: string; province?: string; postal_code?: string } {
  const parts = line.split(",").map((p) => p.trim()).filter(Boolean)
  if (parts.length >= 2) {
    const last = parts[parts.length - 1]
    let zip: string | undefined
    let state: string | undefined
    let rest = parts.slice(0, -1)
    if (/^\d{5}(?:-\d{4})?$/.test(last)) {
      zip = last
      state = rest.length >= 3 ? rest.pop() : undefined
    } else {
      const m = STATE_ZIP.exec(last)
      if (m) {
        state = m[1].trim() || undefined
        zip = m[2]
      }
    }
    if (zip && rest.length >= 2) {
      const city = rest.pop()
      return { address_1: rest.join(", "), city, province: state, postal_code: zip }
    }
  }
  return { address_1: line.trim() }
}

export function toShippingAddress(input: AddressInput): ShippingAddress {
  const name = splitName(input.customerName)
  const base = {
    first_name: input.firstName ?? name.first,
    last_name: input.lastName ?? name.last,
    country_code: "us" as const,
    phone: input.customerPhone,
  }
  if (input.address) {
    return { ...base, address_1: input.address, city: input.city, province: input.state, postal_code: input.zip }
  }
  return { ...base, ...parseOneLineAddress(input.deliveryAddress) }
}
