import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LegacyValidationError } from "#shop/http/legacy-error"
import { exportProducts, planProductsImport } from "#shop/catalog/product-backup"
import { backupFileName } from "#shop/catalog/product-utilities"
import { parseFields } from "#shop/http/validate-body"
import { importProductsBackupWorkflow } from "#shop/workflows/catalog/import-products-backup"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"
import { BACKUP_ERRORS, ProductsBackup } from "./validators"

/**
 * GET /api/products-backup (admin): every product with all its shop fields (Khmer, price,
 * category handle, image URL, status) as a JSON download `products-backup-{yyyy-mm-dd}.json`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const now = new Date()
  const backup = await exportProducts(req.scope, now)
  res.setHeader("Content-Disposition", `attachment; filename="${backupFileName(now)}"`)
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.status(200).send(JSON.stringify(backup, null, 2))
}

/**
 * POST /api/products-backup (admin): imports that file (or its `products` list): products are
 * matched by handle and updated, the others created, as one change: when a part fails, nothing
 * of the import stays. 200 `{ success, message, created, updated, unchanged }`; 400 naming each
 * bad row (`products.{n}.{field}`), before anything is written.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  if (!req.is("application/json") || req.body === undefined || req.body === null || typeof req.body !== "object") {
    throw new LegacyValidationError([{ field: "body", message: BACKUP_ERRORS.notABackup }])
  }
  const body = req.body as { products?: unknown } | unknown[]
  const { products } = parseFields({ products: Array.isArray(body) ? body : body.products }, ProductsBackup)
  const { input, report } = await planProductsImport(req.scope, products)
  await runCatalogChange(req.scope, () => importProductsBackupWorkflow(req.scope).run({ input }))
  res.json({ success: true, ...report })
}
