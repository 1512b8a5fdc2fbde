import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { errorHandler, getHttpResponseFromError } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** One rejected input field, in the order the form shows them. */
export type LegacyFieldError = { field: string; message: string }

/**
 * The legacy clients read `error` (and some read `message`) from a failed /api call. Medusa's own
 * prefixes keep Medusa's error handler untouched. Validation failures also list every bad field.
 */
export function legacyErrorBody(message: string, errors?: LegacyFieldError[]) {
  return errors?.length ? { error: message, message, errors } : { error: message, message }
}

/** Bad input naming each field: a 400 whose message is the first field's message. */
export class LegacyValidationError extends MedusaError {
  readonly fieldErrors: LegacyFieldError[]

  constructor(fieldErrors: LegacyFieldError[]) {
    super(MedusaError.Types.INVALID_DATA, fieldErrors[0]?.message ?? "The request is not valid.")
    this.fieldErrors = fieldErrors
  }
}

// body-parser's own text ("Unexpected token } in JSON at position 9") means nothing to a shopper.
const NOT_JSON = "The request body is not valid JSON."

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
  if (!isShopPath(req.path)) {
    return medusaErrorHandler(err as any, req, res, next)
  }
  const { statusCode, body } = getHttpResponseFromError(err as any)
  if (statusCode >= 500) {
    req.scope?.resolve("logger")?.error(err as Error)
  }
  // Medusa answers every 409 with its idempotency text; ours say what conflicts.
  const ownConflict = err instanceof MedusaError && err.type === MedusaError.Types.CONFLICT
  const message =
    statusCode >= 500
      ? "Something went wrong on our side. Please try again."
      : (err as { type?: string })?.type === "entity.parse.failed"
        ? NOT_JSON
        : ownConflict
          ? err.message
          : String((body as { message?: string }).message || "Bad request")
  const fieldErrors = err instanceof LegacyValidationError ? err.fieldErrors : undefined
  res.status(statusCode).json(legacyErrorBody(message, fieldErrors))
}
