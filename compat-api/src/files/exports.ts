/**
 * Medusa's own exports (Orders → Export, Products → Export in its admin) are CSV files its
 * workflows write to the file module as private files and link from the admin's notification feed.
 * On the local disk private files sit in a folder nothing serves (file-provider.ts), so the local
 * provider links them to GET /admin/shop/exports/{key}, which hands them to signed-in shop admins
 * only. With S3 the link is S3's own presigned URL.
 */

/** Where the shop serves Medusa's exports (an admin route: Medusa signs the caller in first). */
export const EXPORTS_PATH = "/admin/shop/exports"

/**
 * A file key the exports route serves: a private CSV file of the local provider
 * (`private-<time>-<time>-order-exports.csv`), one name, no folder. Labels (PDF, PNG) and
 * anything else private stay unserved.
 */
export function isExportFileKey(key: string): boolean {
  return /^private-\d+-[A-Za-z0-9_.-]+\.csv$/.test(key) && !key.includes("..")
}

/** The download URL of an export on the local disk: `{backend}/admin/shop/exports/{key}`. */
export function exportFileUrl(backendUrl: string, key: string): string {
  return `${backendUrl.replace(/\/+$/, "")}${EXPORTS_PATH}/${encodeURIComponent(key)}`
}
