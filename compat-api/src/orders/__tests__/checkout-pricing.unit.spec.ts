import { deliveryFee as contractDeliveryFee } from "@shop/contract"
import { amountDue, deliveryFee, identifyLines, priceLines, processingFee, productNameKey } from "../checkout-pricing"

const catalog = [
  { id: "prod_pepper", name: "Kampot Black Pepper", price: 14.99 },
  { id: "prod_prahok", name: "Prahok", price: "$8.99" },
  { id: "prod_basket", name: "Gift Basket", price: 49.99 },
]

describe("checkout pricing", () => {
  it("charges the contract's delivery fee (its boundaries are tested there, fees.test.ts)", () => {
    expect(deliveryFee).toBe(contractDeliveryFee)
  })

  it("prices from the catalog, merges repeated products, and adds the delivery fee", () => {
    const cart = priceLines(
      [
        { id: "prod_pepper", quantity: 2 },
        { id: "prod_prahok", quantity: 1 },
        { id: "prod_pepper", quantity: 1 },
      ],
      catalog
    )
    expect(cart.lines).toEqual([
      { id: "prod_pepper", name: "Kampot Black Pepper", unitPrice: 14.99, quantity: 3, lineTotal: 44.97 },
      { id: "prod_prahok", name: "Prahok", unitPrice: 8.99, quantity: 1, lineTotal: 8.99 },
    ])
    expect(cart).toMatchObject({ subtotal: 53.96, deliveryFee: 10, total: 63.96 })
  })

  it("switches to the 15 fee at exactly 150", () => {
    expect(priceLines([{ id: "prod_basket", quantity: 3 }], catalog)).toMatchObject({ subtotal: 149.97, deliveryFee: 10, total: 159.97 })
    expect(priceLines([{ id: "prod_basket", quantity: 3 }, { id: "prod_prahok", quantity: 1 }], catalog)).toMatchObject({
      subtotal: 158.96,
      deliveryFee: 15,
      total: 173.96,
    })
  })

  it("adds 3 % for card methods only", () => {
    expect(processingFee(100, "stripe")).toBe(3)
    expect(processingFee(63.96, "credit")).toBe(1.92)
    expect(processingFee(63.96, "zelle")).toBe(0)
    expect(amountDue(63.96, "stripe")).toBe(65.88)
    expect(amountDue(63.96, "aba")).toBe(63.96)
  })

  it.each([
    [[], "The cart is empty."],
    [[{ id: "prod_nope", quantity: 1 }], "Unknown product: prod_nope"],
    [[{ id: "prod_pepper", quantity: 0 }], "Invalid quantity for Kampot Black Pepper: 0"],
    [[{ id: "prod_pepper", quantity: 1.5 }], "Invalid quantity for Kampot Black Pepper: 1.5"],
    [[{ id: "prod_pepper", quantity: 60 }, { id: "prod_pepper", quantity: 40 }], "At most 99 of Kampot Black Pepper per order."],
  ])("refuses %j", (lines, message) => {
    expect(() => priceLines(lines as never, catalog)).toThrow(message)
  })
})

describe("identifyLines (the spec's items of name and quantity)", () => {
  const khmer = [
    { id: "prod_pepper", name: "ម្រេចកំពតខ្មៅ" },
    { id: "prod_prahok", name: "ប្រហុក" },
    { id: "prod_basket", name: "Gift Basket" },
  ]

  it("finds products by English or Khmer name, whatever the case, spacing or zero-width spaces", () => {
    expect(
      identifyLines(
        [
          { name: "  kampot   BLACK pepper ", quantity: 2 },
          { name: "ប្រ\u200Bហុក", quantity: 1 },
          { name: "Gift Basket", quantity: 1 },
        ],
        [catalog, khmer]
      )
    ).toEqual([
      { id: "prod_pepper", quantity: 2 },
      { id: "prod_prahok", quantity: 1 },
      { id: "prod_basket", quantity: 1 },
    ])
  })

  it("keeps the id when a line has one, whatever its name", () => {
    expect(identifyLines([{ id: "prod_basket", name: "Prahok", quantity: 3 }], [catalog])).toEqual([{ id: "prod_basket", quantity: 3 }])
  })

  it("refuses an unknown name, naming it", () => {
    expect(() => identifyLines([{ name: "Durian Cake", quantity: 1 }], [catalog, khmer])).toThrow('Unknown product: "Durian Cake"')
  })

  it("refuses a name two products share", () => {
    const twins = [...catalog, { id: "prod_prahok_2", name: "PRAHOK" }]
    expect(() => identifyLines([{ name: "prahok", quantity: 1 }], [twins])).toThrow(/More than one product is named "prahok"/)
  })

  it("normalizes names for matching", () => {
    expect(productNameKey(" Kampot\tBlack  Pepper\u200B ")).toBe("kampot black pepper")
  })
})
