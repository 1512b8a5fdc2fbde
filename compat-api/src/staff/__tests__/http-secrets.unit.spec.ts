import { httpSecrets } from "../http-secrets"

const serve = ["node", "medusa", "start"]

describe("medusa-config's JWT and cookie secrets", () => {
  it("refuses to serve in production without them, naming the missing one", () => {
    expect(() => httpSecrets({ NODE_ENV: "production", COOKIE_SECRET: "c".repeat(64) }, serve)).toThrow(/^JWT_SECRET is not set: in production/)
    expect(() => httpSecrets({ NODE_ENV: "production", JWT_SECRET: "j".repeat(64) }, serve)).toThrow(/^COOKIE_SECRET is not set/)
    expect(() => httpSecrets({ NODE_ENV: "production", JWT_SECRET: "  ", COOKIE_SECRET: "c" }, serve)).toThrow(/JWT_SECRET is not set/)
  })

  it("refuses Medusa's well-known development default in production", () => {
    expect(() => httpSecrets({ NODE_ENV: "production", JWT_SECRET: "supersecret", COOKIE_SECRET: "c".repeat(64) }, serve)).toThrow(
      /^JWT_SECRET is "supersecret", a well-known value/
    )
    expect(() => httpSecrets({ NODE_ENV: "prod", JWT_SECRET: "j".repeat(64), COOKIE_SECRET: "SuperSecret" }, serve)).toThrow(/COOKIE_SECRET/)
  })

  it("passes the operator's secrets through", () => {
    expect(httpSecrets({ NODE_ENV: "production", JWT_SECRET: "jwt-1", COOKIE_SECRET: "cookie-1" }, serve)).toEqual({ jwtSecret: "jwt-1", cookieSecret: "cookie-1" })
  })

  it("leaves development and tests to Medusa's own default (no fallback of ours)", () => {
    expect(httpSecrets({ NODE_ENV: "development" }, serve)).toEqual({})
    expect(httpSecrets({ NODE_ENV: "test", JWT_SECRET: "supersecret" }, serve)).toEqual({ jwtSecret: "supersecret" })
  })

  it("lets one-shot commands (build, migrations, scripts) run without them, with throwaway values", () => {
    const built = httpSecrets({ NODE_ENV: "production" }, ["node", "medusa", "build"])
    expect(built.jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(built.cookieSecret).not.toBe(built.jwtSecret)
    expect(httpSecrets({ NODE_ENV: "production" }, ["node", "medusa", "db:migrate"]).jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(httpSecrets({ NODE_ENV: "production" }, ["node", "medusa", "exec", "./src/scripts/setup.ts"]).jwtSecret).toMatch(/^[0-9a-f]{64}$/)
  })
})
