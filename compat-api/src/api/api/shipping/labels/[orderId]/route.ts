import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { labelFilename, labelFileType } from "#shop/shipping/shipping-mapper"
import { shippingFailureOf, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { labelFileOf } from "#shop/shipping/labels"

/**
 * GET /api/shipping/labels/{orderId} (admin): the order's label file as a same-origin download,
 * `shipping-label-order-{id}.pdf` (the sandbox's PDF) or `.png` (Shippo's PNG), for Download and
 * Print (from Medusa's file module, or fetched from Shippo's URL). With `?inline=…` (the label_url
 * of labels stored by the shop) the browser shows it instead.
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
  const type = labelFileType(file.body)
  // labelFileOf found the order by this number, so it is the order's display id.
  const filename = type ? labelFilename(Number(req.params.orderId), type.extension) : file.filename
  res.setHeader("Content-Type", type?.contentType ?? "application/octet-stream")
  res.setHeader("Content-Length", String(file.body.length))
  // `?inline=…` (the order's label_url, for Open/View): shown in the tab; else saved as a file.
  res.setHeader("Content-Disposition", `${req.query.inline !== undefined ? "inline" : "attachment"}; filename="${filename}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.end(file.body)
}
