#!/usr/bin/env node
// `npm start`: the whole shop with zero configuration. See the README for the variables it reads.
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync, lstatSync } from "node:fs"
import { randomBytes } from "node:crypto"
import { join, relative } from "node:path"
import { shopUrls } from "./lib/shop-urls.mjs"
import { BACKEND, DATA, LOGS, PRIVATE_FILE_MODE, ROOT, database, elapsed, isPortFree, keepPrivate, run, secrets, step, waitForHealth, writePrivateFile } from "./lib/shop-env.mjs"
import { readState, recordBuild, staleParts } from "./lib/builds.mjs"
import { startOrphanGuard } from "./lib/orphan-guard.mjs"
import { createSupervisor } from "./lib/supervise.mjs"
import { fileStorageLine, fileStorageProblem } from "./lib/file-storage.mjs"

const MEDUSA_PORT = Number(process.env.PORT || 9000)
const STOREFRONT_PORT = Number(process.env.STOREFRONT_PORT || 8000)
const BACKEND_URL = process.env.MEDUSA_BACKEND_URL || `http://localhost:${MEDUSA_PORT}`
const CREDENTIALS = join(DATA, "admin-credentials.txt")

let db
let stopping = false

// The long-running children: the embedded PostgreSQL, Medusa and the storefront server. The guard
// stops them should this process end without doing so (killed with SIGKILL, out of memory).
const guard = startOrphanGuard()
const supervisor = createSupervisor({ guard, print: (line) => console.error(`\n✖ ${line}`) })
supervisor.onFatal(() => shutdown(1))

async function shutdown(code = 0) {
  if (stopping) {
    return
  }
  stopping = true
  const stopped = supervisor.stopAll() // marks every child as stopping at once
  console.log("\nStopping the shop…")
  await stopped
  if (db?.embedded) {
    // stopped by the supervisor, or already by the terminal's Ctrl-C (then db.stop() would wait forever)
    console.log("Embedded PostgreSQL stopped.")
  }
  await guard.close()
  process.exit(code)
}

/**
 * Ctrl-C, SIGTERM and a closed terminal stop everything in order. Also called after the embedded
 * PostgreSQL is loaded: its library installs handlers that stop the database and exit at once,
 * before Medusa has stopped.
 */
function handleSignals() {
  for (const [sig, code] of [["SIGINT", 0], ["SIGTERM", 0], ["SIGHUP", 129]]) {
    process.removeAllListeners(sig)
    process.on(sig, () => shutdown(code))
  }
}
handleSignals()
process.on("uncaughtException", (e) => {
  console.error(`\n✖ npm start failed: ${e?.stack ?? e}`)
  shutdown(1)
})
process.on("unhandledRejection", (e) => {
  console.error(`\n✖ npm start failed: ${e?.stack ?? e}`)
  shutdown(1)
})

function adminAccount() {
  if (process.env.ADMIN_USERNAME && process.env.ADMIN_PASSWORD) {
    return { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD, fromEnv: true }
  }
  if (existsSync(CREDENTIALS)) {
    const saved = Object.fromEntries(
      readFileSync(CREDENTIALS, "utf8")
        .split("\n")
        .map((l) => l.match(/^(\w+):\s*(.*)$/))
        .filter(Boolean)
        .map((m) => [m[1], m[2]])
    )
    if (saved.username && saved.password) {
      return { username: saved.username, email: saved.email, password: saved.password, fromEnv: false }
    }
  }
  return { username: "admin", password: randomBytes(12).toString("base64url"), fromEnv: false }
}

/** The staff sign-in route of the storefront (spec: `{token}`): ADMIN_LOGIN_PATH, default /staff-login. */
function adminLoginPath() {
  const raw = process.env.ADMIN_LOGIN_PATH || process.env.VITE_ADMIN_LOGIN_PATH || "/staff-login"
  const path = raw.startsWith("/") ? raw : `/${raw}`
  if (!/^\/[A-Za-z0-9._~-]+$/.test(path) || ["/admin", "/checkout", "/clear-orders", "/api", "/app"].includes(path)) {
    throw new Error(`ADMIN_LOGIN_PATH must be one path segment like /staff-login-7f3k (letters, digits, . _ ~ -) and not a shop route; got ${raw}`)
  }
  return path
}
let ADMIN_LOGIN_PATH = "/staff-login"
/** Where this instance keeps its data, as printed (`.data`, or SHOP_DATA_DIR). */
const DATA_REL = relative(ROOT, DATA) || "."

