import { Modules } from "@medusajs/framework/utils"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { ADMIN, any } from "../helpers/shop"
import { bearerOf, credentialsOf, deletedUserCredentials, tokenFor, userIdOf, type Credential } from "./callers"
import type { SecurityPart } from "./runner"

/**
 * Issue 24 point 2: a deleted or demoted staff user loses their access at once, by every
 * credential they kept, on every prefix (Medusa's /admin and /auth, the shop's /api and
 * /admin/shop), and on every server (nothing is remembered per process).
 */
export const deletedUser: SecurityPart = ({ api, getContainer }) => {
  const as = (c: Credential) => ({ ...any, headers: c.headers })

  describe("security: deleted and demoted staff", () => {
    it("a deleted clerk's token and cookies are refused with 401 everywhere, and cannot invite anyone (Medusa would make that invite an admin)", async () => {
      const container = getContainer()
      const who = { username: "vanna", email: "vanna@example.com", password: "amok-trey-5", role: "clerk" }
      await ensureAdminUser(container, who)
      const userId = await userIdOf(container, who.email)
      const credentials = await credentialsOf(api, who)
      // A clerk: turned away from Medusa's admin before the deletion.
      for (const c of credentials) expect([c.via, (await api.get("/admin/orders", as(c))).status]).toEqual([c.via, 403])

      const admin = bearerOf(await tokenFor(api, ADMIN))
      expect((await api.delete(`/admin/users/${userId}`, as(admin))).status).toBe(200)

      for (const c of credentials) {
        const answers = await Promise.all([
          api.get("/admin/orders", as(c)),
          api.get("/admin/users/me", as(c)),
          api.post("/admin/invites", { email: "vanna-friend@example.com" }, as(c)),
          api.get("/api/user", as(c)),
          api.get("/api/orders", as(c)),
          api.get("/admin/shop/order-queue", as(c)),
          api.post("/auth/token/refresh", {}, as(c)),
        ])
        expect([c.via, answers.map((r: any) => r.status)]).toEqual([c.via, [401, 401, 401, 401, 401, 401, 401]])
        // Medusa's shape on its prefixes, the shop's on /api.
        expect(answers[0].data).toMatchObject({ type: "unauthorized", message: "You are not signed in." })
        expect(answers[4].data).toMatchObject({ error: "Please sign in as staff to do this.", code: "auth.anonymous" })
      }
      expect(await container.resolve(Modules.USER).listInvites({ email: "vanna-friend@example.com" })).toEqual([])
    })

    it("a deleted admin is refused at once by their back-office cookie, their dashboard session and their token; no new session or token; their password no longer signs in", async () => {
      const container = getContainer()
      const who = { username: "rithy", email: "rithy@example.com", password: "lok-lak-8" }
      const { credentials } = await deletedUserCredentials(api, container, who)
      const bearer = credentials.find((c) => c.via === "bearer")!
      expect((await api.post("/auth/session", {}, as(bearer))).status).toBe(401)
      for (const c of credentials) {
        const answers = await Promise.all([
          api.get("/admin/users/me", as(c)),
          api.get("/admin/orders", as(c)),
          api.post("/admin/api-keys", { title: "rithy's key", type: "secret" }, as(c)),
          api.get("/api/user", as(c)),
          api.get("/api/orders", as(c)),
          api.get("/admin/shop/order-queue", as(c)),
        ])
        expect([c.via, answers.map((r: any) => r.status)]).toEqual([c.via, [401, 401, 401, 401, 401, 401]])
      }
      expect(await container.resolve(Modules.API_KEY).listApiKeys({ title: "rithy's key" })).toEqual([])

      // Medusa removes one of the two sign-in identities (username, e-mail); the shop removes the other.
      const auth = container.resolve(Modules.AUTH)
      const identities = async () => (await auth.listProviderIdentities({ provider: "emailpass" })).filter((p) => [who.username, who.email].includes(p.entity_id))
      for (let i = 0; i < 100 && (await identities()).length; i++) {
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(await identities()).toEqual([])
      for (const email of [who.username, who.email]) {
        expect((await api.post("/auth/user/emailpass", { email, password: who.password }, any)).status).toBe(401)
      }
      expect((await api.post("/api/login", { username: who.username, password: who.password }, any)).status).toBe(401)
    })

    it("a demotion counts at once, whether made in Medusa's admin or on another server (straight in the database)", async () => {
      const container = getContainer()
      const who = { username: "sreymom", email: "sreymom@example.com", password: "num-ansom-4" }
      await ensureAdminUser(container, who)
      const userId = await userIdOf(container, who.email)
      const credentials = await credentialsOf(api, who)
      const statuses = async () =>
        Promise.all(credentials.flatMap((c) => [api.get("/api/orders", as(c)), api.get("/admin/orders", as(c)), api.get("/admin/shop/order-queue", as(c))])).then((all) =>
          all.map((r: any) => r.status)
        )
      expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200])

      const admin = bearerOf(await tokenFor(api, ADMIN))
      const demoted = await api.post(`/admin/users/${userId}`, { metadata: { role: "clerk", username: who.username } }, as(admin))
      expect(demoted.status).toBe(200)
      expect(await statuses()).toEqual([403, 403, 403, 403, 403, 403])

      // Another server's change reaches this one through the database only.
      const users = container.resolve(Modules.USER)
      await users.updateUsers({ id: userId, metadata: { role: "admin", username: who.username } })
      expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200])
      await users.updateUsers({ id: userId, metadata: { role: "clerk", username: who.username } })
      expect(await statuses()).toEqual([403, 403, 403, 403, 403, 403])
      await users.deleteUsers([userId])
      expect(await statuses()).toEqual([401, 401, 401, 401, 401, 401])
    })
  })
}
