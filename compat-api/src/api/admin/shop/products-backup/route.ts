/** GET /admin/shop/products-backup: the Download Backup file, the very handler of GET /api/products-backup. */
export { GET } from "#shop/api/api/products-backup/route"
