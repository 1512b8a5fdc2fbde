import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ensureAdminUser, type AdminAccount } from "../../src/scripts/admin-user"
import { ADMIN, any, expectStatus, fromAddress, jarOf, type Jar } from "../helpers/shop"

/**
 * The callers of the security lane: how each one presents itself (a browser's cookies, a script's
 * bearer token) and who it is. Used by the access matrix and the deleted-user tests.
 */

/** One way a caller sends its credentials: request headers, and a name for failure messages. */
export type Credential = { via: string; headers: Record<string, string> }

type Api = { get: Function; post: Function; delete: Function; request: Function }

export const bearerOf = (token: string): Credential => ({ via: "bearer", headers: { authorization: `Bearer ${token}` } })
export const cookieOf = (jar: Jar, via = "cookie"): Credential => ({ via, headers: { cookie: jar.cookie, ...(jar.xsrf ? { "x-xsrf-token": jar.xsrf } : {}) } })

/** A bearer token from Medusa's own sign-in (POST /auth/user/emailpass), as scripts and the dashboard get one. */
export async function tokenFor(api: Api, who: { username: string; password: string }): Promise<string> {
  const res = await api.post("/auth/user/emailpass", { email: who.username, password: who.password }, { ...any, headers: fromAddress() })
  expectStatus(res)
  return res.data.token
}

/** The shop's sign-in (POST /api/login): the session cookie and the XSRF cookie. */
export async function loginJar(api: Api, who: { username: string; password: string }): Promise<Jar> {
  const res = await api.post("/api/login", { username: who.username, password: who.password }, { ...any, headers: fromAddress() })
  expectStatus(res)
  return jarOf(res.headers["set-cookie"])
}

/**
 * Medusa's dashboard sign-in: the token turned into a session (POST /auth/session); then GET
 * /api/user hands that browser an XSRF cookie like the back office's, so its writes carry one.
 */
export async function dashboardJar(api: Api, token: string): Promise<Jar> {
  const res = await api.post("/auth/session", {}, { ...any, headers: { authorization: `Bearer ${token}` } })
  expectStatus(res)
  const session = jarOf(res.headers["set-cookie"])
  const user = await api.get("/api/user", { ...any, headers: { cookie: session.cookie } })
  expectStatus(user)
  const xsrf = jarOf(user.headers["set-cookie"]).xsrf
  return { cookie: `${session.cookie}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`, xsrf }
}

/** The credentials of a signed-in account: a back-office cookie (POST /api/login) and a bearer token. */
export async function credentialsOf(api: Api, who: { username: string; password: string }): Promise<Credential[]> {
  return [cookieOf(await loginJar(api, who)), bearerOf(await tokenFor(api, who))]
}

export const userIdOf = async (container: MedusaContainer, email: string): Promise<string> => {
  const [user] = await container.resolve(Modules.USER).listUsers({ email })
  if (!user) throw new Error(`no user ${email}`)
  return user.id
}

/**
 * A staff user who signs in every way there is (the back office's /api/login cookie, Medusa's
 * dashboard session from /auth/session, a bearer token) and is then deleted by an admin in
 * Medusa's admin (DELETE /admin/users/:id): answers the credentials they kept. Created as an
 * admin by default, the strongest case (an admin's session could open everything).
 */
export async function deletedUserCredentials(api: Api, container: MedusaContainer, who: AdminAccount): Promise<{ userId: string; credentials: Credential[] }> {
  await ensureAdminUser(container, who)
  const userId = await userIdOf(container, who.email)
  const token = await tokenFor(api, who)
  const credentials = [cookieOf(await loginJar(api, who), "cookie (/api/login)"), cookieOf(await dashboardJar(api, token), "cookie (/auth/session)"), bearerOf(token)]
  // They work before the deletion (so a refusal after it is the deletion's doing).
  for (const c of credentials) {
    const me = await api.get("/api/user", { ...any, headers: c.headers })
    if (me.status !== 200) throw new Error(`${who.username} by ${c.via}: GET /api/user answered ${me.status} before the deletion`)
  }
  const removed = await api.delete(`/admin/users/${userId}`, { ...any, headers: { authorization: `Bearer ${await tokenFor(api, ADMIN)}` } })
  expectStatus(removed)
  return { userId, credentials }
}
