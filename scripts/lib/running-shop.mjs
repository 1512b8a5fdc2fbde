// Shared by the benchmarks: reuse the shop that is running, or start one with scripts/start.mjs
// (`npm start`, which also rebuilds what is stale) and stop it again when the benchmark is done.
import { spawn } from "node:child_process"
import { join } from "node:path"
import { ROOT, waitForHealth } from "./shop-env.mjs"

/** True when url answers 2xx within a few seconds. */
export async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok
  } catch {
    return false
  }
}

/**
 * `checks` lists what must answer for the shop to count as running: [{ name, url }], e.g. Medusa's
 * /health and the storefront's home page. When all answer, the running shop is reused; when none
 * does, `npm start` is run (with `env` added to its environment) until all answer; when only some
 * do, it is an error (starting would collide with the half that runs).
 * Returns { started, stop }: `stop()` stops the shop if, and only if, this call started it.
 */
export async function ensureShop(checks, { env = {}, timeoutMs = 600_000 } = {}) {
  const up = await Promise.all(checks.map((c) => answers(c.url)))
  if (up.every(Boolean)) {
    console.log(`Reusing the running shop (${checks.map((c) => c.url).join(", ")})`)
    return { started: false, stop: async () => {} }
  }
  if (up.some(Boolean)) {
    const list = (want) => checks.filter((_, i) => up[i] === want).map((c) => `${c.name} (${c.url})`).join(", ")
    throw new Error(`Only part of the shop is running: ${list(true)} answers but ${list(false)} does not. Start the missing part, or stop what runs so that npm start can start everything.`)
  }
  console.log("Starting the shop (npm start)…")
  const child = spawn(process.execPath, [join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return
    }
    const exited = new Promise((r) => child.once("exit", r))
    child.kill("SIGINT")
    await exited
  }
  try {
    for (const check of checks) {
      await waitForHealth(check.url, { timeoutMs, child, name: check.name, log: "the output above and .data/logs/" })
    }
  } catch (e) {
    await stop()
    throw e
  }
  return { started: true, stop }
}
