// `npm test`: every lane of the shop's tests, the independent ones side by side (TEST_JOBS at a time,
// 2 by default: this machine's cores). Each lane's output is kept until it ends, then printed whole
// under its name with its time, so lanes never interleave; a failing lane fails `npm test`, and the
// summary at the end names it. The builds run once, before the lanes that need them, and are
// recorded (scripts/lib/builds.mjs), so the e2e and scale lanes' own "build what is stale" finds
// nothing to do.
//
//   npm test                         every lane
//   npm test -- integration e2e      only these lanes (and the builds they need)
//   TEST_JOBS=1 npm test             one lane at a time
import { spawn } from "node:child_process"
import { createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { readState, recordBuild, staleParts } from "./lib/builds.mjs"
import { ROOT } from "./lib/shop-env.mjs"

const LOGS = join(ROOT, ".data", "test-logs")
const npm = (...args) => ["npm", args]

/**
 * The lanes, in the order they are started when their needs are met (the longest first: the 2 cores
 * are busy throughout, so what decides the wall time is that the long lanes never wait for a slot).
 * `needs`: lanes that must have passed first; `after`: lanes that must have ended first (if they
 * run at all); `startedAfter`: lanes that must have started first (if they run at all), so a short
 * lane does not take the slot a long one is about to need; `light`: mostly waiting, so it runs
 * beside the JOBS others rather than in a slot of theirs; `parts`: the builds
 * (scripts/lib/builds.mjs) a build lane makes.
 */
const LANES = [
  // The /api contract first (seconds): everything else reads it.
  { name: "build:contract", parts: ["packages/contract"] },
  { name: "lint:circles", cmd: npm("run", "lint:circles") },
  // The plugins, and beside them the storefront's bundle (it needs only the contract), so the
  // integration specs and Medusa's own build can start as early as possible.
  { name: "build:plugins", parts: ["compat-api", "admin-extensions"], needs: ["build:contract"] },
  { name: "build:storefront", parts: ["storefront"], needs: ["build:contract"] },
  // The longest lane, as soon as the plugins are built.
  { name: "integration", cmd: npm("test", "-w", "medusa-backend"), needs: ["build:plugins"] },
  { name: "build:apps", parts: ["medusa-backend"], needs: ["build:plugins"] },
  // Short unit lanes fill the slot while the plugins build.
  { name: "contract", cmd: npm("test", "-w", "@shop/contract"), needs: ["build:contract"] },
  { name: "scripts", cmd: npm("run", "test:scripts") },
  // The browser tests once both apps are built.
  { name: "e2e", cmd: npm("run", "test:e2e"), needs: ["build:apps", "build:storefront"] },
  // The production layout once the browser tests are done (they time what a shopper sees): mostly
  // waiting on servers' boots, a cron tick and outages, it runs beside the other lanes.
  { name: "scale", cmd: npm("run", "test:scale"), needs: ["build:apps", "build:storefront"], after: ["e2e"], light: true },
  // The longer unit lanes in whichever slot is free once the long lanes have theirs.
  { name: "storefront", cmd: npm("test", "-w", "storefront"), needs: ["build:contract"], startedAfter: ["integration", "e2e"] },
  { name: "compat-api", cmd: npm("test", "-w", "compat-api"), needs: ["build:contract"], startedAfter: ["integration", "e2e"] },
  { name: "admin-extensions", cmd: npm("test", "-w", "admin-extensions"), needs: ["build:contract"], startedAfter: ["integration", "e2e"] },
  { name: "staff", cmd: npm("test", "-w", "@shop/staff"), needs: ["build:contract"], startedAfter: ["integration", "e2e"] },
]

const JOBS = Math.max(1, Number(process.env.TEST_JOBS) || 2)
const asked = process.argv.slice(2)
for (const name of asked) {
  if (!LANES.some((l) => l.name === name)) {
    console.error(`No lane named ${name}. Lanes: ${LANES.map((l) => l.name).join(", ")}`)
    process.exit(2)
  }
}
/** The lanes asked for (all by default) and the lanes they need. */
const wanted = new Set()
const want = (name) => {
  if (wanted.has(name)) return
  wanted.add(name)
  for (const need of LANES.find((l) => l.name === name).needs ?? []) want(need)
}
for (const lane of asked.length ? asked : LANES.map((l) => l.name)) want(lane)
const lanes = LANES.filter((l) => wanted.has(l.name))

const started = Date.now()
const seconds = (ms) => `${Math.round(ms / 1000)} s`
const clock = () => {
  const s = Math.round((Date.now() - started) / 1000)
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`
}

/**
 * The CPU seconds (user + system) a command and every process it waited for used: bash's `times`
 * after the command, written to a file (its second line is the children's). The lanes' figures say
 * where CI's minutes go on a machine whose 2 cores are busy throughout.
 */
const WITH_TIMES = `"$@"; rc=$?; times > "$SHOP_LANE_TIMES"; exit $rc`
const cpuSeconds = (file) => {
  try {
    const children = readFileSync(file, "utf8").trim().split("\n")[1] ?? ""
    return children
      .split(/\s+/)
      .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
      .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0)
  } catch {
    return 0
  }
}
/** CPU seconds of each finished command, by lane name. */
const cpu = new Map()

/** Runs a command, its output (stdout and stderr, in order) into `log`; resolves to its exit code. */
function runInto(log, [cmd, args], env = process.env, lane = "") {
  return new Promise((resolve) => {
    log.write(`$ ${cmd} ${args.join(" ")}\n`)
    const times = join(LOGS, `.${lane || cmd}-${process.pid}-${Date.now()}.times`)
    const child = spawn("bash", ["-c", WITH_TIMES, "_", cmd, ...args], { cwd: ROOT, env: { ...env, SHOP_LANE_TIMES: times }, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on("error", (e) => {
      log.write(`${e.message}\n`)
      resolve(1)
    })
    child.on("close", (code, signal) => {
      if (lane) cpu.set(lane, (cpu.get(lane) ?? 0) + cpuSeconds(times))
      rmSync(times, { force: true })
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * A build lane: each of its parts that is stale, built as `npm start` builds it (a production build,
 * with the same build-time settings), then recorded, so `npm start` (the e2e lane's shop) and the
 * scale lane's build step find it up to date.
 */
async function build(lane, log) {
  const state = readState()
  for (const part of staleParts(state).filter((p) => lane.parts.includes(p.dir))) {
    if (!part.stale) {
      log.write(`${part.name} is up to date\n`)
      continue
    }
    const { MEDUSA_BACKEND_URL: _runtimeOnly, ...env } = process.env
    const code = await runInto(log, part.cmd, {
      ...env,
      NODE_ENV: "production",
      NODE_OPTIONS: process.env.NODE_OPTIONS || "--max-old-space-size=3072",
      VITE_ADMIN_LOGIN_PATH: process.env.ADMIN_LOGIN_PATH || process.env.VITE_ADMIN_LOGIN_PATH || "/staff-login",
    }, lane.name)
    if (code !== 0) return code
    recordBuild(state, part)
  }
  return 0
}

const results = new Map()
const cpuOf = (name) => `cpu ${Math.round(cpu.get(name) ?? 0)} s`

async function runLane(lane) {
  mkdirSync(LOGS, { recursive: true })
  const file = join(LOGS, `${lane.name.replace(":", "-")}.log`)
  const log = createWriteStream(file)
  const t = Date.now()
  console.log(`[${clock()}] ▶ ${lane.name}`)
  const code = lane.parts ? await build(lane, log) : await runInto(log, lane.cmd, process.env, lane.name)
  await new Promise((r) => log.end(r))
  const ok = code === 0
  results.set(lane.name, { ok, ms: Date.now() - t })
  const bar = "─".repeat(Math.max(4, 78 - lane.name.length))
  process.stdout.write(`\n── ${lane.name} ${bar}\n${readFileSync(file, "utf8")}`)
  console.log(`[${clock()}] ${ok ? "✔" : "✖"} ${lane.name} ${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds(Date.now() - t)}, ${cpuOf(lane.name)}\n`)
}

// A small pool: start every lane whose needs have passed, up to JOBS at a time; a lane whose need
// failed is skipped (and counts as failed).
const pending = [...lanes]
/** The running lanes, by their promise; and every lane that has started. */
const running = new Map()
const started_ = new Set()
await new Promise((done) => {
  const next = () => {
    for (const lane of [...pending]) {
      const needs = (lane.needs ?? []).filter((n) => wanted.has(n))
      const failed = needs.find((n) => results.has(n) && !results.get(n).ok)
      if (failed) {
        pending.splice(pending.indexOf(lane), 1)
        results.set(lane.name, { ok: false, ms: 0, skipped: `${failed} failed` })
        console.log(`[${clock()}] ✖ ${lane.name} skipped: ${failed} failed`)
        continue
      }
      const waits =
        (lane.after ?? []).some((n) => wanted.has(n) && !results.has(n)) ||
        (lane.startedAfter ?? []).some((n) => wanted.has(n) && !started_.has(n) && !results.has(n))
      const full = !lane.light && [...running.values()].filter((l) => !l.light).length >= JOBS
      if (full || waits || !needs.every((n) => results.get(n)?.ok)) continue
      pending.splice(pending.indexOf(lane), 1)
      started_.add(lane.name)
      const run = runLane(lane).then(() => {
        running.delete(run)
        next()
      })
      running.set(run, lane)
    }
    if (!pending.length && !running.size) done()
  }
  next()
})

console.log(`── summary (${JOBS} lanes at a time) ${"─".repeat(40)}`)
for (const lane of lanes) {
  const r = results.get(lane.name)
  console.log(`${r.ok ? "✔" : "✖"} ${lane.name.padEnd(18)} ${r.skipped ? `skipped (${r.skipped})` : `${seconds(r.ms).padStart(6)}  ${cpuOf(lane.name).padStart(10)}`}`)
}
const allCpu = [...cpu.values()].reduce((a, b) => a + b, 0)
console.log(`cpu in all: ${Math.round(allCpu)} s, ${(allCpu / ((Date.now() - started) / 1000)).toFixed(2)} cores on average (the lanes' own processes; PostgreSQL's is not counted)`)
const failed = lanes.filter((l) => !results.get(l.name).ok)
console.log(`\n${failed.length ? `✖ ${failed.length} lane(s) failed: ${failed.map((l) => l.name).join(", ")}` : "✔ every lane passed"} in ${clock()} (logs in .data/test-logs/)`)
process.exit(failed.length ? 1 : 0)
