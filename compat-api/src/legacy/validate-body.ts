import type { MedusaRequest } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { LegacyValidationError, type LegacyFieldError } from "./legacy-error"

export const NOT_A_JSON_OBJECT = "Please send the request body as a JSON object."

/**
 * The JSON object body of `req` checked against `schema`, or a LegacyValidationError with the
 * first problem of each field. Only `application/json` is accepted: a plain HTML form or a
 * `text/plain` post (which browsers send cross-origin without a CORS preflight) is refused.
 */
export function parseJsonBody<S extends z.ZodType>(
  req: Pick<MedusaRequest, "body" | "is">,
  schema: S
): z.output<S> {
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
export function parseFields<S extends z.ZodType>(input: unknown, schema: S): z.output<S> {
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
