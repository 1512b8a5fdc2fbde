// Keeps npm start's long-running children (PostgreSQL, Medusa, the storefront server) under watch.
// A child that dies unexpectedly is restarted when its policy allows; otherwise the supervisor says
// which one died and how, and calls its fatal handler, which stops everything (stopAll: the children
// in the reverse order of their start, each with its signal, then SIGKILL after a grace period).

/** "exit code 3" or "killed by SIGKILL". */
export const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`)

const exited = (proc) => proc.exitCode !== null || proc.signalCode !== null

/** Signals a child, or its whole process group when it was spawned detached (`group`). */
function signal(proc, sig, group) {
  try {
    if (group) {
      process.kill(-proc.pid, sig)
    } else {
      proc.kill(sig)
    }
  } catch {
    // already gone
  }
}

/**
 * `print` receives the messages; `guard` (orphan-guard.mjs) is told each child's pid so that it stops
 * them should this process die without stopping them itself.
 */
export function createSupervisor({ print = (line) => console.error(line), guard = null, restartDelayMs = 500 } = {}) {
  const entries = []
  let stopping = false
  let onFatal = () => {}

  const died = (entry, proc, code, signal, reason) => {
    guard?.forget(proc.pid)
    if (entry.proc !== proc || entry.done) {
      return
    }
    entry.done = true
    if (entry.group && proc.pid) {
      signalGroupLeftovers(proc)
    }
    if (stopping || entry.stopping) {
      return
    }
    const how = reason ?? describeExit(code, signal)
    const hint = entry.hint ? ` ${entry.hint}` : ""
    const now = Date.now()
    entry.restarts = entry.restarts.filter((t) => now - t < entry.restart.windowMs)
    if (entry.restarts.length < entry.restart.max) {
      entry.restarts.push(now)
      print(`${entry.name} stopped unexpectedly (${how}); restarting it (${entry.restarts.length} of at most ${entry.restart.max} in ${entry.restart.windowMs / 1000} s).${hint}`)
      setTimeout(() => {
        if (!stopping) {
          launch(entry)
        }
      }, restartDelayMs)
      return
    }
    print(`${entry.name} stopped unexpectedly (${how}); stopping the shop.${hint}`)
    onFatal({ name: entry.name, code, signal, reason: how })
  }

  // a group leader's children (e.g. Medusa's workers) must not outlive it
  const signalGroupLeftovers = (proc) => {
    try {
      process.kill(-proc.pid, "SIGKILL")
    } catch {
      // nothing left in the group
    }
  }

  const launch = (entry) => {
    let proc
    try {
      proc = entry.spawn()
    } catch (e) {
      entry.done = true
      print(`${entry.name} could not be started (${e?.message ?? e}); stopping the shop.`)
      onFatal({ name: entry.name, code: null, signal: null, reason: String(e?.message ?? e) })
      return null
    }
    entry.proc = proc
    entry.done = false
    if (proc.pid) {
      guard?.watch(proc.pid, entry.stopSignal, entry.group)
    }
    proc.once("exit", (code, sig) => died(entry, proc, code, sig))
    proc.once("error", (e) => {
      if (!proc.pid) {
        died(entry, proc, null, null, `could not be started: ${e.message}`) // spawn failed: no "exit" follows
      }
    })
    if (exited(proc)) {
      died(entry, proc, proc.exitCode, proc.signalCode)
    }
    entry.onStart?.(proc)
    return proc
  }

  const stopOne = async (entry) => {
    entry.stopping = true
    const proc = entry.proc
    if (!proc || entry.done || exited(proc)) {
      return
    }
    if (entry.stop) {
      await entry.stop(proc)
      return
    }
    const gone = new Promise((resolve) => proc.once("exit", resolve))
    signal(proc, entry.stopSignal, entry.group)
    const timer = setTimeout(() => signal(proc, "SIGKILL", entry.group), entry.stopTimeoutMs)
    await gone
    clearTimeout(timer)
  }

  return {
    /**
     * Starts a child with `spawn()` (a ChildProcess; also to adopt one started elsewhere) and watches
     * it. Options: `restart: { max, windowMs }` (restarts allowed within the window; default none),
     * `stop(proc)` (a custom stop), `stopSignal` (default SIGTERM), `stopTimeoutMs` before SIGKILL
     * (default 10 s), `group` (spawned detached: signal its process group), `hint` (where to look),
     * `onStart(proc)` (after each start, e.g. to pipe its output).
     */
    start(name, { spawn, stop, stopSignal = "SIGTERM", stopTimeoutMs = 10_000, group = false, restart = { max: 0, windowMs: 60_000 }, hint = "", onStart } = {}) {
      const entry = { name, spawn, stop, stopSignal, stopTimeoutMs, group, restart, hint, onStart, restarts: [], proc: null, done: false, stopping: false }
      entries.push(entry)
      return launch(entry)
    },
    /** The child's current process (it changes on a restart). */
    current: (name) => entries.find((e) => e.name === name)?.proc ?? null,
    /** What to do when a child died and may not be restarted (stop everything). */
    onFatal(handler) {
      onFatal = handler
    },
    get stopping() {
      return stopping
    },
    /** Stops every child, the last started first; resolves when all have exited. */
    async stopAll() {
      stopping = true
      for (const entry of [...entries].reverse()) {
        try {
          await stopOne(entry)
        } catch (e) {
          print(`${entry.name} did not stop cleanly: ${e?.message ?? e}`)
        }
      }
    },
  }
}
