import { resolveLang } from "../lang"

describe("resolveLang", () => {
  it("reads ?lang first", () => {
    expect(resolveLang({ lang: "km" }, "en-US")).toBe("km")
    expect(resolveLang({ lang: "en" }, "km")).toBe("en")
    expect(resolveLang({ lang: "fr" }, "km")).toBe("en")
  })
  it("reads Accept-Language by quality", () => {
    expect(resolveLang({}, "km")).toBe("km")
    expect(resolveLang({}, "km-KH,km;q=0.9,en;q=0.8")).toBe("km")
    expect(resolveLang({}, "en-US,en;q=0.9,km;q=0.8")).toBe("en")
    expect(resolveLang({}, "en;q=0.5, km;q=0.9")).toBe("km")
  })
  it("defaults to English", () => {
    expect(resolveLang(undefined, undefined)).toBe("en")
    expect(resolveLang({}, "")).toBe("en")
  })
})
