// "Build what is stale": each part is rebuilt when a hash of its sources (and of the lockfile)
// differs from the one recorded after its last successful build, or when its output is missing.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { ROOT } from "./shop-env.mjs"

const SKIP = new Set(["node_modules", ".medusa", "dist", "static", "static-private", ".cache", "coverage", "test-results", "e2e", "__tests__"])

/** A part that `npm run build -w <workspace>` builds (the workspace in `dir` unless named). */
const part = (name, dir, output, { dependsOn, workspace = dir, env = [] } = {}) => ({
  name,
  dir,
  output,
  dependsOn,
  env,
  cmd: ["npm", ["run", "build", "-w", workspace]],
})

// In build order: the /api contract first, every other part reads it (compat-api and the backend
// require it at run time, the admin and storefront bundles include it), so its change rebuilds them.
const CONTRACT = "packages/contract"

export const PARTS = [
  part("/api contract (@shop/contract)", CONTRACT, "packages/contract/dist/cjs/index.js", { workspace: "@shop/contract" }),
  part("compat-api plugin", "compat-api", "compat-api/.medusa/server/src", { dependsOn: [CONTRACT] }),
  part("admin-extensions plugin", "admin-extensions", "admin-extensions/.medusa/server/src", { dependsOn: [CONTRACT] }),
  // the backend bundles the plugins' admin code: rebuild it when they change
  // STOREFRONT_URL is baked into the admin bundle (the sign-in page's link to the back office).
  part("Medusa backend and admin", "medusa-backend", "medusa-backend/.medusa/server/public/admin/index.html", {
    dependsOn: ["compat-api", "admin-extensions", CONTRACT],
    env: ["STOREFRONT_URL"],
  }),
  part("storefront", "storefront", "storefront/dist/index.html", { dependsOn: [CONTRACT] }),
]

function listFiles(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith(".log")) {
      continue
    }
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      out.push(...listFiles(path))
    } else if (entry.isFile()) {
      out.push(path)
    }
  }
  return out
}

/** Build-time settings baked into the storefront bundle: a change rebuilds it. */
export const BUILD_ENV = ["VITE_ADMIN_LOGIN_PATH", "ADMIN_LOGIN_PATH", "VITE_SALE_TAGS"]

/** The hash of the parts' sources and the lockfile, and of the build-time settings unless `settings` is false. */
export function sourceHash(dirs, env = [], { settings = true } = {}) {
  const hash = createHash("sha256")
  hash.update(readFileSync(join(ROOT, "package-lock.json")))
  if (settings) hash.update(JSON.stringify([...BUILD_ENV, ...env].map((name) => process.env[name] ?? "")))
  for (const dir of dirs) {
    for (const file of listFiles(join(ROOT, dir)).sort()) {
      hash.update(relative(ROOT, file))
      hash.update(String(statSync(file).size))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest("hex")
}

// Builds are shared by every shop instance of this checkout, whatever its SHOP_DATA_DIR.
const STATE = join(ROOT, ".data", "build-state.json")

export function readState() {
  return existsSync(STATE) ? JSON.parse(readFileSync(STATE, "utf8")) : {}
}

export function writeState(state) {
  mkdirSync(dirname(STATE), { recursive: true, mode: 0o711 }) // a checkout whose shops all keep SHOP_DATA_DIR elsewhere
  writeFileSync(STATE, JSON.stringify(state, null, 2), { mode: 0o600 })
}

/**
 * Each part with `stale` (its sources or its build-time settings changed, or its output is missing)
 * and `sourcesStale` (only its sources, whatever the settings it was last built with: for the tests
 * and benchmarks that start Medusa from the build and do not care where its admin links to).
 * Record a build with `recordBuild(state, part)`.
 */
export function staleParts(state = readState()) {
  return PARTS.map((part) => {
    const dirs = [part.dir, ...(part.dependsOn ?? [])]
    const hash = sourceHash(dirs, part.env)
    const sources = sourceHash(dirs, [], { settings: false })
    const missing = !existsSync(join(ROOT, part.output))
    return { ...part, hash, sources, stale: state[part.dir] !== hash || missing, sourcesStale: state[`${part.dir}#sources`] !== sources || missing }
  })
}

export function recordBuild(state, part) {
  state[part.dir] = part.hash
  state[`${part.dir}#sources`] = part.sources
  writeState(state)
}
