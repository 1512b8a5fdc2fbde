import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ADMIN, any, expectStatus, fromAddress } from "../helpers/shop"
import { dashboardJar, tokenFor } from "./callers"
import type { SecurityPart } from "./runner"

/**
 * Issue 24, point 11, and the sign-in identities' limit: a write to Medusa's own admin API that
 * the admin's session cookie authenticates is refused (403, Medusa's shape, nothing written) when
 * another origin's page sent it (Origin or Referer not an admin origin) or sent it as a form; and
 * registering sign-in identities (POST /auth/<actor>/<provider>/register) is limited per client
 * address like the other public writes (429 + Retry-After, Medusa's shape, no identity made).
 */
export const crossSiteAdmin: SecurityPart = ({ api, getContainer }) => {
  const EVIL = "http://evil.localhost:8200"
  let seq = 0
  const unique = () => `${Date.now()}-${++seq}`
  const invitesFor = async (email: string) => getContainer().resolve(Modules.USER).listInvites({ email })
  const adminOrigin = () => {
    const config = getContainer().resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    return String(config.projectConfig.http.adminCors).split(",")[0].trim()
  }

  describe("security: cross-site writes to Medusa's admin API (point 11)", () => {
    let cookie: string
    beforeAll(async () => {
      cookie = (await dashboardJar(api, await tokenFor(api, ADMIN))).cookie
    })
    const expectRefused = (res: any) => {
      expect(res.status).toBe(403)
      expect(res.data).toEqual({ type: "not_allowed", message: expect.any(String) })
    }
    const invite = (email: string, headers: Record<string, string>, body?: string) =>
      api.post("/admin/invites", body ?? { email }, { ...any, headers: { cookie, ...headers } })

    it("the attacker's form POST with the admin's cookie from another origin creates no invite", async () => {
      const email = `csrf-${unique()}@example.com`
      const res = await invite(email, { origin: EVIL, "content-type": "application/x-www-form-urlencoded" }, `email=${encodeURIComponent(email)}`)
      expectRefused(res)
      expect(await invitesFor(email)).toHaveLength(0)
    })

    it("a JSON write from another origin (Origin, else Referer; an opaque 'null' origin) is refused too", async () => {
      for (const headers of [{ origin: EVIL }, { referer: `${EVIL}/page.html` }, { origin: "null" }] as Record<string, string>[]) {
        const email = `csrf-${unique()}@example.com`
        expectRefused(await invite(email, headers))
        expect(await invitesFor(email)).toHaveLength(0)
      }
      // A DELETE as well: the admin's invite stays.
      const email = `keep-${unique()}@example.com`
      const made = await invite(email, { origin: adminOrigin() })
      expectStatus(made)
      const removed = await api.delete(`/admin/invites/${made.data.invite.id}`, { ...any, headers: { cookie, origin: EVIL } })
      expectRefused(removed)
      expect(await invitesFor(email)).toHaveLength(1)
    })

    it("a form body is refused even without Origin (text/plain, multipart); the admin's origin and header-less clients write", async () => {
      const email = `form-${unique()}@example.com`
      expectRefused(await invite(email, { "content-type": "text/plain" }, JSON.stringify({ email })))
      expectRefused(await invite(email, { origin: adminOrigin(), "content-type": "multipart/form-data; boundary=x" }, `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`))
      expect(await invitesFor(email)).toHaveLength(0)
      expectStatus(await invite(email, { origin: adminOrigin() }))
      const other = `plain-${unique()}@example.com`
      expectStatus(await invite(other, {}))
      expect(await invitesFor(other)).toHaveLength(1)
    })

    it("a bearer token is not sent by a browser on its own: it writes from anywhere", async () => {
      const email = `bearer-${unique()}@example.com`
      const res = await api.post("/admin/invites", { email }, { ...any, headers: { authorization: `Bearer ${await tokenFor(api, ADMIN)}`, origin: EVIL } })
      expectStatus(res)
    })

    it("another origin cannot sign the admin out of Medusa's dashboard (DELETE /auth/session)", async () => {
      const own = (await dashboardJar(api, await tokenFor(api, ADMIN))).cookie
      expectRefused(await api.delete("/auth/session", { ...any, headers: { cookie: own, origin: EVIL } }))
      expectStatus(await api.get("/admin/users/me", { ...any, headers: { cookie: own } }))
    })
  })

  describe("security: registering sign-in identities is limited per client address", () => {
    const saved = process.env.LIMIT_REGISTRATIONS_PER_HOUR
    afterEach(() => {
      if (saved === undefined) delete process.env.LIMIT_REGISTRATIONS_PER_HOUR
      else process.env.LIMIT_REGISTRATIONS_PER_HOUR = saved
    })
    const identities = async (email: string) => getContainer().resolve(Modules.AUTH).listProviderIdentities({ entity_id: email })
    const register = (path: string, email: string, headers: Record<string, string>) =>
      api.post(path, { email, password: "a-long-password-1" }, { ...any, headers })

    it("beyond LIMIT_REGISTRATIONS_PER_HOUR: 429 with Retry-After in Medusa's shape, for every actor and spelling; no identity made", async () => {
      process.env.LIMIT_REGISTRATIONS_PER_HOUR = "3"
      const spammer = fromAddress()
      for (let i = 0; i < 3; i++) expectStatus(await register("/auth/customer/emailpass/register", `reg-${unique()}@example.com`, spammer))
      for (const path of ["/auth/customer/emailpass/register", "/auth/%75ser/emailpass/register", "/AUTH/seller/emailpass/register/"]) {
        const email = `reg-${unique()}@example.com`
        const res = await register(path, email, spammer)
        expect([path, res.status]).toEqual([path, 429])
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
        expect(res.data).toEqual({ type: "not_allowed", message: expect.any(String) })
        expect(await identities(email)).toHaveLength(0)
      }
      // Another address registers.
      const email = `reg-${unique()}@example.com`
      expectStatus(await register("/auth/customer/emailpass/register", email, fromAddress()))
      expect(await identities(email)).toHaveLength(1)
    })
  })
}
