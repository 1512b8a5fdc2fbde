import type { MedusaRequest } from "@medusajs/framework/http"
import { REQUEST_ERRORS } from "@shop/contract"
import { LegacyValidationError, type LegacyFieldError } from "./legacy-error"

export const NOT_A_JSON_OBJECT = REQUEST_ERRORS.notJsonObject

/**
 * A zod schema as parsing needs it: @shop/contract's schemas (its own zod) and Medusa's
 * (@medusajs/framework/zod) both fit, whichever zod 4 release each was made with.
 */
export type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
}

/**
 * The JSON object body of `req` checked against `schema`, or a LegacyValidationError with the
 * first problem of each field. Only `application/json` is accepted: a plain HTML form or a
 * `text/plain` post (which browsers send cross-origin without a CORS preflight) is refused.
 */
export function parseJsonBody<T>(req: Pick<MedusaRequest, "body" | "is">, schema: Schema<T>): T {
  const body: unknown = req.body
  if (!req.is("application/json") || !body || typeof body !== "object" || Array.isArray(body)) {
    throw new LegacyValidationError([{ field: "body", message: NOT_A_JSON_OBJECT }])
  }
  return parseFields(body, schema)
}

/**
 * `input` (a JSON body or the text fields of a form upload) checked against `schema`, or a
 * LegacyValidationError with the first problem of each field.
 */
export function parseFields<T>(input: unknown, schema: Schema<T>): T {
  const result = schema.safeParse(input)
  if (result.success) {
    return result.data
  }
  const byField = new Map<string, LegacyFieldError>()
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "body"
    if (!byField.has(field)) {
      byField.set(field, { field, message: issue.message })
    }
  }
  throw new LegacyValidationError([...byField.values()])
}
