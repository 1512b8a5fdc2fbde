// The production layout on one machine, for `npm run test:scale` and `npm run bench:scale`: Medusa
// servers (MEDUSA_WORKER_MODE=server) and a worker on one PostgreSQL and one Redis, behind a small
// round-robin proxy, from the same build `npm start` runs (.medusa/server). Every process it starts
// is in its own process group and watched by the orphan guard, so none outlives the test or the
// bench, however they end (a failed assertion, Ctrl-C, SIGKILL).
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import http from "node:http"
import { join } from "node:path"
import { readState, recordBuild, staleParts } from "./builds.mjs"
import { startOrphanGuard } from "./orphan-guard.mjs"
import { BACKEND, ensureDatabase, freePort, ROOT, run } from "./shop-env.mjs"

/** Empties one Redis database (the layout's own number on a shared Redis: FLUSHDB, not FLUSHALL). */
export async function flushRedis(url) {
  const { default: Redis } = await import("ioredis")
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
}

const MEDUSA_BIN = join(ROOT, "node_modules", ".bin", "medusa")
const SERVER_DIR = join(BACKEND, ".medusa", "server")

/** Builds what is stale (the same parts and hashes as `npm start`), printing one line per part. */
export async function buildStale({ log = console.log, skip = ["storefront"] } = {}) {
  const state = readState()
  for (const part of staleParts(state)) {
    // Sources only: a build made for another STOREFRONT_URL (the e2e run's) serves these layouts as well.
    if (!part.sourcesStale || skip.includes(part.dir)) continue
    log(`building the ${part.name}…`)
    await run(`build-${part.dir.replaceAll("/", "-")}`, part.cmd[0], part.cmd[1], {
      env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: process.env.NODE_OPTIONS || "--max-old-space-size=3072" },
    })
    recordBuild(state, part)
  }
  // Medusa serves local uploads from <cwd>/static (the layouts with S3 never write there).
  mkdirSync(join(BACKEND, "static"), { recursive: true })
  const served = join(SERVER_DIR, "static")
  if (!existsSync(served) || !lstatSync(served).isSymbolicLink()) {
    rmSync(served, { recursive: true, force: true })
    symlinkSync(join(BACKEND, "static"), served, "dir")
  }
}

/** The environment every process of a layout shares (its own secrets, CORS for the proxy). */
export function clusterEnv({ databaseUrl, redisUrl, publicUrl, extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    // The scale tests pay with the sandbox's test card, which production keeps off unless turned on.
    CARD_SANDBOX: "true",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MEDUSA_BACKEND_URL: publicUrl,
    STOREFRONT_URL: publicUrl,
    STORE_CORS: publicUrl,
    ADMIN_CORS: publicUrl,
    AUTH_CORS: publicUrl,
    JWT_SECRET: "scale-test-jwt-secret",
    COOKIE_SECRET: "scale-test-cookie-secret",
    // the round-robin proxy below (loopback) sets X-Forwarded-For to its client's address
    TRUSTED_PROXIES: "loopback",
    MEDUSA_DISABLE_TELEMETRY: "true",
    LOG_LEVEL: process.env.LOG_LEVEL || "info",
    // The scale tests' shoppers are one load generator at one address: the per-client limits
    // (README: LIMIT_*) stay on, far above what it sends (the security lane tests them).
    ...Object.fromEntries(
      ["LIMIT_ORDERS_PER_HOUR", "LIMIT_ORDERS_PER_EMAIL_PER_HOUR", "LIMIT_CONTACT_PER_HOUR", "LIMIT_CONTACT_PER_EMAIL_PER_HOUR", "LIMIT_PAYMENT_LINKS_PER_HOUR", "LIMIT_STORE_CARTS_PER_HOUR", "LIMIT_STORE_WRITES_PER_HOUR", "LIMIT_REGISTRATIONS_PER_HOUR"].map((name) => [name, process.env[name] ?? "100000"])
    ),
    ...extra,
  }
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k]
  return env
}

/** Medusa's migrations (and ours) on env.DATABASE_URL, creating the database when missing. */
export async function migrateDatabase(env) {
  await ensureDatabase(env.DATABASE_URL)
  await run("scale-migrate", MEDUSA_BIN, ["db:migrate"], { cwd: BACKEND, env })
}

/**
 * Migrates and seeds once (as the production layout's one-shot `migrate` service does), creating the
 * database when missing. Returns the setup's result (publishable key, admin e-mail).
 */
export async function migrateAndSeed({ env, dir, admin }) {
  await migrateDatabase(env)
  const output = join(dir, "setup-result.json")
  await run("scale-seed", MEDUSA_BIN, ["exec", "./src/scripts/setup.ts"], {
    cwd: BACKEND,
    env: { ...env, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ADMIN_EMAIL: admin.email, SHOP_SETUP_OUTPUT: output },
  })
  return JSON.parse(readFileSync(output, "utf8"))
}

/**
 * One Medusa process (`medusa start` in the build), its output in `<dir>/<name>.log`.
 * Returns { name, mode, port, url, child, log(), ready(), stop(), kill() }.
 */
