import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { errorHandler, getHttpResponseFromError } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from "../availability/unavailable"
import {
  errorCodeOfStatus,
  errorCodeOfText,
  REQUEST_ERRORS,
  type ErrorCode,
  type LegacyErrorBody,
  type LegacyFieldError,
} from "@shop/contract"

export type { LegacyErrorBody, LegacyFieldError }

/** A text's stable code (@shop/contract's catalogue), else the code of the HTTP status. */
const codeOf = (text: string, status: number): ErrorCode => errorCodeOfText(text) ?? errorCodeOfStatus(status)

/**
 * The legacy clients read `error` (and some read `message`) from a failed /api call; every client
 * translates by `code` (the contract's stable code of the text, else of the status), with `params`
 * for a text with numbers in it. Validation failures also list every bad field (the code is the
 * first one's, whose message is the `error`).
 * Medusa's own prefixes keep Medusa's error handler untouched.
 */
export function legacyErrorBody(
  message: string,
  errors?: LegacyFieldError[],
  { status = 400, code, params }: { status?: number; code?: ErrorCode; params?: LegacyErrorBody["params"] } = {}
): LegacyErrorBody {
  const body: LegacyErrorBody = { error: message, message, code: code ?? codeOf(message, status) }
  if (params) body.params = params
  if (errors?.length) body.errors = errors
  return body
}

/** Bad input naming each field: a 400 whose message is the first field's message. */
export class LegacyValidationError extends MedusaError {
  readonly fieldErrors: LegacyFieldError[]
  /** A text with a parameter in it (`orderQuery.unknownFilter`): its code and `params`, and the whole message. */
  readonly code?: ErrorCode
  readonly params?: LegacyErrorBody["params"]

  constructor(fieldErrors: LegacyFieldError[], opts: { code?: ErrorCode; params?: LegacyErrorBody["params"]; message?: string } = {}) {
    super(MedusaError.Types.INVALID_DATA, opts.message ?? fieldErrors[0]?.message ?? "The request is not valid.")
    this.fieldErrors = fieldErrors
    this.code = opts.code
    this.params = opts.params
  }
}

// body-parser's own text ("Unexpected token } in JSON at position 9") means nothing to a shopper.
const NOT_JSON = REQUEST_ERRORS.notJson

const medusaErrorHandler = errorHandler()

/**
 * The shop's own calls: /api, and /admin/shop (the same calls for the widgets in Medusa's admin,
 * whose 409s must say what conflicts too). Every other path keeps Medusa's error handler.
 */
export const isShopPath = (path: string) =>
  path === "/api" || path.startsWith("/api/") || path === "/admin/shop" || path.startsWith("/admin/shop/")

export function compatErrorHandler(
  err: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  if (res.headersSent) {
    // Already answered (the request deadline's 503): the late failure is only logged.
    req.scope?.resolve("logger")?.warn(`${req.method} ${req.path} failed after its answer: ${(err as Error)?.message ?? err}`)
    return
  }
  // PostgreSQL or Redis away (a restart, a failover): 503 and "try again", on every path, instead of
  // Medusa's 500 "An unknown error occurred".
  if (isServiceUnavailable(err)) {
    req.scope?.resolve("logger")?.warn(`${req.method} ${req.path}: 503, a service is unavailable: ${(err as Error)?.message ?? err}`)
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS))
    const message = REQUEST_ERRORS.temporarilyUnavailable
    res
      .status(503)
      .json(isShopPath(req.path) ? legacyErrorBody(message, undefined, { status: 503 }) : { code: "service_unavailable", type: "service_unavailable", message })
    return
  }
  if (!isShopPath(req.path)) {
    return medusaErrorHandler(err as any, req, res, next)
  }
  const { statusCode, body } = getHttpResponseFromError(err as any)
  if (statusCode >= 500) {
    req.scope?.resolve("logger")?.error(err as Error)
  }
  // Medusa answers every 409 with its idempotency text; ours say what conflicts. A step's error
  // comes out of a workflow as a plain object, hence isMedusaError rather than instanceof.
  const ownConflict = !!err && MedusaError.isMedusaError(err) && (err as MedusaError).type === MedusaError.Types.CONFLICT
  const message =
    statusCode >= 500
      ? REQUEST_ERRORS.serverError
      : (err as { type?: string })?.type === "entity.parse.failed"
        ? NOT_JSON
        : ownConflict
          ? (err as MedusaError).message
          : String((body as { message?: string }).message || "Bad request")
  const fieldErrors = err instanceof LegacyValidationError ? err.fieldErrors : undefined
  const own = err instanceof LegacyValidationError ? { code: err.code, params: err.params } : {}
  res.status(statusCode).json(legacyErrorBody(message, fieldErrors, { status: statusCode, ...own }))
}

/**
 * Every failure a shop path answers without going through legacyErrorBody (the shipping calls'
 * `{ success: false, error, details }`, say) gets its `code` too, so that no client has to read the
 * English text: a JSON object answered with a 4xx/5xx status or `success: false`, carrying `error`
 * (or `message`) and no `code`.
 */
export function legacyErrorCodes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const json = res.json.bind(res)
  res.json = ((body: unknown) => {
    const b = body as Record<string, unknown> | null
    const failed = res.statusCode >= 400 || (b && typeof b === "object" && b.success === false)
    if (failed && b && typeof b === "object" && !Array.isArray(b) && b.code === undefined) {
      const text = typeof b.error === "string" ? b.error : typeof b.message === "string" ? b.message : ""
      return json({ ...b, code: codeOf(text, res.statusCode >= 400 ? res.statusCode : 400) })
    }
    return json(body)
  }) as MedusaResponse["json"]
  next()
}
