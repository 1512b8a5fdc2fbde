import { HttpError } from "../../../lib/http"

/**
 * The text a person should read for a failed call: the server's `error` (back-office API errors are
 * `{ error, message }`), not the raw 'status: body' of the HttpError; else the error's own message.
 */
export function serverReason(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.message.replace(/^\d{3}: /, "")
    try {
      const parsed = JSON.parse(body) as { error?: unknown; message?: unknown }
      const text = parsed.error ?? parsed.message
      if (typeof text === "string" && text) return text
    } catch {
      // a plain-text body is the reason itself
    }
    return body
  }
  return error instanceof Error ? error.message : String(error)
}

/** fetch rejects (TypeError) when the server cannot be reached at all; HTTP errors are answers. */
export const isNetworkError = (error: unknown) => !(error instanceof HttpError)