async function main() {
  ADMIN_LOGIN_PATH = adminLoginPath()
  // Medusa would refuse to boot the same way (compat-api's fileProviderFromEnv), after the builds.
  const filesProblem = fileStorageProblem()
  if (filesProblem) {
    throw new Error(filesProblem)
  }
  console.log("Cambodian Heritage Market: starting the shop (the first run installs and builds everything, about 2 minutes).\n")
  for (const [port, what] of [
    [MEDUSA_PORT, "Medusa"],
    [STOREFRONT_PORT, "the storefront"],
  ]) {
    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port}, needed by ${what}, is in use. Stop what uses it (is the shop already running?) or set ${what === "Medusa" ? "PORT" : "STOREFRONT_PORT"}.`)
    }
  }

  db = await step(process.env.DATABASE_URL ? "Connecting to DATABASE_URL" : `Starting the embedded PostgreSQL (${DATA_REL}/postgres)`, database)
  handleSignals()
  if (db.process) {
    supervisor.start("The embedded PostgreSQL", {
      spawn: () => db.process,
      stop: () => db.stop(),
      stopSignal: "SIGINT", // PostgreSQL's fast shutdown
      hint: `Its errors are in ${DATA_REL}/logs/postgres.log.`,
    })
  }

  const state = readState()
  const parts = staleParts(state)
  for (const part of parts) {
    if (!part.stale) {
      console.log(`✔ ${part.name} is up to date`)
      continue
    }
    await step(`Building the ${part.name}`, () =>
      run(`build-${part.dir.replaceAll("/", "-")}`, part.cmd[0], part.cmd[1], {
        // Always a production build: a NODE_ENV inherited from a test runner ("test") would bundle
        // React's development build into the storefront and Medusa's admin.
        env: {
          ...buildEnv(),
          NODE_ENV: "production",
          NODE_OPTIONS: process.env.NODE_OPTIONS || "--max-old-space-size=3072",
          VITE_ADMIN_LOGIN_PATH: ADMIN_LOGIN_PATH,
        },
      })
    )
    recordBuild(state, part)
  }

  // Medusa serves uploads from <cwd>/static; the build output must see the uploads the seed wrote.
  // Private files (shipping labels) are kept, not served, in static-private next to it (local storage).
  for (const folder of ["static", "static-private"]) {
    mkdirSync(join(BACKEND, folder), { recursive: true })
    const linked = join(BACKEND, ".medusa", "server", folder)
    if (!existsSync(linked) || !lstatSync(linked).isSymbolicLink()) {
      rmSync(linked, { recursive: true, force: true })
      symlinkSync(join(BACKEND, folder), linked, "dir")
    }
  }

  const env = {
    ...process.env,
    ...secrets(),
    DATABASE_URL: db.url,
    MEDUSA_BACKEND_URL: BACKEND_URL,
    // Medusa's own .env files are not used by `npm start`: everything comes from here.
    MEDUSA_DISABLE_TELEMETRY: process.env.MEDUSA_DISABLE_TELEMETRY || "true",
    // the shop's own origin only (Medusa runs in production mode here: no Vite dev origin), and
    // the storefront's address for the links the server writes
    ...shopUrls(process.env, { storefrontPort: STOREFRONT_PORT, backendUrl: BACKEND_URL }),
    // The storefront server (on this machine) is the proxy in front of Medusa: it tells Medusa the
    // browser's own address (or, behind the operator's TRUSTED_PROXIES, the one their proxy
    // reports), never one the browser wrote, so Medusa believes that header from loopback too
    // (the shop's per-address limits; SECURITY.md). The storefront server gets the operator's list.
    TRUSTED_PROXIES: ["loopback", process.env.TRUSTED_PROXIES].filter(Boolean).join(","),
    // The local demo takes test cards (marked TEST on the checkout, the orders and their e-mails);
    // Medusa runs with NODE_ENV=production, where the sandbox is otherwise off. CARD_SANDBOX=false turns it off.
    CARD_SANDBOX: process.env.CARD_SANDBOX || "true",
  }
  const medusaBin = join(ROOT, "node_modules", ".bin", "medusa")

  await step("Running Medusa's database migrations", () => run("migrate", medusaBin, ["db:migrate"], { cwd: BACKEND, env }))

  const account = adminAccount()
  const setupOutput = join(DATA, "setup-result.json")
  await step("Seeding the shop (once) and checking the admin user", () =>
    run("seed", medusaBin, ["exec", "./src/scripts/setup.ts"], {
      cwd: BACKEND,
      env: {
        ...env,
        ADMIN_USERNAME: account.username,
        ADMIN_PASSWORD: account.password,
        ...(account.email ? { ADMIN_EMAIL: account.email } : {}),
        SHOP_SETUP_OUTPUT: setupOutput,
      },
    })
  )
  const setup = JSON.parse(readFileSync(setupOutput, "utf8"))
  const adminEmail = setup.adminEmail
  if (setup.adminCreated && !account.fromEnv) {
    writeFileSync(
      CREDENTIALS,
      `# The first admin user, created by npm start. Change the password in Medusa's admin.\nusername: ${account.username}\nemail: ${adminEmail}\npassword: ${account.password}\n`,
      { mode: 0o600 }
    )
  }
  writePrivateFile(join(DATA, "shop.json"), JSON.stringify({ publishableKey: setup.publishableKey, medusaUrl: BACKEND_URL, databaseUrl: db.url }, null, 2))
  keepPrivate(DATA) // what the setup script (a child) wrote: setup-result.json

  await step(`Starting Medusa on ${BACKEND_URL}`, async () => {
    // Medusa has no restart: what makes it die (the database, a bad setting) usually makes it die again
    const medusa = supervisor.start("Medusa", {
      spawn: () =>
        // detached: its own process group, stopped as a whole and in order (not by the terminal's Ctrl-C)
        spawn(medusaBin, ["start", "-p", String(MEDUSA_PORT)], {
          cwd: join(BACKEND, ".medusa", "server"),
          env: { ...env, NODE_ENV: "production" },
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        }),
      onStart: (child) => logTo(child, "medusa.log", Boolean(process.env.SHOP_VERBOSE)),
      group: true,
      hint: `See ${DATA_REL}/logs/medusa.log.`,
    })
    await waitForHealth(`http://127.0.0.1:${MEDUSA_PORT}/health`, { child: medusa, log: `${DATA_REL}/logs/medusa.log` })
  })

  await step(`Starting the storefront on http://localhost:${STOREFRONT_PORT}`, async () => {
    // a separate process: restarted on a crash, at most 5 times a minute
    const storefront = supervisor.start("The storefront server", {
      spawn: () =>
        spawn(process.execPath, [join(ROOT, "storefront", "server.mjs")], {
          cwd: join(ROOT, "storefront"),
          env: { ...process.env, STOREFRONT_PORT: String(STOREFRONT_PORT), MEDUSA_URL: `http://127.0.0.1:${MEDUSA_PORT}` },
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        }),
      onStart: (child) => logTo(child, "storefront.log", false),
      group: true,
      restart: { max: 5, windowMs: 60_000 },
      hint: `See ${DATA_REL}/logs/storefront.log.`,
    })
    await waitForHealth(`http://127.0.0.1:${STOREFRONT_PORT}/robots.txt`, {
      child: storefront,
      name: "The storefront server",
      log: `${DATA_REL}/logs/storefront.log`,
      timeoutMs: 30_000,
    })
  })

  const adminLine = setup.adminCreated && !account.fromEnv
    ? `  Admin user created. Username: ${account.username}  E-mail (for /app): ${adminEmail}  Password: ${account.password}\n  (saved in ${DATA_REL}/admin-credentials.txt; shown only this once)`
    : account.fromEnv
      ? `  Admin user: ${account.username} / ${adminEmail} (from ADMIN_USERNAME / ADMIN_PASSWORD)`
      : `  Admin sign-in: see ${DATA_REL}/admin-credentials.txt`
  console.log(`
────────────────────────────────────────────────────────────
  The shop is running (ready in ${elapsed()}).
  Storefront:     http://localhost:${STOREFRONT_PORT}
  Staff sign-in:  http://localhost:${STOREFRONT_PORT}${ADMIN_LOGIN_PATH}  (back office: /admin)
  Medusa admin:   ${BACKEND_URL}/app
${adminLine}
  ${emailLine()}
  ${fileStorageLine()}
  Database:       ${db.embedded ? `embedded PostgreSQL in ${DATA_REL}/postgres` : "DATABASE_URL"}
  Logs:           ${DATA_REL}/logs/
  Press Ctrl-C to stop.
────────────────────────────────────────────────────────────`)
}

