// The storefront server's security headers and time limits. The header list is @shop/contract's
// (the same one Medusa's answers get from compat-api, and nginx.conf repeats: a test compares them).
import { originOf, SECURITY_HEADERS, securityHeaders as shopHeaders, STRICT_TRANSPORT_SECURITY } from "@shop/contract"

export { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY }

/**
 * How long a client may take: to send its request headers (`headersMs`), its whole request with
 * the body (`requestMs`: a 10 MB product image over a slow line), and between two requests on a
 * kept-alive connection (`keepAliveMs`); `checkEveryMs` how often Node looks; `lingerMs` how long a
 * refused client's socket is kept for the answer to be read before it is destroyed.
 */
export const TIMEOUTS = Object.freeze({ headersMs: 20_000, requestMs: 120_000, keepAliveMs: 5_000, checkEveryMs: 5_000, lingerMs: 2_000 })

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"])

/**
 * The headers of one answer: SECURITY_HEADERS, plus HSTS when the shop is reached over HTTPS (an
 * https public URL, its own TLS, or X-Forwarded-Proto https from a proxy on `trustedProxies`:
 * addresses, or "loopback"). `imageUrls`: where pictures may also come from over http (S3_FILE_URL;
 * https addresses are allowed anyway). Returns a function of the request giving [name, value] pairs.
 */
export function securityHeaders({ publicUrl, trustedProxies = [], imageUrls = [] } = {}) {
  const base = Object.entries(shopHeaders({ imageOrigins: imageUrls.map(originOf).filter(Boolean) }))
  const withHsts = [...base, ["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY]]
  const httpsPublicUrl = String(publicUrl ?? "").startsWith("https://")
  const trusts = (address) =>
    Boolean(address) && (trustedProxies.includes(address) || (trustedProxies.includes("loopback") && LOOPBACK.has(address)))
  return (req) => {
    if (httpsPublicUrl || req.socket?.encrypted) {
      return withHsts
    }
    const proto = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim().toLowerCase()
    return proto === "https" && trusts(req.socket?.remoteAddress) ? withHsts : base
  }
}
