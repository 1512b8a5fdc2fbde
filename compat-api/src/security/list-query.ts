import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/** The largest page Medusa's store API gives (a larger `limit` is lowered to it; `count` still tells the total). */
export const STORE_MAX_LIMIT = 200

const NON_NEGATIVE_INTEGER = /^\d{1,9}$/

/**
 * `limit` and `offset` of Medusa's list calls: a negative or non-numeric value is refused with 400
 * in Medusa's shape (Medusa itself answers `limit=-1` with a 500), and on /store, open to anyone,
 * `limit` is capped at STORE_MAX_LIMIT. Staff lists (/admin) keep any limit: the dashboard asks
 * for up to 9999 rows.
 */
export function boundListQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.query as Record<string, unknown>
  for (const name of ["limit", "offset"]) {
    const value = query[name]
    if (value === undefined) {
      continue
    }
    if (typeof value !== "string" || !NON_NEGATIVE_INTEGER.test(value)) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `'${name}' must be a whole number of 0 or more.`))
    }
  }
  const isStore = (req.baseUrl + req.path).startsWith("/store") || req.originalUrl?.startsWith("/store")
  if (isStore && query.limit !== undefined && Number(query.limit) > STORE_MAX_LIMIT) {
    query.limit = String(STORE_MAX_LIMIT)
  }
  next()
}
