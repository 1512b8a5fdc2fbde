import { rmSync } from "node:fs"
import { join } from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { CONTENT_SECURITY_POLICY } from "@shop/contract"
import { any, bearer } from "../helpers/shop"
import type { SecurityPart } from "./runner"

/** Point 10, 12 and 17 of issue 24 on Medusa's own answers: headers, uploaded files, list limits. */
export const headersPart: SecurityPart = ({ api, getContainer }) => {
  const store = async () => {
    const [key] = await getContainer().resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
    return { ...any, headers: { "x-publishable-api-key": key.token } }
  }

  describe("security: headers on every Medusa answer", () => {
    const expectHeaders = (res: { headers: Record<string, unknown> }) => {
      expect(res.headers["x-powered-by"]).toBeUndefined()
      expect(res.headers["x-content-type-options"]).toBe("nosniff")
      expect(res.headers["x-frame-options"]).toBe("DENY")
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    }

    it("store, auth, admin and /api answers (200s, 401s and a CORS preflight alike) carry the shop's headers and no X-Powered-By", async () => {
      const answers = [
        await api.get("/store/products", await store()),
        await api.get("/store/products", any), // 400: no publishable key
        await api.get("/admin/orders", any), // 401 from Medusa's own auth, before any plugin middleware
        await api.post("/auth/user/emailpass", { email: "nobody", password: "wrong" }, any),
        await api.get("/api/menu-items", any),
        await api.request({ method: "OPTIONS", url: "/store/products", headers: { origin: "http://localhost:8000", "access-control-request-method": "GET" }, ...any }),
        await api.get("/health", any),
      ]
      expect(answers.map((r) => r.status)).toEqual([200, 400, 401, 401, 200, 204, 200])
      for (const res of answers) expectHeaders(res)
      // the shop's policy, with the local file URL's origin (Medusa's /static) among the pictures' sources
      expect(answers[0].headers["content-security-policy"]).toBe(
        CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob: https:", "img-src 'self' data: blob: https: http://localhost:9000")
      )
    })

    it("HSTS only over https: not for a forged X-Forwarded-Proto sent straight to Medusa's port, only from a named proxy", async () => {
      // The specs trust loopback (jest.config.js, as npm start does for its storefront server); a
      // client talking to Medusa's port directly is a proxy nobody named.
      const saved = process.env.TRUSTED_PROXIES
      try {
        process.env.TRUSTED_PROXIES = ""
        const plain = await api.get("/health", any)
        expect(plain.headers["strict-transport-security"]).toBeUndefined()
        const forged = await api.get("/health", { ...any, headers: { "x-forwarded-proto": "https" } })
        expect(forged.headers["strict-transport-security"]).toBeUndefined()
        process.env.TRUSTED_PROXIES = "loopback"
        const viaProxy = await api.get("/health", { ...any, headers: { "x-forwarded-proto": "https" } })
        expect(viaProxy.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
        expect((await api.get("/health", any)).headers["strict-transport-security"]).toBeUndefined()
      } finally {
        process.env.TRUSTED_PROXIES = saved
      }
    })
  })

  describe("security: uploaded files never run as pages of the shop", () => {
    it("an .html file uploaded through /admin/uploads is served sandboxed, as a download, never as text/html", async () => {
      const auth = await bearer(api)
      const form = new FormData()
      form.append("files", new Blob(["<script>alert(document.cookie)</script>"], { type: "text/html" }), "evil.html")
      const uploaded = await api.post("/admin/uploads", form, auth)
      expect(uploaded.status).toBe(200)
      const url = new URL(uploaded.data.files[0].url)
      try {
        expect(url.pathname).toMatch(/^\/static\/.+\.html$/)
        for (const path of [url.pathname, url.pathname.replace("/static/", "/STATIC/")]) {
          const served = await api.get(path, { ...any, responseType: "text" })
          expect(served.status).toBe(200)
          expect(served.headers["content-type"]).toBe("application/octet-stream")
          expect(served.headers["content-disposition"]).toBe("attachment")
          expect(served.headers["content-security-policy"]).toMatch(/(^|; )sandbox($|;)/)
          expect(served.headers["x-content-type-options"]).toBe("nosniff")
        }
      } finally {
        rmSync(join(process.cwd(), "static", url.pathname.replace(/^\/static\//, "")), { force: true })
      }
    })

    it("an uploaded PNG stays a picture: image/png, inline, still sandboxed", async () => {
      const auth = await bearer(api)
      const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")
      const form = new FormData()
      form.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), "dot.png")
      const uploaded = await api.post("/admin/uploads", form, auth)
      expect(uploaded.status).toBe(200)
      const url = new URL(uploaded.data.files[0].url)
      try {
        const served = await api.get(url.pathname, { ...any, responseType: "arraybuffer" })
        expect(served.status).toBe(200)
        expect(served.headers["content-type"]).toBe("image/png")
        expect(served.headers["content-disposition"]).toBeUndefined()
        expect(served.headers["content-security-policy"]).toMatch(/sandbox/)
      } finally {
        rmSync(join(process.cwd(), "static", url.pathname.replace(/^\/static\//, "")), { force: true })
      }
    })
  })

  describe("security: CORS outside development (issue 24, point 17)", () => {
    it("the default origins are the shop's own: the Vite dev origin gets no CORS grant on /store, /auth, /admin or /api", async () => {
      const preflight = (url: string, origin: string) =>
        api.request({ method: "OPTIONS", url, headers: { origin, "access-control-request-method": "POST" }, ...any })
      for (const url of ["/store/carts", "/auth/user/emailpass", "/admin/products", "/api/orders"]) {
        const dev = await preflight(url, "http://localhost:5173")
        expect([url, dev.headers["access-control-allow-origin"]]).toEqual([url, undefined])
        const shop = await preflight(url, "http://localhost:8000")
        expect([url, shop.headers["access-control-allow-origin"]]).toEqual([url, "http://localhost:8000"])
      }
    })
  })

  describe("security: list limits on Medusa's store and admin API", () => {
    it("a negative or non-numeric limit or offset is a 400 in Medusa's shape, not a 500", async () => {
      const auth = await bearer(api)
      for (const query of ["limit=-1", "limit=abc", "offset=-5", "limit=1.5", "limit[]=3"]) {
        const res = await api.get(`/store/products?${query}`, await store())
        expect([query, res.status, res.data.type]).toEqual([query, 400, "invalid_data"])
        expect(res.data.message).toMatch(/(limit|offset)' must be a whole number/)
      }
      const admin = await api.get("/admin/products?limit=-1", auth)
      expect([admin.status, admin.data.type]).toEqual([400, "invalid_data"])
    })

    it("a huge store limit is capped at 200; sensible limits and the admin's big pages keep working", async () => {
      const huge = await api.get("/store/products?limit=100000&fields=id", await store())
      expect(huge.status).toBe(200)
      expect(huge.data.limit).toBe(200)
      const small = await api.get("/store/products?limit=2&offset=1&fields=id", await store())
      expect([small.status, small.data.limit, small.data.offset, small.data.products.length]).toEqual([200, 2, 1, 2])
      const admin = await api.get("/admin/products?limit=9999&fields=id", await bearer(api))
      expect([admin.status, admin.data.limit]).toEqual([200, 9999])
    })
  })
}
