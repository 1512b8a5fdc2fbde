/**
 * "A service the shop needs is away": PostgreSQL stopped or restarting, Redis restarting, a
 * connection pool that could not get a connection in time. Such a failure is not the caller's
 * fault and not a bug: it is answered 503 with Retry-After, the shop's way of saying "try again in
 * a moment", and the shop recovers by itself when the service is back (no restart: the pools and
 * Redis clients reconnect).
 *
 * Errors come as thrown objects from pg, knex, MikroORM and ioredis, and, out of a workflow, as
 * plain objects that kept only `message` (and sometimes `code`), hence the texts.
 */

/** PostgreSQL's SQLSTATEs for "the server is going away, not there yet, or full". */
const PG_CODES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006"])
/** Node's socket errors: refused, reset, timed out, broken pipe. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"])
const NAMES = new Set(["KnexTimeoutError", "ConnectionException", "MaxRetriesPerRequestError"])
const TEXTS = [
  /Timeout acquiring a connection/i, // knex: the pool got no connection in time (the database is away or saturated)
  /Connection terminated/i, // pg: the server closed the connection
  /terminating connection due to administrator command/i, // PostgreSQL's fast shutdown
  /the database system is (shutting down|starting up|in recovery mode)/i,
  /Client has encountered a connection error and is not queryable/i,
  /Connection is closed/i, // ioredis
  /Command timed out/i, // ioredis commandTimeout
  /Stream isn't writeable/i, // ioredis without an offline queue
  /max retries per request limit/i, // ioredis MaxRetriesPerRequestError
  /connect ECONNREFUSED/i,
  /read ECONNRESET/i,
]

/** How long clients are told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/** True when the error means a service the shop depends on is (briefly) unavailable. */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) {
    return false
  }
  const e = error as ErrorLike
  if (typeof e.name === "string" && NAMES.has(e.name)) return true
  if (typeof e.code === "string" && (PG_CODES.has(e.code) || SOCKET_CODES.has(e.code))) return true
  if (typeof e.message === "string" && TEXTS.some((re) => re.test(e.message as string))) return true
  // Wrapped errors: MikroORM's `cause`/`previous`, AggregateError's `errors` (a refused IPv4 and IPv6 connect).
  if (isServiceUnavailable(e.cause, depth + 1)) return true
  if (isServiceUnavailable((e as { previous?: unknown }).previous, depth + 1)) return true
  return Array.isArray(e.errors) && e.errors.some((x) => isServiceUnavailable(x, depth + 1))
}

/**
 * Runs `work`, giving up waiting after `ms` (the work itself goes on): for a call whose answer the
 * caller can do without, such as an event that a scheduled job also covers.
 */
export async function within<T>(ms: number, work: Promise<T>): Promise<{ done: true; value: T } | { done: false }> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms)
  })
  try {
    return await Promise.race([work.then((value) => ({ done: true as const, value })), late])
  } finally {
    clearTimeout(timer)
  }
}
