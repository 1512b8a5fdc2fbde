import { unfulfilledItems } from "../labels"

describe("unfulfilledItems", () => {
  it("leaves out what is fulfilled already, and a line without shipping (an older order's card fee line: Medusa refuses to mix it with the goods)", () => {
    const order = {
      id: "order_1",
      items: [
        { id: "item_soup", quantity: 2, detail: { fulfilled_quantity: 0 } },
        { id: "item_scarf", quantity: 3, detail: { fulfilled_quantity: 1 } },
        { id: "item_sent", quantity: 1, detail: { fulfilled_quantity: 1 } },
        { id: "item_card_fee", quantity: 1, requires_shipping: false, detail: { fulfilled_quantity: 0 } },
      ],
    }
    expect(unfulfilledItems(order)).toEqual([
      { id: "item_soup", quantity: 2 },
      { id: "item_scarf", quantity: 2 },
    ])
  })
})
