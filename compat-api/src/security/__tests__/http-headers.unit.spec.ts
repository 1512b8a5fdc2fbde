import { ServerResponse, IncomingMessage } from "node:http"
import { Socket } from "node:net"
import { applySecurityHeaders, medusaSecurityHeaders, reachedOverHttps } from "../http-headers"

const request = (url: string, remoteAddress = "203.0.113.9", headers: Record<string, string> = {}) => {
  const socket = new Socket()
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress })
  const req = new IncomingMessage(socket)
  req.url = url
  req.headers = headers
  return req
}

describe("Medusa's security headers", () => {
  it("HSTS only over https: a trusted proxy's X-Forwarded-Proto or an https public URL, never a client's own header", () => {
    const forwarded = { "x-forwarded-proto": "https" }
    expect(reachedOverHttps(request("/", "203.0.113.9", forwarded), {})).toBe(false)
    expect(reachedOverHttps(request("/", "127.0.0.1", forwarded), {})).toBe(false) // default: no proxy trusted
    expect(reachedOverHttps(request("/", "172.18.0.5", forwarded), { TRUSTED_PROXIES: "172.18.0.0/16" })).toBe(true)
    expect(reachedOverHttps(request("/", "203.0.113.9", forwarded), { TRUSTED_PROXIES: "172.18.0.0/16" })).toBe(false)
    expect(reachedOverHttps(request("/", "172.18.0.5", { "x-forwarded-proto": "http" }), { TRUSTED_PROXIES: "172.18.0.0/16" })).toBe(false)
    expect(reachedOverHttps(request("/"), { MEDUSA_BACKEND_URL: "https://api.shop.example" })).toBe(true)
  })

  it("lets Medusa's admin show pictures from compose's file URL and call its public URL", () => {
    const csp = Object.fromEntries(
      medusaSecurityHeaders({ NODE_ENV: "production", S3_BUCKET: "shop", S3_FILE_URL: "http://localhost:8000/files", MEDUSA_BACKEND_URL: "http://localhost:9000" })
    )["Content-Security-Policy"]
    expect(csp).toContain("img-src 'self' data: blob: https: http://localhost:8000 http://localhost:9000;")
    expect(csp).toContain("connect-src 'self' http://localhost:9000;")
    expect(csp).toContain("frame-ancestors 'none'")
    // medusa develop: Vite's dev server runs inline code; framing and sniffing stay refused
    const dev = Object.fromEntries(medusaSecurityHeaders({ NODE_ENV: "development" }))
    expect(dev["Content-Security-Policy"]).toBeUndefined()
    expect(dev["X-Frame-Options"]).toBe("DENY")
  })

  it("uploads under /static keep the forced type and disposition whatever the static handler sets; nobody sets X-Powered-By", () => {
    const req = request("/static/evil-01.html?x=1")
    const res = new ServerResponse(req)
    applySecurityHeaders(req, res)
    res.setHeader("X-Powered-By", "Express")
    res.setHeader("Content-Type", "text/html; charset=UTF-8")
    res.setHeader("Content-Security-Policy", "default-src *")
    expect(res.getHeader("x-powered-by")).toBeUndefined()
    expect(res.getHeader("content-type")).toBe("application/octet-stream")
    expect(res.getHeader("content-disposition")).toBe("attachment")
    expect(res.getHeader("content-security-policy")).toMatch(/sandbox$/)
    expect(res.getHeader("x-content-type-options")).toBe("nosniff")

    const page = request("/admin/orders")
    const answer = new ServerResponse(page)
    applySecurityHeaders(page, answer)
    answer.setHeader("Content-Type", "application/json")
    expect(answer.getHeader("content-type")).toBe("application/json")
    expect(answer.getHeader("x-frame-options")).toBe("DENY")
  })
})
