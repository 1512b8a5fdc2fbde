import { parseOneLineAddress, splitName, toShippingAddress } from "../delivery-address"

describe("splitName", () => {
  it("takes the first word as first name and the rest as last name", () => {
    expect(splitName("  Sokha  Chan Dara ")).toEqual({ first: "Sokha", last: "Chan Dara" })
    expect(splitName("Sokha")).toEqual({ first: "Sokha", last: "" })
  })
})

describe("parseOneLineAddress", () => {
  /** A parsed address: Medusa's fields in the order a one-line address names them. */
  const parsed = (address_1: string, city: string, province: string, postal_code: string) => ({ address_1, city, province, postal_code })

  it("reads address, city, state and zip joined with commas", () => {
    expect(parseOneLineAddress("1200 E Anaheim St, Long Beach, CA, 90813")).toEqual(parsed("1200 E Anaheim St", "Long Beach", "CA", "90813"))
  })
  it("reads 'state zip' in one part and keeps commas inside the street part", () => {
    expect(parseOneLineAddress("55 Pine Ave, Apt 3, Lowell, MA 01852-1234")).toEqual(parsed("55 Pine Ave, Apt 3", "Lowell", "MA", "01852-1234"))
  })
  it("keeps an address it cannot parse whole", () => {
    expect(parseOneLineAddress("Behind the market, Long Beach")).toEqual({ address_1: "Behind the market, Long Beach" })
    expect(parseOneLineAddress("somewhere")).toEqual({ address_1: "somewhere" })
  })
})

describe("toShippingAddress", () => {
  const base = { customerName: "Sokha Chan", customerPhone: "5551234567", deliveryAddress: "1 A St, Lowell, MA, 01852" }
  it("prefers the structured fields when the storefront sends them", () => {
    expect(
      toShippingAddress({ ...base, firstName: "Dara", lastName: "Keo", address: "9 B St", city: "Boston", state: "MA", zip: "02118" })
    ).toEqual({
      first_name: "Dara",
      last_name: "Keo",
      address_1: "9 B St",
      city: "Boston",
      province: "MA",
      postal_code: "02118",
      country_code: "us",
      phone: "5551234567",
    })
  })
  it("falls back to the one-line address and the joined name", () => {
    expect(toShippingAddress(base)).toMatchObject({
      first_name: "Sokha",
      last_name: "Chan",
      address_1: "1 A St",
      city: "Lowell",
      postal_code: "01852",
    })
  })
})
