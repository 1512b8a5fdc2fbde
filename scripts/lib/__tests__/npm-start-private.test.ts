// @vitest-environment node
// npm start's private state (issue 24, point 16): .data holds logs with status-page tokens in request
// paths and shop.json with a database URL; only the user running the shop may read them, also when
// an older version (or a child process) left them world-readable.
import { spawnSync } from "node:child_process"
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const SHOP_ENV = fileURLToPath(new URL("../shop-env.mjs", import.meta.url))
const mode = (path: string) => statSync(path).mode & 0o777

/** Runs `code` in a node process that imported scripts/lib/shop-env.mjs with SHOP_DATA_DIR=dir, as npm start does. */
function withShopEnv(dir: string, code = "") {
  const script = `const env = await import(${JSON.stringify(SHOP_ENV)}); ${code}`
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, SHOP_DATA_DIR: dir },
    encoding: "utf8",
  })
  expect(result.status, result.stderr).toBe(0)
}

describe("npm start's private files", () => {
  it("creates .data and .data/logs readable by the owner only, with its logs and shop.json 0600", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "shop-private-")), "data")
    withShopEnv(
      dir,
      `await env.run("migrate", process.execPath, ["-e", "console.log('GET /api/order-status/secret-token')"]);
       env.writePrivateFile(env.DATA + "/shop.json", JSON.stringify({ databaseUrl: "postgres://postgres:postgres@localhost/medusa" }));`
    )
    expect(mode(dir)).toBe(0o711) // others may pass through (the embedded PostgreSQL's user, under root), not list or read
    expect(mode(join(dir, "logs"))).toBe(0o700)
    expect(readFileSync(join(dir, "logs", "migrate.log"), "utf8")).toContain("secret-token")
    expect(mode(join(dir, "logs", "migrate.log"))).toBe(0o600)
    expect(mode(join(dir, "shop.json"))).toBe(0o600)
  })

  it("fixes the modes of an existing world-readable .data at start", () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-private-"))
    mkdirSync(join(dir, "logs"))
    mkdirSync(join(dir, "postgres"))
    writeFileSync(join(dir, "shop.json"), "{}")
    writeFileSync(join(dir, "setup-result.json"), "{}")
    writeFileSync(join(dir, "logs", "medusa.log"), "GET /api/order-status/secret-token\n")
    for (const path of [dir, join(dir, "logs"), join(dir, "postgres")]) chmodSync(path, 0o755)
    for (const path of ["shop.json", "setup-result.json", "logs/medusa.log"]) chmodSync(join(dir, path), 0o644)

    withShopEnv(dir)

    expect(mode(dir)).toBe(0o711) // others may pass through (the embedded PostgreSQL's user, under root), not list or read
    expect(mode(join(dir, "logs"))).toBe(0o700)
    for (const path of ["shop.json", "setup-result.json", "logs/medusa.log"]) expect(mode(join(dir, path)), path).toBe(0o600)
    expect(mode(join(dir, "postgres"))).toBe(0o755) // the embedded PostgreSQL's own folder is its business
  })
})
