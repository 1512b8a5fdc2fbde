import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { errorHandler, getHttpResponseFromError } from "@medusajs/framework/http"

/**
 * The legacy clients read `error` (and some read `message`) from a failed /api call. Medusa's own
 * prefixes keep Medusa's error handler untouched.
 */
export function legacyErrorBody(message: string) {
  return { error: message, message }
}

const medusaErrorHandler = errorHandler()

export function compatErrorHandler(
  err: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  if (!req.path.startsWith("/api/") && req.path !== "/api") {
    return medusaErrorHandler(err as any, req, res, next)
  }
  const { statusCode, body } = getHttpResponseFromError(err as any)
  if (statusCode >= 500) {
    req.scope?.resolve("logger")?.error(err as Error)
  }
  const message =
    statusCode >= 500
      ? "Something went wrong on our side. Please try again."
      : String((body as { message?: string }).message || "Bad request")
  res.status(statusCode).json(legacyErrorBody(message))
}
