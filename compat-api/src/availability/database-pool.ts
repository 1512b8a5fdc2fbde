import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * How long a request waits for one of the pool's database connections before it is answered 503:
 * with PostgreSQL stopped, knex keeps trying to connect until then. Knex's own default is 60 s
 * (a request that "hangs"), and Medusa 2.21.2 passes no acquire timeout from its config
 * (pg-connection-loader forwards only min, max and the idle and retry intervals).
 */
export const DATABASE_ACQUIRE_TIMEOUT_MS = Math.max(500, Number(process.env.DATABASE_ACQUIRE_TIMEOUT_MS) || 5_000)

type TarnPool = { acquireTimeoutMillis?: number }
type KnexLike = { client?: { pool?: TarnPool; config?: { acquireConnectionTimeout?: number } } }

let applied = false

/** Gives the shared connection pool (one per process: every module uses it) the acquire timeout. */
export function applyDatabaseAcquireTimeout(knex: KnexLike | undefined, ms = DATABASE_ACQUIRE_TIMEOUT_MS): boolean {
  const pool = knex?.client?.pool
  if (!pool || typeof pool.acquireTimeoutMillis !== "number") {
    return false
  }
  pool.acquireTimeoutMillis = ms // tarn reads it for every acquire
  if (knex.client?.config) knex.client.config.acquireConnectionTimeout = ms
  return true
}

/** Middleware: on this process's first request, before any handler waits on the pool. */
export function failFastWithoutDatabase(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!applied) {
    applied = applyDatabaseAcquireTimeout(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true }) as KnexLike)
  }
  next()
}
