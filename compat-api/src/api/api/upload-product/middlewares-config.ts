import type { MiddlewareRoute } from "@medusajs/framework/http"
import { productImageUpload } from "#shop/catalog/product-image-upload"

/**
 * Route configs of the back office's product calls, for `defineMiddlewares({ routes })` in
 * src/api/middlewares.ts (spread them in, after the admin access check of these paths):
 * - the two form uploads skip Medusa's JSON/text/urlencoded body parsers (`bodyParser: false`)
 *   and are parsed by multer (memory storage, one `image` of at most 5 MB);
 * - the backup import takes a JSON body larger than the parsers' default 100 KB.
 * The routes also parse the upload themselves when this config is missing, so they never depend
 * on it for correctness; it keeps the body parsers away from multipart streams and sets the order.
 */
export const productAdminRoutes: MiddlewareRoute[] = [
  {
    matcher: "/api/upload-product",
    methods: ["POST"],
    bodyParser: false,
    middlewares: [productImageUpload],
  },
  {
    matcher: "/api/upload-product/:id",
    methods: ["PUT"],
    bodyParser: false,
    middlewares: [productImageUpload],
  },
  {
    matcher: "/api/products-backup",
    methods: ["POST"],
    bodyParser: { sizeLimit: "20mb" },
  },
]
