import { authenticatedBySession, xsrfHeaderMatches, xsrfTokenFor } from "../xsrf"

const config = { projectConfig: { http: { cookieSecret: "cookie-secret" } } }
const request = ({ sessionID, header, session, ctx, method = "POST", cookie }: { sessionID?: string; header?: string; session?: any; ctx?: any; method?: string; cookie?: string }) =>
  ({
    method,
    url: "/api/orders/1",
    originalUrl: "/api/orders/1",
    sessionID,
    session,
    auth_context: ctx,
    cookies: cookie ? { "XSRF-TOKEN": cookie } : {},
    headers: header ? { "x-xsrf-token": header } : {},
    scope: { resolve: () => config },
  }) as any

describe("the XSRF token", () => {
  it("is the session's: the same for one session, another for another, none without a session", () => {
    const a = xsrfTokenFor(request({ sessionID: "sess-a" }))
    expect(a).toMatch(/^[\w-]{40,}$/)
    expect(xsrfTokenFor(request({ sessionID: "sess-a" }))).toBe(a)
    expect(xsrfTokenFor(request({ sessionID: "sess-b" }))).not.toBe(a)
    expect(xsrfTokenFor(request({}))).toBeNull()
  })

  it("opens a write only with the session's own token, whatever the cookie says", () => {
    const own = xsrfTokenFor(request({ sessionID: "sess-a" }))!
    expect(xsrfHeaderMatches(request({ sessionID: "sess-a", header: own }))).toBe(true)
    expect(xsrfHeaderMatches(request({ sessionID: "sess-a", header: "chosen", cookie: "chosen" }))).toBe(false)
    expect(xsrfHeaderMatches(request({ sessionID: "sess-b", header: own, cookie: own }))).toBe(false)
    expect(xsrfHeaderMatches(request({ sessionID: "sess-a" }))).toBe(false)
    expect(xsrfHeaderMatches(request({ sessionID: "sess-a", method: "GET" }))).toBe(true)
  })
})

describe("authenticatedBySession", () => {
  const user = { actor_id: "user_1", actor_type: "user" }
  it("is true when the session's user signed the call in, with or without a Bearer header beside it", () => {
    expect(authenticatedBySession(request({ session: { auth_context: user }, ctx: user }))).toBe(true)
    expect(authenticatedBySession(request({ session: { auth_context: user }, ctx: { ...user } }))).toBe(true)
  })
  it("is false for a bearer token alone, or nobody", () => {
    expect(authenticatedBySession(request({ session: {}, ctx: user }))).toBe(false)
    expect(authenticatedBySession(request({ session: { auth_context: user } }))).toBe(false)
    expect(authenticatedBySession(request({}))).toBe(false)
  })
})

describe("the data-changing GETs", () => {
  it("need the session's token however express would route them (case, trailing slash, query)", () => {
    const own = xsrfTokenFor(request({ sessionID: "sess-a" }))!
    const at = (method: string, url: string, header?: string) => ({ ...request({ sessionID: "sess-a", method, header }), url, originalUrl: url }) as any
    expect(xsrfHeaderMatches(at("GET", "/api/orders"))).toBe(true)
    for (const url of ["/api/reset-categories", "/API/reset-categories", "/api/reset-categories/", "/Api/Fix-Images?x=1", "/api/clean-duplicates//", "/api/FIX-SEQUENCES/?a"]) {
      expect([url, xsrfHeaderMatches(at("GET", url))]).toEqual([url, false])
      expect([url, xsrfHeaderMatches(at("HEAD", url))]).toEqual([url, false])
      expect([url, xsrfHeaderMatches(at("GET", url, own))]).toEqual([url, true])
    }
  })
})
