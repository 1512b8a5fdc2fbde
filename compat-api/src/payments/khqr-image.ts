import { KHQR, CURRENCY, TAG } from "ts-khqr"
import QRCode from "qrcode"
import jpeg from "jpeg-js"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * ABA / Bakong KHQR, made and drawn on this server: no third-party service sees the amount or the
 * order reference. The shopper scans it with ABA Mobile (or any KHQR banking app). With an order it
 * is dynamic (amount, reference, expiry); without one it is the shop's static code, for which the
 * shopper types the amount in the banking app.
 */
export type KhqrAccount = {
  /** Bakong account id, e.g. "cambodianheritage@aclb" (ABA_ACCOUNT_ID). */
  accountId: string
  /** Shown in the banking app; KHQR allows 25 characters (ABA_MERCHANT_NAME). */
  merchantName: string
  /** ABA_MERCHANT_CITY, default Phnom Penh. */
  merchantCity: string
}

/** A dynamic KHQR's order; null asks for the static KHQR of the account. */
export type KhqrRequest = { amount: number; reference: string } | null

/** How long a dynamic KHQR stays payable. */
export const KHQR_LIFETIME_MS = 30 * 60 * 1000
/** Pixels per side of the JPEG: the storefront shows it at 200 px, so 2x for sharp screens. */
export const QR_TARGET_PX = 400
const QUIET_ZONE_MODULES = 4

export function abaAccountFromEnv(env: NodeJS.ProcessEnv = process.env): KhqrAccount {
  return {
    accountId: env.ABA_ACCOUNT_ID || "cambodianheritage@aclb",
    merchantName: (env.ABA_MERCHANT_NAME || "Cambodian Heritage").slice(0, 25),
    merchantCity: (env.ABA_MERCHANT_CITY || "Phnom Penh").slice(0, 15),
  }
}

/**
 * The KHQR string (EMV payload with CRC) in US dollars: for `amount` and the order reference
 * (point of initiation "12", dynamic, expiring), or, for a null request, the static code (point of
 * initiation "11", no amount, no expiry).
 */
export function buildKhqrPayload(account: KhqrAccount, req: KhqrRequest, now = Date.now()): { qr: string; md5: string } {
  const result = KHQR.generate({
    tag: TAG.INDIVIDUAL,
    accountID: account.accountId,
    merchantName: account.merchantName,
    merchantCity: account.merchantCity,
    currency: CURRENCY.USD,
    // ts-khqr makes the code static exactly when there is no amount.
    ...(req ? { amount: req.amount, expirationTimestamp: now + KHQR_LIFETIME_MS, additionalData: { billNumber: req.reference } } : {}),
  })
  if (result.status.code !== 0 || !result.data) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `Could not build the KHQR payload: ${result.status.message ?? "unknown error"}`
    )
  }
  return result.data
}

/** `text` as a QR code (error correction M, 4-module quiet zone) in a JPEG, black on white. */
export function renderQrJpeg(text: string, targetPx = QR_TARGET_PX, quality = 92): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" })
  const size = qr.modules.size
  const total = size + 2 * QUIET_ZONE_MODULES
  const scale = Math.max(4, Math.floor(targetPx / total))
  const px = total * scale
  const rgba = Buffer.alloc(px * px * 4, 0xff)
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!qr.modules.get(r, c)) continue
      const y0 = (r + QUIET_ZONE_MODULES) * scale
      const x0 = (c + QUIET_ZONE_MODULES) * scale
      for (let y = y0; y < y0 + scale; y++) {
        for (let x = x0; x < x0 + scale; x++) {
          const i = (y * px + x) * 4
          rgba[i] = rgba[i + 1] = rgba[i + 2] = 0
        }
      }
    }
  }
  return jpeg.encode({ data: rgba, width: px, height: px }, quality).data
}

/** What GET /api/aba-qr-code answers: a data URL of the JPEG, ready for <img src>. */
export function abaQrCodeDataUrl(account: KhqrAccount, req: KhqrRequest, now = Date.now()) {
  const { qr, md5 } = buildKhqrPayload(account, req, now)
  const jpegBytes = renderQrJpeg(qr)
  return { qrCode: `data:image/jpeg;base64,${jpegBytes.toString("base64")}`, payload: qr, md5 }
}
