import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LegacyValidationError } from "#shop/http/legacy-error"
import { abaAccountFromEnv, abaQrCodeDataUrl } from "#shop/payments/khqr-image"
import { ApiGetAbaQrCode } from "./validators"

/**
 * GET /api/aba-qr-code: `{ qrCode }`, a data URL of a JPEG (base64) holding the shop's static KHQR
 * in USD (the spec's call, without parameters: the shopper types the amount in the banking app).
 * `?amount=12.50&reference=ORDER-123456`: a dynamic KHQR for that amount with the order reference
 * as bill number. Made and drawn here: no third party sees the order. Account from ABA_ACCOUNT_ID,
 * ABA_MERCHANT_NAME, ABA_MERCHANT_CITY. Bad parameters, or only one of the two: 400.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const parsed = ApiGetAbaQrCode.safeParse(req.query ?? {})
  if (!parsed.success) {
    const seen = new Set<string>()
    const errors = parsed.error.issues
      .map((i) => ({ field: i.path.map(String).join(".") || "query", message: i.message }))
      .filter((e) => !seen.has(e.field) && seen.add(e.field))
    throw new LegacyValidationError(errors)
  }
  const { qrCode } = abaQrCodeDataUrl(abaAccountFromEnv(), parsed.data)
  res.setHeader("Cache-Control", "no-store")
  res.json({ qrCode })
}
