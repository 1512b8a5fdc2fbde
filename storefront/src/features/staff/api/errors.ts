import { readErrorBody, type ErrorInfo } from "@shop/contract"
import { StaffApiError } from "@shop/staff"
import { HttpError } from "../../../lib/http"

/**
 * What the server said in a failed call (back-office API errors are `{ error, message, code }`,
 * docs/back-office-api.md): its stable `code`, the text (`error`), and params of a text with numbers;
 * from a plain-text body or any other error, only the text.
 */
export function serverError(error: unknown): ErrorInfo {
  if (error instanceof StaffApiError) return error.info
  if (error instanceof HttpError) {
    return readErrorBody(error.message.replace(/^\d{3}: /, ""))
  }
  return { code: null, text: error instanceof Error ? error.message : String(error), details: null, params: {} }
}

/**
 * The text a person should read for a failed call: the server's `error`, not the raw 'status: body'
 * of the HttpError; else the error's own message.
 */
export function serverReason(error: unknown): string {
  const said = serverError(error)
  return said.text ?? (error instanceof HttpError ? error.message.replace(/^\d{3}: /, "") : "")
}

/** fetch rejects (TypeError) when the server cannot be reached at all; HTTP errors are answers. */
export const isNetworkError = (error: unknown) => !(error instanceof HttpError || error instanceof StaffApiError)
