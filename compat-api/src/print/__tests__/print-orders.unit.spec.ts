import { PRINT_BATCH_MAX, PRINT_ERRORS } from "@shop/contract"
import { parsePrintIds, printLangOf } from "../print-orders"

describe("print query", () => {
  it("ids: order numbers separated by commas, each once, in the order given", () => {
    expect(parsePrintIds("1043,1042, 1043")).toEqual([1043, 1042])
    expect(parsePrintIds("7")).toEqual([7])
  })

  it("refuses ids that are not order numbers, and more than the batch holds", () => {
    for (const bad of ["", "x", "1,,2", "-1", "1.5", "0", "1;2", undefined, ["1", "2"]]) {
      expect(() => parsePrintIds(bad)).toThrow(PRINT_ERRORS.badIds)
    }
    const many = Array.from({ length: PRINT_BATCH_MAX + 1 }, (_, i) => i + 1).join(",")
    expect(() => parsePrintIds(many)).toThrow(PRINT_ERRORS.tooMany)
    expect(parsePrintIds(many.split(",").slice(0, PRINT_BATCH_MAX).join(","))).toHaveLength(PRINT_BATCH_MAX)
  })

  it("lang: en by default, km on request, anything else refused", () => {
    expect(printLangOf({})).toBe("en")
    expect(printLangOf({ lang: "km" })).toBe("km")
    expect(() => printLangOf({ lang: "fr" })).toThrow(PRINT_ERRORS.badLang)
  })
})
