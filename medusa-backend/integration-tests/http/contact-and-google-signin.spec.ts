import { shopIntegrationRunner } from "../helpers/runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CONTACT_MODULE, type ContactModuleService } from "compat-api/modules/contact"

jest.setTimeout(120_000)

// Two small areas on one app (one boot): the contact form and Google sign-in, neither seeding the shop.
// Google sign-in switched on (medusa-config registers Medusa's Google auth provider). Google itself
// cannot be reached from the tests: they check the start of the flow and every refusal.
process.env.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com"
process.env.GOOGLE_CLIENT_SECRET = "test-secret"
process.env.STOREFRONT_URL = "http://localhost:8000"
process.env.STAFF_GOOGLE_EMAILS = "sokha@example.com"

const valid = {
  name: "  Sokha Chan ",
  email: " sokha@example.com ",
  phone: " 555-123-4567 ",
  message: "  Do you ship prahok to Ohio?  ",
}

// The storefront's origin (STOREFRONT_URL above, the default STORE_CORS list in medusa-config.ts).
const STORE_ORIGIN = "http://localhost:8000"

shopIntegrationRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const contact = () => container.resolve<ContactModuleService>(CONTACT_MODULE)
    const stored = async () => (await contact().listContactMessages({})).length

    beforeAll(() => {
      container = getContainer()
    })

    /** POST /api/contact, as the storefront sends it (no publishable key, no auth), any status. */
    const post = (body: unknown, config: Record<string, any> = {}) =>
      api.post("/api/contact", body, { validateStatus: () => true, ...config })

    describe("POST /api/contact", () => {
      it("stores a valid message, trimmed, with the shopper's language, and answers 201 { success, id }", async () => {
        const res = await post(valid, { params: { lang: "km" } })
        expect(res.status).toBe(201)
        expect(res.data).toEqual({ success: true, id: expect.stringMatching(/^cmsg_/) })

        const [row] = await contact().listContactMessages({ id: res.data.id })
        expect(row).toMatchObject({
          name: "Sokha Chan",
          email: "sokha@example.com",
          phone: "555-123-4567",
          message: "Do you ship prahok to Ohio?",
          locale: "km",
          handled: false,
          handled_at: null,
        })
        expect(await stored()).toBe(1)
      })

      it("takes the language from Accept-Language, English by default", async () => {
        const km = await post(valid, { headers: { "accept-language": "km-KH,km;q=0.9,en;q=0.5" } })
        const en = await post(valid)
        const rows = await contact().listContactMessages({ id: [km.data.id, en.data.id] })
        expect(Object.fromEntries(rows.map((r) => [r.id, r.locale]))).toEqual({
          [km.data.id]: "km",
          [en.data.id]: "en",
        })
      })

      it("accepts a message without an email, omitted or empty", async () => {
        const { email: _omit, ...withoutEmail } = valid
        const omitted = await post(withoutEmail)
        const empty = await post({ ...valid, email: "" })
        expect([omitted.status, empty.status]).toEqual([201, 201])
        const rows = await contact().listContactMessages({ id: [omitted.data.id, empty.data.id] })
        expect(rows.map((r) => r.email)).toEqual([null, null])
      })

      it.each([
        ["name", { name: "S" }, "Name must be at least 2 characters.", "contact.name"],
        ["email", { email: "sokha@example" }, "Please enter a valid email address.", "contact.email"],
        ["phone", { phone: "555123456" }, "Please enter a valid phone number.", "contact.phone"],
        ["message", { message: "Too short" }, "Message must be at least 10 characters.", "contact.message"],
      ])("refuses a bad %s with 400, the spec's message and its stable code, storing nothing", async (field, change, message, code) => {
        const res = await post({ ...valid, ...change })
        expect(res.status).toBe(400)
        expect(res.headers["content-type"]).toMatch(/application\/json/)
        expect(res.data).toEqual({ error: message, message, code, errors: [{ field, message }] })
        expect(await stored()).toBe(0)
      })

      it("refuses a body that is not a JSON object with a 400 in the legacy shape, never a 500", async () => {
        const raw = (data: string, contentType: string) =>
          post(data, { headers: { "content-type": contentType }, transformRequest: [(d: unknown) => d] })
        const cases = [
          await raw('{"name": "Sokha", ', "application/json"),
          await raw("[]", "application/json"),
          await raw(JSON.stringify(valid), "text/plain"),
          await raw(new URLSearchParams(valid).toString(), "application/x-www-form-urlencoded"),
          await post(undefined),
        ]
        for (const res of cases) {
          expect(res.status).toBe(400)
          expect(res.headers["content-type"]).toMatch(/application\/json/)
          expect(res.data).toEqual(
            expect.objectContaining({ error: expect.any(String), message: res.data.error })
          )
        }
        expect(cases[0].data.error).toBe("The request body is not valid JSON.")
        expect(await stored()).toBe(0)
      })

      it("lets the storefront's origin post across origins (CORS preflight and response)", async () => {
        const preflight = await api.request({
          method: "OPTIONS",
          url: "/api/contact",
          headers: {
            origin: STORE_ORIGIN,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type",
          },
          validateStatus: () => true,
        })
        expect(preflight.status).toBe(204)
        expect(preflight.headers["access-control-allow-origin"]).toBe(STORE_ORIGIN)
        expect(preflight.headers["access-control-allow-credentials"]).toBe("true")
        expect(preflight.headers["access-control-allow-methods"]).toMatch(/POST/)

        const res = await post(valid, { headers: { origin: STORE_ORIGIN } })
        expect(res.status).toBe(201)
        expect(res.headers["access-control-allow-origin"]).toBe(STORE_ORIGIN)

        const other = await post(valid, { headers: { origin: "https://evil.example" } })
        expect(other.headers["access-control-allow-origin"]).toBeUndefined()
      })
    })

    describe("Google sign-in", () => {
      const get = (path: string) => api.get(path, { maxRedirects: 0, validateStatus: () => true })

      it("sends staff to Google's consent page with the shop's client id and callback", async () => {
        const res = await get("/api/auth/google")
        expect(res.status).toBe(302)
        const to = new URL(res.headers.location)
        expect(to.origin + to.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth")
        expect(to.searchParams.get("client_id")).toBe("test-client.apps.googleusercontent.com")
        expect(to.searchParams.get("redirect_uri")).toBe("http://localhost:8000/api/auth/google/callback")
        expect(to.searchParams.get("state")).toMatch(/^[0-9a-f]{64}$/)
      })

      it("sends a callback without a valid code or state back to the sign-in page, signed out", async () => {
        for (const query of ["", "?code=forged&state=unknown", "?error=access_denied"]) {
          const res = await get(`/api/auth/google/callback${query}`)
          expect([query, res.status, res.headers.location]).toEqual([query, 302, "http://localhost:8000/staff-login?error=google"])
          expect(res.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^XSRF-TOKEN=/)]))
        }
        expect((await api.get("/api/user", { validateStatus: () => true })).status).toBe(401)
      })
    })
  },
})
