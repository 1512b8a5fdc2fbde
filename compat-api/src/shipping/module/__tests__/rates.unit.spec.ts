import { withFlags, type QuotedRate } from "../rates"

const rate = (id: string, amount: string, days: number, attributes: string[] = [], provider = "USPS"): QuotedRate => ({
  id,
  provider,
  service: id,
  service_name: id,
  amount,
  rate: amount,
  currency: "USD",
  description: "Medium Package",
  box_type: "package_medium",
  estimated_days: days,
  arrives_by: null,
  attributes,
  dimensions: "12 x 10 x 8 in",
  sample: false,
})

const flags = (list: ReturnType<typeof withFlags>) =>
  Object.fromEntries(list.map((r) => [r.id, [r.isLowestPrice, r.isFastest, r.isBestValue, r.isRecommended].map(Number).join("")]))

describe("withFlags", () => {
  it("sorts by price (then days) and takes CHEAPEST, FASTEST and BESTVALUE from Shippo's attributes", () => {
    const list = withFlags([
      rate("ups2", "28.00", 2, ["FASTEST"], "UPS"),
      rate("ground", "7.75", 4, ["CHEAPEST"]),
      rate("priority", "10.60", 2, ["BESTVALUE"]),
      rate("upsground", "12.85", 4, [], "UPS"),
    ])
    expect(list.map((r) => r.id)).toEqual(["ground", "priority", "upsground", "ups2"])
    // [lowest, fastest, best value, recommended]: recommended = cheapest within 3 days.
    expect(flags(list)).toEqual({ ground: "1000", priority: "0011", upsground: "0000", ups2: "0100" })
  })

  it("marks by its own rule what Shippo left unmarked: cheapest, fastest (cheapest of them), price × days", () => {
    const list = withFlags([rate("a", "20.00", 1), rate("b", "9.00", 5), rate("c", "12.00", 2), rate("d", "30.00", 1)])
    expect(list.map((r) => r.id)).toEqual(["b", "c", "a", "d"])
    expect(flags(list)).toEqual({ b: "1000", c: "0001", a: "0110", d: "0000" })
  })

  it("recommends the fastest when nothing arrives within 3 days, and handles one or no rate", () => {
    expect(flags(withFlags([rate("slow", "5.00", 6), rate("slower", "4.00", 8)]))).toEqual({ slower: "1000", slow: "0111" })
    expect(flags(withFlags([rate("only", "10.85", 2)]))).toEqual({ only: "1111" })
    expect(withFlags([])).toEqual([])
  })

  it("breaks equal prices by days, then carrier", () => {
    const list = withFlags([rate("x", "10.00", 3, [], "UPS"), rate("y", "10.00", 2, [], "USPS"), rate("z", "10.00", 3, [], "FedEx")])
    expect(list.map((r) => r.id)).toEqual(["y", "z", "x"])
  })
})
