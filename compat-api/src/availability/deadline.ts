import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REQUEST_ERRORS } from "@shop/contract"
import { legacyErrorBody, isShopPath } from "../http/legacy-error"
import { RETRY_AFTER_SECONDS } from "./unavailable"

/**
 * The last bound on a request: one still unanswered after REQUEST_DEADLINE_MS (default 30 s) is
 * answered 503 "try again" rather than left hanging. That happens when something the request waits
 * on does not fail by itself, such as the event bus holding an event until Redis is back (its
 * queue client waits without end by design). The longest legitimate calls (a label bought at
 * Shippo: SHIPPO_TIMEOUT_MS, 10 s, plus the look-up after a timeout) stay well within it.
 * The work goes on: an order or a change that completes late is there when the caller retries
 * (the shop's writes are idempotent: an order per payment session, statuses set, not toggled).
 */
export const REQUEST_DEADLINE_MS = Math.max(1_000, Number(process.env.REQUEST_DEADLINE_MS) || 30_000)

export function requestDeadline(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const path = (req.originalUrl ?? req.url).split("?")[0]
  const timer = setTimeout(() => {
    if (res.headersSent || res.writableEnded) return
    req.scope?.resolve("logger")?.warn(`${req.method} ${path}: no answer within ${REQUEST_DEADLINE_MS} ms, answered 503`)
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS))
    const message = REQUEST_ERRORS.temporarilyUnavailable
    res
      .status(503)
      .json(isShopPath(path) ? legacyErrorBody(message, undefined, { status: 503 }) : { code: "service_unavailable", type: "service_unavailable", message })
  }, REQUEST_DEADLINE_MS)
  timer.unref()
  const clear = () => clearTimeout(timer)
  res.once("finish", clear)
  res.once("close", clear)
  next()
}