export function startMedusa({ name, mode, port, env, dir, guard }) {
  const logFile = join(dir, `${name}.log`)
  const out = createWriteStream(logFile, { flags: "a", mode: 0o600 }) // logs hold status-page tokens
  const child = spawn(MEDUSA_BIN, ["start", "-p", String(port)], {
    cwd: SERVER_DIR,
    env: { ...env, MEDUSA_WORKER_MODE: mode, ...(mode === "worker" ? { DISABLE_MEDUSA_ADMIN: "true" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: stopped as a whole
  })
  guard?.watch(child.pid, "SIGTERM", true)
  child.stdout.pipe(out, { end: false })
  child.stderr.pipe(out, { end: false })
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))
  const alive = () => child.exitCode === null && child.signalCode === null
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const proc = {
    name,
    mode,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    alive,
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    /** Waits until /health answers (the process listens once every module and loader is up). */
    async ready(timeoutMs = 180_000) {
      const t = Date.now()
      while (Date.now() - t < timeoutMs) {
        if (!alive()) throw new Error(`${name} exited before it was ready; see ${logFile}:\n${proc.log().split("\n").slice(-30).join("\n")}`)
        try {
          if ((await fetch(`${proc.url}/health`, { signal: AbortSignal.timeout(2_000) })).ok) return
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 300))
      }
      throw new Error(`${name} did not answer /health within ${timeoutMs / 1000} s; see ${logFile}`)
    },
    /** SIGTERM (Medusa's graceful shutdown), SIGKILL after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (alive()) {
        signalGroup("SIGTERM")
        const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs)
        await exited
        clearTimeout(timer)
      }
      signalGroup("SIGKILL") // whatever the group still holds
      guard?.forget(child.pid)
      out.end()
    },
    /** SIGKILL of the whole group, as a power cut or the out-of-memory killer would. */
    async kill() {
      signalGroup("SIGKILL")
      await exited
      guard?.forget(child.pid)
      out.end()
    },
  }
  return proc
}

/**
 * A round-robin HTTP proxy in front of `targets()` (a function, so servers can come and go): each
 * request goes to the next live target, as nginx's upstream does. Answers 502 when a target refuses.
 */
export async function startProxy(targets, { port = 0 } = {}) {
  let next = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const server = http.createServer((req, res) => {
    const list = targets()
    if (!list.length) {
      res.writeHead(502, { "content-type": "application/json" }).end('{"error":"No server is running."}')
      return
    }
    const target = new URL(list[next++ % list.length])
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress }, agent },
      (answer) => {
        res.writeHead(answer.statusCode, answer.rawHeaders)
        answer.pipe(res)
      }
    )
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" })
      res.end('{"error":"The server did not answer."}')
    })
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

/**
 * The layout: `servers` Medusa servers and `workers` workers on `databaseUrl` and `redisUrl`,
 * behind a round-robin proxy. Migrates and seeds first unless `migrate: false`. `extraEnv` goes to
 * every process (S3_*, SHIPPO_*, ...). Returns the proxy's URL, the processes, the admin account and
 * the publishable key; `stop()` stops everything it started.
 */
export async function startCluster({ dir, databaseUrl, redisUrl, servers = 2, workers = 1, extraEnv = {}, migrate = true, log = () => {} }) {
  mkdirSync(dir, { recursive: true })
  const guard = startOrphanGuard({ graceMs: 10_000 })
  const procs = []
  let proxy
  const live = () => procs.filter((p) => p.mode === "server" && p.alive()).map((p) => p.url)
  const stop = async () => {
    await proxy?.close()
    await Promise.all(procs.map((p) => p.stop()))
    await guard.close()
  }
  try {
    proxy = await startProxy(live)
    const env = clusterEnv({ databaseUrl, redisUrl, publicUrl: proxy.url, extra: extraEnv })
    const admin = { username: "scale-admin", email: "scale-admin@cambodian-shop.local", password: "scale-admin-password-1" }
    let setup = null
    if (migrate) {
      log("migrating and seeding (once, as the migrate service does)…")
      setup = await migrateAndSeed({ env, dir, admin })
    }
    const add = async (mode, index) => {
      const p = startMedusa({ name: `${mode}-${index}`, mode, port: await freePort(), env, dir, guard })
      procs.push(p)
      return p
    }
    const started = []
    for (let i = 1; i <= servers; i++) started.push(await add("server", i))
    for (let i = 1; i <= workers; i++) started.push(await add("worker", i))
    log(`starting ${servers} server(s) and ${workers} worker(s)…`)
    await Promise.all(started.map((p) => p.ready()))
    return {
      url: proxy.url,
      proxy,
      env,
      admin,
      setup,
      procs,
      servers: () => procs.filter((p) => p.mode === "server"),
      workers: () => procs.filter((p) => p.mode === "worker"),
      /** Starts one more process of the layout (after a kill, say) and waits until it is ready. */
      async add(mode) {
        const p = await add(mode, procs.filter((q) => q.mode === mode).length + 1)
        await p.ready()
        return p
      },
      stop,
    }
  } catch (e) {
    await stop()
    throw e
  }
}
