#!/usr/bin/env node
// Runs one of medusa-backend's scripts with `medusa exec` against the shop's database (DATABASE_URL,
// or the one `npm start` recorded in .data/shop.json; the embedded one answers only while the shop runs):
//   npm run orders:restore [-- 1042 1043]            archived orders back (all, or these numbers)
//   npm run staff:add -- <username> <email> <password> [role]   a staff account (role admin by default)
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { DATA, ROOT } from "./lib/shop-env.mjs"

const shopJson = join(DATA, "shop.json")
const databaseUrl = process.env.DATABASE_URL || (existsSync(shopJson) ? JSON.parse(readFileSync(shopJson, "utf8")).databaseUrl : null)
if (!databaseUrl) {
  console.error("No DATABASE_URL and no .data/shop.json: start the shop once with npm start (or set DATABASE_URL).")
  process.exit(1)
}
const [script, ...args] = process.argv.slice(2)
const result = spawnSync(join(ROOT, "node_modules", ".bin", "medusa"), ["exec", `./src/scripts/${script}.ts`, ...args], {
  cwd: join(ROOT, "medusa-backend"),
  env: { ...process.env, DATABASE_URL: databaseUrl, MEDUSA_DISABLE_TELEMETRY: "true" },
  stdio: "inherit",
})
process.exit(result.status ?? 1)
