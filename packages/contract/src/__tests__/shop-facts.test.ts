import { describe, expect, it } from "vitest"
import { shopAddressLine, shopFacts } from "../shop-facts"

describe("the shop's facts: one place for the footer, the e-mails and the label's ship-from", () => {
  it("labels ship from the shop's own address and phone (not another street)", () => {
    const facts = shopFacts()
    expect(shopAddressLine(facts)).toBe("1450 E Anaheim St, Long Beach, CA 90813")
    expect(facts.phone).toBe("(562) 555-0148")
    expect(facts.shipFrom).toMatchObject({ name: facts.name, street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", phone: "5625550148" })
  })

  it("one override moves every reader; the storefront reads the same names with VITE_", () => {
    const env = { SHOP_STREET: "88 Pine Ave", SHOP_PHONE: "(562) 555-0199" }
    expect(shopAddressLine(shopFacts(env))).toBe("88 Pine Ave, Long Beach, CA 90813")
    expect(shopFacts(env).shipFrom).toMatchObject({ street1: "88 Pine Ave", phone: "5625550199" })
    expect(shopFacts({ VITE_SHOP_STREET: "88 Pine Ave" }, "VITE_").street).toBe("88 Pine Ave")
    expect(shopFacts({ SHIP_FROM_STREET: "9 Dock Rd" }).shipFrom.street1).toBe("9 Dock Rd")
    expect(shopFacts({ SHIP_FROM_STREET: "9 Dock Rd" }).street).toBe("1450 E Anaheim St")
  })
})
