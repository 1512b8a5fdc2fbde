// A PostgreSQL and a Redis of the test's own, on free ports, that the outage tests really stop and
// start again (the machine's services are shared with everything else and stay untouched).
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { startOrphanGuard } from "./orphan-guard.mjs"
import { embeddedPostgres, freePort } from "./shop-env.mjs"

/**
 * An embedded PostgreSQL (the one `npm start` uses) in `dir`, fresh. `stop()` is PostgreSQL's fast
 * shutdown (clients are disconnected, new connections refused), `start()` brings it back on the
 * same port with the same data.
 */
export async function ownPostgres(dir) {
  rmSync(dir, { recursive: true, force: true })
  const port = await freePort()
  const pg = await embeddedPostgres(dir, port)
  // stopped with the test, however it ends (a failed assertion, Ctrl-C, SIGKILL)
  const guard = startOrphanGuard({ graceMs: 5_000 })
  const start = async () => {
    await pg.start()
    guard.watch(pg.process.pid, "SIGINT") // PostgreSQL's fast shutdown
  }
  await pg.initialise()
  await start()
  let running = true
  return {
    port,
    url: (db) => `postgres://postgres:postgres@localhost:${port}/${db}`,
    async stop() {
      if (running) {
        const pid = pg.process?.pid
        await pg.stop()
        if (pid) guard.forget(pid)
      }
      running = false
    },
    async start() {
      if (!running) await start()
      running = true
    },
    /** Stops it for good. */
    async close() {
      await this.stop()
      await guard.close()
    },
  }
}

/**
 * A redis-server of its own on a free port, with append-only persistence as in production
 * (docker-compose.yml) unless `persistent: false`. `restart()` shuts it down and starts it again.
 */
export async function ownRedis(dir, { persistent = true } = {}) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const port = await freePort()
  let child = null
  const guard = startOrphanGuard({ graceMs: 5_000 })
  const args = ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--save", "", "--appendonly", persistent ? "yes" : "no", "--logfile", join(dir, "redis.log")]
  const start = async () => {
    child = spawn("redis-server", args, { stdio: "ignore", detached: true })
    guard.watch(child.pid, "SIGTERM")
    for (let i = 0; i < 100; i++) {
      try {
        if (execFileSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).trim() === "PONG") return
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`redis-server on port ${port} did not start; see ${join(dir, "redis.log")}`)
  }
  const stop = async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((r) => child.once("exit", r))
    child.kill("SIGTERM") // Redis's own shutdown: the append-only file is flushed
    await exited
    guard.forget(child.pid)
  }
  if (!existsSync("/usr/bin/redis-server") && !process.env.PATH?.split(":").some((p) => existsSync(join(p, "redis-server")))) {
    throw new Error("redis-server is not installed (apt-get install redis-server).")
  }
  await start()
  return {
    port,
    url: (db = 0) => `redis://127.0.0.1:${port}/${db}`,
    stop,
    start,
    async restart() {
      await stop()
      await start()
    },
    pid: () => child?.pid,
    /** Stops it for good. */
    async close() {
      await stop()
      await guard.close()
    },
  }
}
