// One migrated database per schema, copied by every test run that needs Medusa's tables (the
// integration specs, the e2e shop, the scale cluster) instead of migrating a fresh database each
// time (~30 s to a minute each here). Its name is a hash of what decides the schema: the versions of
// Medusa's packages and the built plugins' migrations and links, and medusa-config.ts; a change makes
// a new one, so a stale template is never copied. Copies are made with CREATE DATABASE … TEMPLATE.
// CommonJS, for the jest specs (helpers/runner.ts) as well as the ES module scripts.
const { spawn } = require("node:child_process")
const { createHash } = require("node:crypto")
const { existsSync, readdirSync, readFileSync } = require("node:fs")
const { join, relative } = require("node:path")

const ROOT = join(__dirname, "..", "..")
const BACKEND = join(ROOT, "medusa-backend")

const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/postgres"
const PREFIX = "shop_template_"

/** Every file under dir whose path has a `migrations` or `links` folder in it. */
function schemaFiles(dir, inSchema = false) {
  if (!existsSync(dir)) return []
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "__tests__") continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...schemaFiles(path, inSchema || entry.name === "migrations" || entry.name === "links"))
    else if (inSchema && /\.(js|ts|json)$/.test(entry.name)) out.push(path)
  }
  return out
}

/** The hash of what decides the migrated schema. */
function schemaHash() {
  const hash = createHash("sha256")
  const medusa = join(ROOT, "node_modules", "@medusajs")
  for (const name of readdirSync(medusa).sort()) {
    const pkg = join(medusa, name, "package.json")
    if (existsSync(pkg)) hash.update(`${name}@${JSON.parse(readFileSync(pkg, "utf8")).version}\n`)
  }
  const files = [
    join(BACKEND, "medusa-config.ts"),
    ...schemaFiles(join(BACKEND, "src")),
    ...schemaFiles(join(ROOT, "compat-api", ".medusa", "server", "src")),
    ...schemaFiles(join(ROOT, "admin-extensions", ".medusa", "server", "src")),
  ]
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file))
    hash.update(readFileSync(file))
  }
  return hash.digest("hex").slice(0, 16)
}

/** A database's URL with another database name. */
const withDatabase = (url, name) => {
  const u = new URL(url)
  u.pathname = `/${encodeURIComponent(name)}`
  return u.href
}

/** A connection to the server of `url` (its `postgres` database). */
async function serverClient(url) {
  const pg = require("pg")
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") })
  await client.connect()
  return client
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`

function migrate(databaseUrl) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATABASE_URL: databaseUrl, MEDUSA_DISABLE_TELEMETRY: "true", LOG_LEVEL: "error" }
    // What Medusa's test runner does on a fresh database: the modules' migrations and the links,
    // no migration scripts (the runner never runs them; `npm start`'s own db:migrate does).
    const child = spawn(join(ROOT, "node_modules", ".bin", "medusa"), ["db:migrate", "--skip-scripts"], { cwd: BACKEND, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    child.on("error", reject)
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`medusa db:migrate failed (exit ${code}):\n${output.split("\n").slice(-40).join("\n")}`))))
  })
}

/**
 * The migrated template's name, made first when missing (one process at a time: an advisory lock;
 * built under another name and renamed when complete, so a half-made one is never copied).
 */
async function ensureTemplate({ server = DEFAULT_SERVER, log = () => {} } = {}) {
  const name = `${PREFIX}${schemaHash()}`
  const client = await serverClient(server)
  try {
    const exists = async () => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount > 0
    if (await exists()) return name
    await client.query("select pg_advisory_lock(hashtext('shop_template'))")
    try {
      if (await exists()) return name
      const building = `${name}_building`
      await client.query(`drop database if exists ${quote(building)} with (force)`)
      await client.query(`create database ${quote(building)}`)
      const t = Date.now()
      log(`migrating the template database ${name} (once for this schema)…`)
      await migrate(withDatabase(server, building))
      await client.query(`alter database ${quote(building)} rename to ${quote(name)}`)
      // Nobody connects to it (a connection would block every copy); it cannot be dropped by mistake.
      await client.query(`alter database ${quote(name)} with is_template true allow_connections false`)
      log(`template database ${name} ready in ${((Date.now() - t) / 1000).toFixed(0)} s`)
      return name
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('shop_template'))")
    }
  } finally {
    await client.end()
  }
}

/** (Re)creates the database of `databaseUrl` as a copy of the template (its connections closed first). */
async function copyTemplate(template, databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const client = await serverClient(databaseUrl)
  try {
    await client.query(`drop database if exists ${quote(name)} with (force)`)
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${quote(name)} template ${quote(template)}`)
        return
      } catch (e) {
        // "source database … is being accessed by other users": another copy starting at the same moment
        if (attempt >= 10 || !/being accessed/.test(String(e?.message))) throw e
        await new Promise((r) => setTimeout(r, 200 * attempt))
      }
    }
  } finally {
    await client.end()
  }
}

module.exports = { schemaHash, ensureTemplate, copyTemplate }
