// @vitest-environment node
// npm start's supervision (scripts/lib/supervise.mjs, orphan-guard.mjs) with dummy child processes:
// restarts, a clear message naming the child that died, everything stopped, no orphans.
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { createSupervisor } from "../supervise.mjs"

const GUARD = fileURLToPath(new URL("../orphan-guard.mjs", import.meta.url))
const started: number[] = []

/** A dummy child: node running `code`. */
const node = (code: string, options: { detached?: boolean } = {}) => {
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "ignore"], detached: options.detached ?? false })
  if (child.pid) started.push(child.pid)
  return child
}
const FOREVER = "setInterval(() => {}, 1000)"

/** Alive and not a zombie (a reparented child may stay a zombie here: PID 1 does not reap). */
function running(pid: number) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}
const waitUntil = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 50))
  }
}
const exitOf = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise((r) => proc.once("exit", r))

afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL")
    } catch {
      // gone
    }
  }
})

describe("npm start's supervisor", () => {
  it("restarts a child within its allowance, then names it and its exit code and gives up", async () => {
    const lines: string[] = []
    const supervisor = createSupervisor({ print: (l: string) => lines.push(l), restartDelayMs: 10 })
    let spawned = 0
    const fatal = new Promise<{ name: string; code: number }>((resolve) => supervisor.onFatal(resolve))
    supervisor.start("The storefront server", {
      spawn: () => {
        spawned++
        return node("process.exit(3)")
      },
      restart: { max: 2, windowMs: 60_000 },
      hint: "See .data/logs/storefront.log",
    })
    expect(await fatal).toMatchObject({ name: "The storefront server", code: 3 })
    expect(spawned).toBe(3)
    expect(lines).toEqual([
      "The storefront server stopped unexpectedly (exit code 3); restarting it (1 of at most 2 in 60 s). See .data/logs/storefront.log",
      "The storefront server stopped unexpectedly (exit code 3); restarting it (2 of at most 2 in 60 s). See .data/logs/storefront.log",
      "The storefront server stopped unexpectedly (exit code 3); stopping the shop. See .data/logs/storefront.log",
    ])
  })

  it("stops the others, last started first, when one dies without restarts; escalates to SIGKILL", async () => {
    const lines: string[] = []
    const supervisor = createSupervisor({ print: (l: string) => lines.push(l) })
    const order: string[] = []
    const db = supervisor.start("PostgreSQL", { spawn: () => node(FOREVER) })
    const stubborn = supervisor.start("Stubborn", { spawn: () => node(`process.on("SIGTERM", () => {}); console.log("ready"); ${FOREVER}`), stopTimeoutMs: 300 })
    for (const [name, proc] of [["PostgreSQL", db], ["Stubborn", stubborn]] as const) proc.once("exit", () => order.push(name))
    await new Promise((r) => stubborn.stdout!.once("data", r)) // its SIGTERM handler is in place
    const done = new Promise<void>((resolve) => supervisor.onFatal(async () => {
      await supervisor.stopAll()
      resolve()
    }))
    const medusa = supervisor.start("Medusa", { spawn: () => node("setTimeout(() => process.kill(process.pid, 'SIGSEGV'), 100)") })
    await done
    expect(lines).toEqual(["Medusa stopped unexpectedly (killed by SIGSEGV); stopping the shop."])
    expect(order).toEqual(["Stubborn", "PostgreSQL"])
    expect(stubborn.signalCode).toBe("SIGKILL")
    expect(db.signalCode).toBe("SIGTERM")
    expect(medusa.signalCode).toBe("SIGSEGV")
  })

  it("stops a detached child's whole process group, its own children too", async () => {
    const supervisor = createSupervisor({ print: () => {} })
    const parent = supervisor.start("Medusa", {
      spawn: () =>
        node(`const c = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); console.log(c.pid); ${FOREVER}`, { detached: true }),
      group: true,
    })
    const grandchild = await new Promise<number>((resolve) => parent.stdout!.once("data", (d: Buffer) => resolve(Number(String(d).trim()))))
    started.push(grandchild)
    expect(running(grandchild)).toBe(true)
    await supervisor.stopAll()
    await waitUntil(() => !running(grandchild))
  })

  it("does not report children it stops itself, nor restart them", async () => {
    const lines: string[] = []
    const supervisor = createSupervisor({ print: (l: string) => lines.push(l), restartDelayMs: 10 })
    let fatal = false
    supervisor.onFatal(() => (fatal = true))
    let spawned = 0
    supervisor.start("Storefront", { spawn: () => (spawned++, node(FOREVER)), restart: { max: 5, windowMs: 60_000 } })
    await supervisor.stopAll()
    await new Promise((r) => setTimeout(r, 100))
    expect({ lines, fatal, spawned }).toEqual({ lines: [], fatal: false, spawned: 1 })
  })

  it("reports a child that cannot be started at all", async () => {
    const lines: string[] = []
    const supervisor = createSupervisor({ print: (l: string) => lines.push(l) })
    const fatal = new Promise((resolve) => supervisor.onFatal(resolve))
    supervisor.start("Medusa", { spawn: () => spawn("/nonexistent/medusa", [], { stdio: "ignore" }) })
    await fatal
    expect(lines[0]).toMatch(/^Medusa stopped unexpectedly \(could not be started: .*ENOENT.*\); stopping the shop\.$/)
  })
})

describe("npm start's orphan guard", () => {
  it("stops the children (and their groups) of a parent killed with SIGKILL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "guard-"))
    const parentScript = join(dir, "parent.mjs")
    writeFileSync(
      parentScript,
      `import { spawn } from "node:child_process"
import { startOrphanGuard } from ${JSON.stringify(GUARD)}
const guard = startOrphanGuard({ graceMs: 500 })
const polite = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore", detached: true })
const stubborn = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: "ignore" })
const leaving = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" })
guard.watch(polite.pid, "SIGTERM", true)
guard.watch(stubborn.pid, "SIGTERM", false)
guard.watch(leaving.pid, "SIGINT", false)
guard.forget(leaving.pid)
setTimeout(() => console.log(JSON.stringify({ guard: guard.pid, polite: polite.pid, stubborn: stubborn.pid, leaving: leaving.pid })), 300)
setInterval(() => {}, 1000)
`
    )
    const parent = spawn(process.execPath, [parentScript], { stdio: ["ignore", "pipe", "inherit"] })
    started.push(parent.pid!)
    const pids = await new Promise<Record<string, number>>((resolve) => parent.stdout!.once("data", (d: Buffer) => resolve(JSON.parse(String(d)))))
    started.push(...Object.values(pids))
    for (const pid of Object.values(pids)) expect(running(pid)).toBe(true)
    parent.kill("SIGKILL")
    await exitOf(parent)
    await waitUntil(() => !running(pids.polite), 3_000)
    await waitUntil(() => !running(pids.stubborn), 3_000) // SIGKILL after the grace period
    await waitUntil(() => !running(pids.guard), 3_000)
    expect(running(pids.leaving)).toBe(true) // forgotten: not the guard's to stop
  })

  it("exits by itself after a clean stop", async () => {
    const guard = spawn(process.execPath, [GUARD, "500"], { stdio: ["pipe", "ignore", "ignore"] })
    started.push(guard.pid!)
    guard.stdin!.end("watch 999999 SIGTERM 0\nforget 999999\n")
    await exitOf(guard)
    expect(guard.exitCode).toBe(0)
  })
})
