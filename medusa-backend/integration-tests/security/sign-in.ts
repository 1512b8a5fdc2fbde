import { ensureAdminUser, type AdminAccount } from "../../src/scripts/admin-user"
import { ADMIN, any, fromAddress, jarOf, signIn, withJar } from "../helpers/shop"
import type { SecurityPart } from "./runner"

/**
 * Sign-in, sessions and tokens (issue 24 points 3, 5, 8, 11, 13 and 17's tokens): the limits on
 * every route that checks a password, the client's address only from named proxies, the XSRF
 * token bound to the session and required on /admin/shop, an unknown user's sign-in as slow as a
 * known one's, sign-out ending tokens, and no default secrets in production.
 */
export const signInPart: SecurityPart = ({ api, getContainer }) => {
  /** The addresses this test runner's requests come from, as the server may see them. */
  const OWN_ADDRESSES = ["127.0.0.1", "::ffff:127.0.0.1", "::1"]
  const limiter = () => require("compat-api/limits/login-limiter")

  /** A staff account of this test's own (the database is restored before every test). */
  let accountNumber = 0
  const newAdmin = async (role = "admin"): Promise<AdminAccount> => {
    accountNumber++
    const account = { username: `sec-auth-${accountNumber}`, email: `sec-auth-${accountNumber}@example.com`, password: `pw-${accountNumber}-sampeah`, role }
    await ensureAdminUser(getContainer(), account)
    return account
  }
  const login = (who: { username: string; password: string }, headers: Record<string, string> = {}) =>
    api.post("/api/login", { username: who.username, password: who.password }, { ...any, headers })
  const medusaSignIn = (path: string, who: { username: string; password: string }, headers: Record<string, string>, method = "post") =>
    api.request({ method, url: path, data: { email: who.username, password: who.password }, ...any, headers })

  /** Runs `fn` with TRUSTED_PROXIES as given (clientAddress reads it on every call). */
  const withTrustedProxies = async (value: string, fn: () => Promise<void>) => {
    const saved = process.env.TRUSTED_PROXIES
    process.env.TRUSTED_PROXIES = value
    try {
      await fn()
    } finally {
      process.env.TRUSTED_PROXIES = saved
    }
  }

  describe("security: sign-in limits hold on every route that checks a password", () => {
    const lockOut = async (who: AdminAccount, headers: Record<string, string>) => {
      for (let i = 0; i < 5; i++) {
        expect((await login({ ...who, password: `guess-${i}` }, headers)).status).toBe(401)
      }
    }

    it("an encoded path to Medusa's sign-in (/auth/%75ser/emailpass) is the same route: locked with the others, and its failures count", async () => {
      const who = await newAdmin()
      const from = fromAddress()
      await lockOut(who, from)
      for (const path of ["/auth/%75ser/emailpass", "/auth/user/%65mailpass", "/AUTH/USER/emailpass", "/auth/user/emailpass/", "/auth/user/emailpass"]) {
        const res = await medusaSignIn(path, who, from)
        expect([path, res.status]).toEqual([path, 429])
        expect(res.data).toMatchObject({ type: "not_allowed", code: "auth.locked", message: expect.stringMatching(/^Too many failed sign-in attempts/) })
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(800)
        expect(res.data.token).toBeUndefined()
      }
      // GET reads the body too (Medusa's route answers both)
      expect((await medusaSignIn("/auth/user/emailpass", who, from, "get")).status).toBe(429)

      // ... and guesses through the encoded path lock the shop's own sign-in
      const other = await newAdmin()
      const from2 = fromAddress()
      for (let i = 0; i < 5; i++) {
        expect((await medusaSignIn("/auth/%75ser/emailpass", { ...other, password: `guess-${i}` }, from2)).status).toBe(401)
      }
      expect((await login(other, from2)).status).toBe(429)
      expect((await login(other, fromAddress())).status).toBe(200)
    })

    it("the customer routes check the same passwords (one emailpass identity): a staff username's guesses there count, and are locked there", async () => {
      const who = await newAdmin()
      const from = fromAddress()
      for (let i = 0; i < 5; i++) {
        const res = await medusaSignIn("/auth/customer/emailpass", { ...who, password: `guess-${i}` }, from)
        expect(res.status).toBe(401)
      }
      expect((await login(who, from)).status).toBe(429)
      for (const path of ["/auth/customer/emailpass", "/auth/cust%6Fmer/emailpass", "/auth/customer/emailpass/register"]) {
        expect([path, (await medusaSignIn(path, who, from)).status]).toEqual([path, 429])
      }
    })

    it("believes X-Forwarded-For only from a proxy the operator named: a forged header does not buy new tries", async () => {
      const who = await newAdmin()
      await withTrustedProxies("", async () => {
        try {
          for (let i = 0; i < 5; i++) {
            expect((await login({ ...who, password: `guess-${i}` }, fromAddress())).status).toBe(401)
          }
          // five "different" addresses were one: the sixth try, from a seventh forged address, is refused
          const res = await login(who, fromAddress())
          expect(res.status).toBe(429)
          expect(res.data).toMatchObject({ code: "auth.locked" })
          expect((await medusaSignIn("/auth/user/emailpass", who, fromAddress())).status).toBe(429)
        } finally {
          for (const address of OWN_ADDRESSES) await limiter().forgetLoginFailures(who.username, address)
        }
      })
      // with the proxy named (loopback, as `npm start` runs it), each forwarded address is its own
      expect((await login(who, fromAddress())).status).toBe(200)
    })

    it("the order-status lookup limit counts the real address, whatever X-Forwarded-For says", async () => {
      const lookups = require("compat-api/limits/lookup-limiter")
      const lookup = (n: number) =>
        api.post("/api/order-status/lookup", { orderNumber: 98_000_000 + n, contact: "555-000-0000" }, { ...any, headers: fromAddress() })
      await withTrustedProxies("", async () => {
        try {
          for (let i = 0; i < 10; i++) {
            expect((await lookup(i)).status).toBe(404)
          }
          const refused = await lookup(10)
          expect(refused.status).toBe(429)
          expect(refused.data).toMatchObject({ code: "orderStatus.tooMany" })
          expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
        } finally {
          for (const address of OWN_ADDRESSES) await lookups.forgetLookups(address)
        }
      })
      expect((await lookup(11)).status).toBe(404)
    })

    it("an unknown username's sign-in runs the password hash, like a known one's (no timing oracle), on /api/login and Medusa's route", async () => {
      const timing = require("compat-api/staff/password-timing")
      const spy = jest.spyOn(timing.dummyPassword, "verify")
      try {
        const who = await newAdmin()
        const from = fromAddress()
        expect((await login({ username: "nobody-here", password: "x-guess" }, from)).status).toBe(401)
        expect(spy).toHaveBeenCalledTimes(1)
        expect((await medusaSignIn("/auth/%75ser/emailpass", { username: "nobody-there", password: "x-guess" }, from)).status).toBe(401)
        expect(spy).toHaveBeenCalledTimes(2)
        // a known user's wrong password runs the real hash only
        expect((await login({ ...who, password: "x-guess" }, from)).status).toBe(401)
        expect((await medusaSignIn("/auth/user/emailpass", { ...who, password: "x-guess" }, from)).status).toBe(401)
        expect(spy).toHaveBeenCalledTimes(2)
      } finally {
        spy.mockRestore()
      }
    })
  })

  describe("security: XSRF on cookie writes, bound to the session", () => {
    const utility = (config: Record<string, unknown>) => api.post("/admin/shop/utilities/remove-duplicates", undefined, config)

    it("/admin/shop writes made with the session cookie need the session's token (GET /admin/shop/xsrf); bearer tokens need none", async () => {
      const jar = await signIn(api, ADMIN)
      const bare = await utility(withJar(jar, false))
      expect(bare.status).toBe(403)
      expect(bare.data).toMatchObject({ code: "auth.xsrf", error: "Missing or wrong XSRF token. Reload the page and try again." })

      const { data } = await api.get("/admin/shop/xsrf", withJar(jar, false))
      expect(data.token).toBe(jar.xsrf) // the one the storefront got at sign-in: the session's
      expect((await utility(withJar(jar))).status).toBe(200)

      const { data: signedIn } = await api.post("/auth/user/emailpass", { email: ADMIN.username, password: ADMIN.password }, { ...any, headers: fromAddress() })
      const bearer = { ...any, headers: { authorization: `Bearer ${signedIn.token}` } }
      expect((await api.get("/admin/shop/xsrf", bearer)).data).toEqual({ token: null })
      expect((await utility(bearer)).status).toBe(200)
    })

    it("a Bearer header beside the cookie does not skip the check when the cookie is what signs the call in", async () => {
      const jar = await signIn(api, ADMIN)
      const junk = { ...withJar(jar, false), headers: { ...withJar(jar, false).headers, authorization: "Bearer not-a-token" } }
      for (const res of [await api.get("/api/clean-duplicates", junk), await utility(junk)]) {
        expect(res.status).toBe(403)
        expect(res.data.code).toBe("auth.xsrf")
      }
    })

    it("a token of another session, or a cookie and header the attacker chose together, opens nothing", async () => {
      const mine = await signIn(api, ADMIN)
      const theirs = await signIn(api, ADMIN)
      expect(theirs.xsrf).not.toBe(mine.xsrf)
      const sessionCookie = mine.cookie.split("; ").find((c) => c.startsWith("connect.sid="))!
      const tries = [
        { cookie: mine.cookie, "x-xsrf-token": theirs.xsrf },
        { cookie: `${sessionCookie}; XSRF-TOKEN=chosen-by-attacker`, "x-xsrf-token": "chosen-by-attacker" },
      ]
      for (const headers of tries) {
        expect((await api.get("/api/clean-duplicates", { ...any, headers })).status).toBe(403)
        expect((await utility({ ...any, headers })).status).toBe(403)
      }
      expect((await api.get("/api/clean-duplicates", withJar(mine))).status).toBe(200)
    })
  })

  describe("security: signing out ends the user's tokens", () => {
    const tokenOf = async (who: AdminAccount) => {
      const res = await api.post("/auth/user/emailpass", { email: who.username, password: who.password }, { ...any, headers: fromAddress() })
      expect(res.status).toBe(200)
      return res.data.token as string
    }
    const asBearer = (token: string) => ({ ...any, headers: { authorization: `Bearer ${token}` } })
    const opens = async (token: string) => ({
      medusa: (await api.get("/admin/users/me", asBearer(token))).status,
      shop: (await api.get("/api/orders", asBearer(token))).status,
      user: (await api.get("/api/user", asBearer(token))).status,
      refresh: (await api.post("/auth/token/refresh", {}, asBearer(token))).status,
      session: (await api.post("/auth/session", {}, asBearer(token))).status,
    })
    const all = (status: number) => ({ medusa: status, shop: status, user: status, refresh: status, session: status })

    it("POST /api/logout (cookie) ends the tokens the user got before; a new sign-in works", async () => {
      const who = await newAdmin()
      const token = await tokenOf(who)
      expect(await opens(token)).toEqual(all(200))
      const jar = jarOf((await login(who, fromAddress())).headers["set-cookie"])
      expect((await api.post("/api/logout", {}, withJar(jar))).data).toEqual({ success: true })
      expect(await opens(token)).toEqual(all(401))
      expect(await opens(await tokenOf(who))).toEqual(all(200))
    })

    it("DELETE /auth/session (Medusa's dashboard) ends the token and the sessions made from it; /api/logout with a token ends it too", async () => {
      const who = await newAdmin()
      const token = await tokenOf(who)
      const made = await api.post("/auth/session", {}, asBearer(token))
      const dashboard = jarOf(made.headers["set-cookie"])
      const copied = await api.post("/auth/session", {}, asBearer(token)) // a second browser with the same token
      const elsewhere = jarOf(copied.headers["set-cookie"])
      expect((await api.get("/admin/users/me", withJar(elsewhere))).status).toBe(200)

      expect((await api.delete("/auth/session", withJar(dashboard))).status).toBe(200)
      expect(await opens(token)).toEqual(all(401))
      expect((await api.get("/admin/users/me", withJar(elsewhere))).status).toBe(401)

      const next = await tokenOf(who)
      expect((await api.get("/admin/users/me", asBearer(next))).status).toBe(200)
      expect((await api.post("/api/logout", {}, asBearer(next))).data).toEqual({ success: true })
      expect(await opens(next)).toEqual(all(401))
    })

    it("a back-office session (/api/login) turns into a token for Medusa's API like the dashboard's; not after its sign-out", async () => {
      const who = await newAdmin()
      const jar = jarOf((await login(who, fromAddress())).headers["set-cookie"])
      const refreshed = await api.post("/auth/token/refresh", {}, withJar(jar))
      expect(refreshed.status).toBe(200)
      expect((await api.get("/admin/users/me", asBearer(refreshed.data.token))).status).toBe(200)
      expect((await api.post("/api/logout", {}, withJar(jar))).data).toEqual({ success: true })
      expect((await api.post("/auth/token/refresh", {}, withJar(jar))).status).toBe(401)
      expect((await api.get("/admin/users/me", asBearer(refreshed.data.token))).status).toBe(401)
    })

    it("another user's tokens are untouched", async () => {
      const [a, b] = [await newAdmin(), await newAdmin()]
      const tokenB = await tokenOf(b)
      const jar = jarOf((await login(a, fromAddress())).headers["set-cookie"])
      await api.post("/api/logout", {}, withJar(jar))
      expect((await api.get("/admin/users/me", asBearer(tokenB))).status).toBe(200)
    })
  })

  describe("security: no default secrets in production", () => {
    it("medusa-config refuses to load for serving in production without JWT_SECRET or COOKIE_SECRET, naming the missing one", () => {
      const saved = { NODE_ENV: process.env.NODE_ENV, JWT_SECRET: process.env.JWT_SECRET, COOKIE_SECRET: process.env.COOKIE_SECRET }
      const load = () => jest.isolateModules(() => require("../../medusa-config"))
      try {
        process.env.NODE_ENV = "production"
        delete process.env.JWT_SECRET
        process.env.COOKIE_SECRET = "c".repeat(64)
        expect(load).toThrow(/JWT_SECRET is not set/)
        process.env.JWT_SECRET = "supersecret"
        expect(load).toThrow(/JWT_SECRET is "supersecret"/)
        process.env.JWT_SECRET = "j".repeat(64)
        delete process.env.COOKIE_SECRET
        expect(load).toThrow(/COOKIE_SECRET is not set/)
        process.env.COOKIE_SECRET = "c".repeat(64)
        expect(load).not.toThrow()
      } finally {
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k]
          else process.env[k] = v
        }
      }
    })
  })
}
