/** POST /api/products-backup: the backup's schema and texts are the contract's (@shop/contract). */
export { BACKUP_ERRORS, MAX_IMPORT_PRODUCTS, ProductsBackup, type BackupProductType } from "@shop/contract"
