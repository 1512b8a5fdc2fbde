import { MAX_PRICE, parsePrice } from "../price"

describe("parsePrice", () => {
  it.each([
    ["12.50", 12.5],
    ["$12.50", 12.5],
    [" $ 12 ", 12],
    ["12.5", 12.5],
    [".99", 0.99],
    ["0.01", 0.01],
    ["$1,234.50", 1234.5],
    ["1,000", 1000],
    [7, 7],
    [14.99, 14.99],
    [String(MAX_PRICE), MAX_PRICE],
  ])("reads %p as %p", (input, expected) => {
    expect(parsePrice(input)).toBe(expected)
  })

  it.each([
    "",
    "$",
    "abc",
    "12 dollars",
    "-3",
    "0",
    "0.00",
    "12.345",
    "12,50",
    "1,23.00",
    "1e3",
    "12.",
    "Infinity",
    String(MAX_PRICE + 0.01),
    "1,234,567",
  ])("refuses %p", (input) => {
    expect(parsePrice(input)).toBeNull()
  })

  it.each([0, -1, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e21, null, undefined, true, {}])(
    "refuses the non-price value %p",
    (input) => {
      expect(parsePrice(input)).toBeNull()
    }
  )
})
