import { randomBytes } from "node:crypto"

/** Values that are no secret: Medusa's own development default and the like. */
const WELL_KNOWN = new Set(["supersecret", "secret", "changeme", "change-me"])

/**
 * Medusa commands that serve nothing and sign nothing anyone keeps (the build, migrations, scripts):
 * they run without the secrets in production too (`medusa build` in the image, `npm run staff:add`).
 */
const ONE_SHOT = /^(build|plugin:build|plugin:db:generate|db:.*|exec|telemetry)$/

/**
 * `http.jwtSecret` and `http.cookieSecret` for medusa-config.ts from JWT_SECRET and COOKIE_SECRET.
 * Anyone who knows the JWT secret can sign an admin's token, and the cookie secret a session: in
 * production (NODE_ENV=production) a missing one, or a well-known value such as Medusa's
 * development default "supersecret", stops the server with a message naming it. Elsewhere a
 * missing one is left to Medusa's development default (with Medusa's own warning). `npm start`
 * generates and keeps its own (.data/secrets.json); docker-compose.yml requires them.
 */
export function httpSecrets(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): { jwtSecret?: string; cookieSecret?: string } {
  const production = ["production", "prod"].includes(env.NODE_ENV ?? "")
  const oneShot = argv.slice(2).some((a) => ONE_SHOT.test(a))
  const secrets: { jwtSecret?: string; cookieSecret?: string } = {}
  for (const [key, name] of [
    ["jwtSecret", "JWT_SECRET"],
    ["cookieSecret", "COOKIE_SECRET"],
  ] as const) {
    const value = env[name]?.trim() ?? ""
    if (value && !(production && WELL_KNOWN.has(value.toLowerCase()))) {
      secrets[key] = value
    } else if (production && oneShot) {
      secrets[key] = randomBytes(32).toString("hex") // signs nothing that outlives this command
    } else if (production) {
      throw new Error(
        `${name} ${value ? `is "${value}", a well-known value` : "is not set"}: in production the shop does not start without its own ` +
          `${name} (anyone who knows it can sign in as any admin). Set ${name} to a long random string, e.g. \`openssl rand -hex 32\`.`
      )
    }
  }
  return secrets
}
