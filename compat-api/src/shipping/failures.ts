import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { SHIPPING_ERRORS } from "@shop/contract"
import { LegacyValidationError } from "../http/legacy-error"

/** Spec point 8: the shipping calls' failures (the contract's texts; their codes are added on the way out). */
export const SHIPPING_TEXTS = SHIPPING_ERRORS

/**
 * A failure the shipping calls answer in the contract's shape: `{ success: false, error, details? }`.
 * Its fields are own properties and it has its own name, so it survives Medusa's workflow engine,
 * which hands a step's error to the caller as a plain object.
 */
export class ShippingFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly details?: string,
    readonly extra: Record<string, unknown> = {}
  ) {
    super(error)
    this.name = "ShippingFailure"
  }

  body() {
    return { success: false, error: this.error, message: this.error, ...(this.details ? { details: this.details } : {}), ...this.extra }
  }
}

const STATUS_OF_TYPE: Record<string, number> = {
  invalid_data: 400,
  invalid_argument: 400,
  not_allowed: 400,
  not_found: 404,
  conflict: 409,
  duplicate_error: 409,
}

type ErrorLike = {
  name?: string
  status?: unknown
  error?: unknown
  extra?: Record<string, unknown>
  shippingStatus?: number
  details?: string
  type?: string
  message?: string
}

/**
 * Any error of a shipping call as the contract's failure: ours (also once serialized by a
 * workflow); Shippo's (own `shippingStatus` 502/504 and `details`) → the spec's text with Shippo's
 * words; our input and state errors → their message with 400/404/409. Null for anything else (the
 * legacy handler answers 500 without details).
 */
export function shippingFailureOf(e: unknown, text: string): ShippingFailure | null {
  if (e instanceof ShippingFailure) return e
  if (e instanceof LegacyValidationError) {
    return new ShippingFailure(400, e.message, undefined, { errors: e.fieldErrors })
  }
  const err = e as ErrorLike | null
  if (err?.name === "ShippingFailure" && typeof err.status === "number" && typeof err.error === "string") {
    return new ShippingFailure(err.status, err.error, err.details, err.extra ?? {})
  }
  if (err && (err.shippingStatus === 502 || err.shippingStatus === 504)) {
    return new ShippingFailure(err.shippingStatus, text, err.details ?? err.message)
  }
  const status = err?.type ? STATUS_OF_TYPE[err.type] : undefined
  if (status && err?.message) {
    return new ShippingFailure(status, err.message)
  }
  return null
}

/**
 * Runs a shipping call and answers its result, or its failure in the contract's shape (HTTP 502,
 * 504 for Shippo's; never a bare 500 for a Shippo problem). Unexpected errors go to the legacy handler.
 */
export async function answerShipping(res: MedusaResponse, failureText: string, run: () => Promise<unknown>) {
  let result: unknown
  try {
    result = await run()
  } catch (e) {
    const failure = shippingFailureOf(e, failureText)
    if (!failure) throw e
    res.status(failure.status).json(failure.body())
    return
  }
  res.json(result)
}

/**
 * The Ship button's failure: a missing order stays a 404, an unverified (or card sandbox) payment its own 409; Medusa refusing the shipment (or anything
 * else of the ship workflow) is a 409 `Failed to update order status: …` with Medusa's words.
 */
export function shipmentFailure(e: unknown): unknown {
  const err = e as { type?: string; message?: string } | null
  if (err?.type === MedusaError.Types.NOT_FOUND) return e
  for (const own of [SHIPPING_TEXTS.paymentNotVerified, SHIPPING_TEXTS.sandboxPayment]) {
    if (err?.message === own) return new MedusaError(MedusaError.Types.CONFLICT, own)
  }
  return new MedusaError(MedusaError.Types.CONFLICT, `${SHIPPING_TEXTS.statusFailed}: Medusa could not mark the shipment: ${err?.message ?? String(e)}`)
}
