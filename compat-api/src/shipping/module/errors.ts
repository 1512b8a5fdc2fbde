import { MedusaError } from "@medusajs/framework/utils"

/** Bad shipping input (unknown package, weight over the limit, …): a 400 with this message. */
export class ShippingInputError extends MedusaError {
  constructor(message: string) {
    super(MedusaError.Types.INVALID_DATA, message)
  }
}

export type UpstreamKind = "error" | "timeout" | "auth" | "unreachable" | "invalid_answer"

/**
 * Shippo failed, timed out, refused the key or answered something unreadable. `details` is
 * Shippo's own words (or what happened on the wire); the /api layer shows the spec's text with
 * them, as HTTP 502 (504 for a timeout). The fields are own properties on purpose: Medusa's
 * workflow engine serializes a step's error to a plain object, and these must survive that.
 */
export class ShippingUpstreamError extends Error {
  readonly shippingStatus: 502 | 504
  readonly details: string
  readonly kind: UpstreamKind

  constructor(kind: UpstreamKind, details: string) {
    super(`Shippo: ${details}`)
    this.name = "ShippingUpstreamError"
    this.kind = kind
    this.details = details
    this.shippingStatus = kind === "timeout" ? 504 : 502
  }
}

export function isUpstreamError(e: unknown): e is { shippingStatus: 502 | 504; details: string; kind: UpstreamKind; message: string } {
  const s = (e as { shippingStatus?: unknown } | null)?.shippingStatus
  return s === 502 || s === 504
}
