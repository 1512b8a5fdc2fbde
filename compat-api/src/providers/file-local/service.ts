import { LocalFileService } from "@medusajs/medusa/file-local"
import type { LocalFileServiceOptions } from "@medusajs/framework/types"
import { exportFileUrl, isExportFileKey } from "../../files/exports"

export type ShopLocalFileOptions = LocalFileServiceOptions & {
  /** Medusa's public URL: the base of the exports' download links (files/exports.ts). */
  exports_backend_url: string
}

/**
 * Medusa's local file provider, except for the link of a private CSV export: Medusa's points into
 * /static, where a private file never is (it would be public there), so an export's link in the
 * admin's notification feed was a 404. Here it points to the shop's exports route, which serves
 * the file to signed-in admins.
 */
export class ShopLocalFileService extends LocalFileService {
  static identifier = "localfs"

  constructor(cradle: Record<string, unknown>, options: ShopLocalFileOptions) {
    super(cradle, options)
    const self = this as unknown as { getUploadFileUrl: (key: string) => string }
    const medusaUrl = self.getUploadFileUrl
    self.getUploadFileUrl = (key: string) => (isExportFileKey(key) ? exportFileUrl(options.exports_backend_url, key) : medusaUrl(key))
  }
}