/**
 * Which way the shop's e-mail goes (compat-api's notification providers, chosen in medusa-config.ts):
 * through SMTP_URL's server, or only recorded in Medusa's notification table. Never prints the password.
 */
function emailLine() {
  const smtpUrl = process.env.SMTP_URL?.trim()
  if (!smtpUrl) return "E-mail:         outbox only (no SMTP_URL)"
  try {
    const url = new URL(smtpUrl)
    return `E-mail:         SMTP via ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`
  } catch {
    return "E-mail:         SMTP_URL is not a valid smtp:// or smtps:// URL"
  }
}

/** Appends a child's output to .data/logs/<file> (and to the terminal with `echo`). */
function logTo(child, file, echo) {
  const log = createWriteStream(join(LOGS, file), { flags: "a", mode: PRIVATE_FILE_MODE })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  if (echo) {
    child.stdout.pipe(process.stdout, { end: false })
    child.stderr.pipe(process.stderr, { end: false })
  }
  child.once("close", () => log.end())
}

main().catch(async (e) => {
  console.error(`\n✖ ${e?.message ?? e}`)
  await shutdown(1)
})

/**
 * The environment of a build. Without MEDUSA_BACKEND_URL: Medusa's admin is served by the backend
 * it talks to, so its bundle calls its own origin; a URL baked in (a bench instance's :9300, say)
 * would break the admin of the next `npm start` on another port, which reuses the same build.
 */
function buildEnv() {
  const { MEDUSA_BACKEND_URL: _runtimeOnly, ...env } = process.env
  return env
}
