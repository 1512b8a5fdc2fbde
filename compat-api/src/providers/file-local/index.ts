import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { ShopLocalFileService } from "./service"

/** The local file provider (no S3_BUCKET; see files/file-provider.ts) with Medusa's exports downloadable. */
export default ModuleProvider(Modules.FILE, { services: [ShopLocalFileService] })
