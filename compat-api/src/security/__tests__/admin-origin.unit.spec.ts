import { checkAdminWriteOrigin, originAllowed } from "../admin-origin"

/** A request to Medusa's admin API as the middleware sees it, signed in by the session cookie unless `bearer`. */
function request(method: string, url: string, headers: Record<string, string>, bearer = false) {
  const actor = { actor_id: "user_1", actor_type: "user" }
  return {
    method,
    originalUrl: url,
    url,
    headers,
    protocol: "http",
    get: (name: string) => (name.toLowerCase() === "host" ? "localhost:9000" : undefined),
    session: bearer ? {} : { auth_context: actor },
    auth_context: actor,
    scope: { resolve: () => ({ projectConfig: { http: { adminCors: "http://localhost:8000,/\\.shop\\.example$/" } } }) },
  } as any
}

function run(req: any): number {
  let status = 0
  const res = { status: (s: number) => ((status = s), res), json: () => res } as any
  checkAdminWriteOrigin(req, res, () => (status = 200))
  return status
}

describe("Medusa's admin writes by session cookie (checkAdminWriteOrigin)", () => {
  it("passes the admin's origins, Medusa's own and header-less clients; refuses others, by Origin or Referer", () => {
    expect(run(request("POST", "/admin/invites", { origin: "http://localhost:8000" }))).toBe(200)
    expect(run(request("POST", "/admin/invites", { origin: "http://localhost:9000" }))).toBe(200)
    expect(run(request("POST", "/admin/invites", { origin: "https://app.shop.example" }))).toBe(200)
    expect(run(request("POST", "/admin/invites", {}))).toBe(200)
    expect(run(request("POST", "/admin/invites", { origin: "http://localhost:8200" }))).toBe(403)
    expect(run(request("DELETE", "/admin/invites/x", { referer: "http://evil.localhost:8200/a" }))).toBe(403)
    expect(run(request("PATCH", "/admin/invites/x", { origin: "null" }))).toBe(403)
  })

  it("reads, bearer tokens and /admin/shop (its own XSRF check) pass", () => {
    expect(run(request("GET", "/admin/invites", { origin: "http://evil.example" }))).toBe(200)
    expect(run(request("POST", "/admin/invites", { origin: "http://evil.example" }, true))).toBe(200)
    expect(run(request("POST", "/admin/shop/orders/1/ship", { origin: "http://evil.example" }))).toBe(200)
  })

  it("refuses form bodies, except multipart on the dashboard's upload routes", () => {
    const form = (type: string, url = "/admin/invites") => run(request("POST", url, { origin: "http://localhost:9000", "content-type": type }))
    expect(form("application/x-www-form-urlencoded")).toBe(403)
    expect(form("text/plain;charset=UTF-8")).toBe(403)
    expect(form("multipart/form-data; boundary=x")).toBe(403)
    expect(form("multipart/form-data; boundary=x", "/admin/uploads")).toBe(200)
    expect(form("multipart/form-data; boundary=x", "/admin/products/import")).toBe(200)
    expect(form("application/json")).toBe(200)
  })

  it("compares origins as origins", () => {
    expect(originAllowed("http://localhost:8000", ["http://localhost:8000/"])).toBe(true)
    expect(originAllowed("http://localhost:8000.evil.example", ["http://localhost:8000"])).toBe(false)
  })
})
