import { errorCodeOfStatus, errorCodeOfText } from "@shop/contract"

/** A JSON answer. */
export const json = (data: unknown, status = 200, headers?: HeadersInit) => Response.json(data, { status, headers })

/** Medusa's error answer (`{ type, message, code }`), as its error handler sends a MedusaError. */
export const medusaError = (status: number, message: string, type = status === 404 ? "not_found" : "conflict") =>
  json({ type, message, code: errorCodeOfText(message) ?? errorCodeOfStatus(status) }, status)

/** The shop's legacy error answer (`{ error, message, code }`), as the /api and /admin/shop routes send one. */
export const legacyError = (status: number, text: string) => json({ error: text, message: text, code: errorCodeOfText(text) ?? errorCodeOfStatus(status) }, status)

/** A failure with more fields (`success: false`, `details`), with the code the server gives its text. */
export const failure = (status: number, body: { error: string; [key: string]: unknown }) =>
  json({ message: body.error, ...body, code: errorCodeOfText(body.error) ?? errorCodeOfStatus(status) }, status)

/** A shipping call's failure (`{ success: false, error, message, code, details? }`). */
export const shippingError = (status: number, error: string, details?: string) => failure(status, { success: false, error, ...(details ? { details } : {}) })
