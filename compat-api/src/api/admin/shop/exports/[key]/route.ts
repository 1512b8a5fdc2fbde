import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { isExportFileKey } from "#shop/files/exports"

/**
 * GET /admin/shop/exports/{key}: a CSV file of Medusa's own exports (orders, products), the link of
 * its "export completed" notification in the admin's feed, as a download for a signed-in admin.
 * 404 for any other key (labels and other private files are not served here) or a missing file.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const key = String(req.params.key ?? "")
  const missing = () => new MedusaError(MedusaError.Types.NOT_FOUND, "There is no export with this name.")
  if (!isExportFileKey(key)) throw missing()
  let body: Buffer
  try {
    body = await req.scope.resolve(Modules.FILE).getAsBuffer(key)
  } catch (e) {
    if ((e as { code?: string }).code === "ENOENT" || (e as { type?: string }).type === MedusaError.Types.NOT_FOUND) throw missing()
    throw e
  }
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Length", String(body.length))
  res.setHeader("Content-Disposition", `attachment; filename="${key.replace(/^private-\d+-/, "")}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.end(body)
}
