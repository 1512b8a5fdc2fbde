import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shippingFailureOf, SHIPPING_TEXTS } from "../../../../../shipping/failures"
import { labelFileOf } from "../../../../../shipping/labels"

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47])

/**
 * GET /api/shipping/labels/{orderId} (admin): the order's label file as a same-origin download
 * `shipping-label-order-{id}.png`, for Download and Print (from Medusa's file module, or fetched
 * from Shippo's URL).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  let file: { filename: string; body: Buffer }
  try {
    file = await labelFileOf(req.scope, req.params.orderId)
  } catch (e) {
    const failure = shippingFailureOf(e, SHIPPING_TEXTS.labelFailed)
    if (!failure) throw e
    res.status(failure.status).json(failure.body())
    return
  }
  const type = file.body.subarray(0, 4).equals(PNG) ? "image/png" : file.body.subarray(0, 4).toString("latin1") === "%PDF" ? "application/pdf" : "application/octet-stream"
  res.setHeader("Content-Type", type)
  res.setHeader("Content-Length", String(file.body.length))
  res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.end(file.body)
}
