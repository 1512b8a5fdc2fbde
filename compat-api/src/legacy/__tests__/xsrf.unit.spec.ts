import { xsrfHeaderMatches } from "../xsrf"

const request = (method: string, originalUrl: string, header?: string) =>
  ({ method, originalUrl, url: originalUrl, headers: header ? { "x-xsrf-token": header } : {}, cookies: { "XSRF-TOKEN": "t0ken" } }) as any

describe("xsrfHeaderMatches", () => {
  it("lets reads through and holds writes and the data-changing GETs to the header", () => {
    expect(xsrfHeaderMatches(request("GET", "/api/orders"))).toBe(true)
    expect(xsrfHeaderMatches(request("POST", "/api/orders/1/status"))).toBe(false)
    expect(xsrfHeaderMatches(request("POST", "/api/orders/1/status", "t0ken"))).toBe(true)
    expect(xsrfHeaderMatches(request("GET", "/api/reset-categories"))).toBe(false)
    expect(xsrfHeaderMatches(request("GET", "/api/reset-categories", "t0ken"))).toBe(true)
  })

  it("recognises a data-changing GET however express would route it (case, trailing slash, query)", () => {
    for (const url of ["/API/reset-categories", "/api/reset-categories/", "/Api/Fix-Images?x=1", "/api/clean-duplicates//", "/api/FIX-SEQUENCES/?a"]) {
      expect([url, xsrfHeaderMatches(request("GET", url))]).toEqual([url, false])
      expect([url, xsrfHeaderMatches(request("HEAD", url))]).toEqual([url, false])
    }
  })
})
