import { shopIntegrationRunner } from "../helpers/runner"

jest.setTimeout(120_000)

// Google sign-in switched on (medusa-config registers Medusa's Google auth provider). Google itself
// cannot be reached from the tests: they check the start of the flow and every refusal.
process.env.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com"
process.env.GOOGLE_CLIENT_SECRET = "test-secret"
process.env.STOREFRONT_URL = "http://localhost:8000"
process.env.STAFF_GOOGLE_EMAILS = "sokha@example.com"

shopIntegrationRunner({
  testSuite: ({ api }) => {
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
  },
})
