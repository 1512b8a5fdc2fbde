// A small process npm start runs beside its children so that none outlives it. npm start tells it
// each child's pid on its stdin ("watch <pid> <signal> <group>", "forget <pid>"); when that pipe
// closes, which happens however npm start ends (even by SIGKILL or the out-of-memory killer), the
// guard sends each child still watched its stop signal, then SIGKILL after a grace period, and exits.
// After a clean stop nothing is watched any more and it just exits.
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

/** Starts the guard; returns { pid, watch(pid, signal, group), forget(pid), close() }. */
export function startOrphanGuard({ graceMs = 10_000 } = {}) {
  const guard = spawn(process.execPath, [fileURLToPath(import.meta.url), String(graceMs)], {
    stdio: ["pipe", "ignore", "ignore"],
    detached: true, // its own session: a Ctrl-C or hang-up meant for npm start does not stop it
  })
  guard.unref()
  guard.stdin.on("error", () => {})
  const send = (line) => {
    if (guard.stdin.writable) {
      guard.stdin.write(`${line}\n`)
    }
  }
  return {
    pid: guard.pid,
    watch: (pid, signal = "SIGTERM", group = false) => send(`watch ${pid} ${signal} ${group ? 1 : 0}`),
    forget: (pid) => send(`forget ${pid}`),
    /** Ends the pipe (after the lines written so far): the guard then stops what is still watched and exits. */
    close: () =>
      new Promise((resolve) => {
        guard.stdin.end(resolve)
        setTimeout(resolve, 1_000).unref()
      }),
  }
}

/** True while the process (or, for a negative pid, a process of the group) exists and is no zombie. */
function running(target) {
  try {
    process.kill(target, 0)
  } catch (e) {
    return e.code === "EPERM"
  }
  if (target > 0) {
    try {
      return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${target}/stat`, "utf8"))
    } catch {
      return true // no /proc: trust kill(0)
    }
  }
  return true
}

async function guardMain(graceMs) {
  const watched = new Map()
  for (const sig of ["SIGINT", "SIGHUP"]) {
    process.on(sig, () => {})
  }
  let buffer = ""
  let stopping = false
  const stopAll = async () => {
    if (stopping) {
      return
    }
    stopping = true
    const targets = [...watched.values()].reverse().map(({ pid, signal, group }) => ({ target: group ? -pid : pid, signal }))
    for (const { target, signal } of targets) {
      try {
        process.kill(target, signal)
      } catch {
        // already gone
      }
    }
    const deadline = Date.now() + graceMs
    while (targets.some(({ target }) => running(target)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    for (const { target } of targets) {
      try {
        process.kill(target, "SIGKILL")
      } catch {
        // stopped in time
      }
    }
    process.exit(0)
  }
  process.stdin.setEncoding("utf8")
  process.stdin.on("data", (chunk) => {
    buffer += chunk
    let end
    while ((end = buffer.indexOf("\n")) >= 0) {
      const [verb, pid, signal, group] = buffer.slice(0, end).trim().split(/\s+/)
      buffer = buffer.slice(end + 1)
      const n = Number(pid)
      if (!Number.isInteger(n) || n <= 0) {
        continue
      }
      if (verb === "watch") {
        watched.set(n, { pid: n, signal: signal || "SIGTERM", group: group === "1" })
      } else if (verb === "forget") {
        watched.delete(n)
      }
    }
  })
  process.stdin.on("end", stopAll)
  process.stdin.on("close", stopAll)
  process.stdin.on("error", stopAll)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  guardMain(Number(process.argv[2]) || 10_000)
}
