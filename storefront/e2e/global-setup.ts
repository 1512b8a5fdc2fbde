import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { SMTPServer } from "smtp-server"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain JavaScript modules without types
import { copyTemplate, ensureTemplate } from "../../scripts/lib/db-template.cjs"
// @ts-expect-error plain JavaScript modules without types
import { staleParts } from "../../scripts/lib/builds.mjs"

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string
    medusaUrl: string
    databaseUrl: string
    /** Where the e2e shop's SMTP sink saves each message it receives (.eml files); "" for an external shop. */
    mailDir: string
  }
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
const MEDUSA_PORT = Number(process.env.E2E_MEDUSA_PORT || 9100)
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT || 8100)
const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/shop_e2e_test"
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2626)
const MAIL_DIR = join(ROOT, ".data", "e2e-mail")

/**
 * A real SMTP server the e2e shop sends its e-mail to (SMTP_URL): each message is saved whole as
 * an .eml file, for the tests to read as a shopper's mailbox.
 */
async function startMailSink(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true })
  mkdirSync(MAIL_DIR, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        writeFileSync(join(MAIL_DIR, `${Date.now()}-${++n}.eml`), Buffer.concat(chunks))
        done()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/**
 * Drops and recreates the e2e database: never one whose name lacks "test". When the plugins are built
 * (as `npm test` does before this lane), it is a copy of the migrated template the integration specs
 * copy too (scripts/lib/db-template.cjs), so `npm start`'s migrations find nothing left but its
 * migration scripts; else an empty one, which `npm start` builds for and migrates.
 */
async function resetDatabase(url: string) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to reset database "${name}": an e2e database's name must contain "test".`)
  }
  const plugins = ["packages/contract", "compat-api", "admin-extensions"]
  if (!staleParts().some((part: { dir: string; sourcesStale: boolean }) => plugins.includes(part.dir) && part.sourcesStale)) {
    await copyTemplate(await ensureTemplate({ server: url, log: (line: string) => console.log(`[e2e] ${line}`) }), url)
    return
  }
  const admin = new URL(url)
  admin.pathname = "/postgres"
  const client = new pg.Client({ connectionString: admin.href })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 600_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(`The shop exited with code ${child.exitCode} before answering at ${url}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Starts the whole shop the way `npm start` does (build if stale, migrate, seed, Medusa, storefront
 * server) on its own ports and a fresh test database, unless E2E_BASE_URL points at a running one.
 */
/** A signed-in staff member who is not an admin (spec point 6): turned away from the admin routes. */
export const STAFF_USER = { username: "kanha", email: "kanha@example.com", password: "e2e-staff-password", role: "staff" }

/** `npm run staff:add` against the e2e database (idempotent). */
async function addStaff(user: typeof STAFF_USER) {
  const child = spawn(process.execPath, [join(ROOT, "scripts", "medusa-exec.mjs"), "add-staff", user.username, user.email, user.password, user.role], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL, SHOP_DATA_DIR: join(ROOT, ".data", "e2e"), REDIS_URL: "" },
  })
  const code = await new Promise((r) => child.once("exit", r))
  if (code !== 0) throw new Error(`could not create the e2e staff user (exit ${code})`)
}

export default async function setup({ provide }: TestProject) {
  provide("databaseUrl", DATABASE_URL)
  if (process.env.E2E_BASE_URL) {
    provide("mailDir", "")
    provide("baseUrl", process.env.E2E_BASE_URL)
    provide("medusaUrl", process.env.E2E_MEDUSA_URL ?? `http://localhost:${MEDUSA_PORT}`)
    await addStaff(STAFF_USER)
    return
  }
  provide("medusaUrl", `http://localhost:${MEDUSA_PORT}`)
  await resetDatabase(DATABASE_URL)
  provide("baseUrl", `http://localhost:${STOREFRONT_PORT}`)
  const stopMail = await startMailSink()
  provide("mailDir", MAIL_DIR)
  const child = spawn(process.execPath, [join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    stdio: ["ignore", process.env.E2E_VERBOSE ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production", // vitest sets "test"; the shop under test is the production build
      CARD_SANDBOX: "true", // the card tests pay with the sandbox's test card (off in production unless turned on)
      DATABASE_URL,
      PORT: String(MEDUSA_PORT),
      STOREFRONT_PORT: String(STOREFRONT_PORT),
      SHOP_DATA_DIR: join(ROOT, ".data", "e2e"),
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password",
      REDIS_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: "Cambodian Heritage Market <orders@shop.test>",
      STAFF_NOTIFY_EMAIL: "owner@shop.test",
      // The run is dozens of shoppers at one address with the same few e-mails: the per-client
      // limits (README: LIMIT_*) stay on, far above what the run sends; the security lane tests them.
      ...Object.fromEntries(
        ["LIMIT_ORDERS_PER_HOUR", "LIMIT_ORDERS_PER_EMAIL_PER_HOUR", "LIMIT_CONTACT_PER_HOUR", "LIMIT_CONTACT_PER_EMAIL_PER_HOUR", "LIMIT_PAYMENT_LINKS_PER_HOUR", "LIMIT_STORE_CARTS_PER_HOUR", "LIMIT_STORE_WRITES_PER_HOUR", "LIMIT_REGISTRATIONS_PER_HOUR"].map((name) => [name, process.env[name] ?? "100000"])
      ),
    },
    detached: true,
  })
  await waitFor(`http://127.0.0.1:${STOREFRONT_PORT}/api/menu-items`, child)
  await addStaff(STAFF_USER)
  return async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, "SIGINT")
      await new Promise((r) => child.once("exit", r))
    }
    await stopMail()
  }
}
