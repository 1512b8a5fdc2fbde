import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "./image-type"
import { LegacyValidationError } from "../http/legacy-error"

/**
 * Form uploads of the back office's product calls (POST /api/upload-product, PUT
 * /api/upload-product/{id}): multer with memory storage, as Medusa's own /admin/uploads, since the
 * file goes to the file module as bytes. One file, field `image`, at most 5 MB; multer's own
 * errors become 400s in the legacy shape instead of 500s.
 */
export const NOT_MULTIPART = IMAGE_ERRORS.notMultipart
export const UPLOAD_UNREADABLE = IMAGE_ERRORS.unreadable
export const UNEXPECTED_FILE = IMAGE_ERRORS.unexpectedFile

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 50 },
}).single("image")

const PARSED = Symbol.for("compat-api.product-image-upload")

type UploadRequest = MedusaRequest & {
  file?: { buffer: Buffer; size: number; originalname: string; mimetype: string }
  [PARSED]?: boolean
}

/** multer's error as the 400 a person understands. */
export function uploadError(err: unknown): Error {
  const code = (err as { code?: string })?.code
  if (code === "LIMIT_FILE_SIZE") {
    return new LegacyValidationError([{ field: "image", message: IMAGE_ERRORS.tooLarge }])
  }
  if (code === "LIMIT_UNEXPECTED_FILE" || code === "LIMIT_FILE_COUNT") {
    return new LegacyValidationError([{ field: "image", message: UNEXPECTED_FILE }])
  }
  return new LegacyValidationError([{ field: "body", message: UPLOAD_UNREADABLE }])
}

/**
 * The middleware: parses a multipart body once (the route calls it again when the middleware is
 * not registered, which is then a no-op or the first parse). Other content types pass untouched.
 */
export function productImageUpload(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const r = req as UploadRequest
  if (r[PARSED] || !req.is("multipart/form-data")) {
    return next()
  }
  r[PARSED] = true
  upload(req as any, res as any, (err?: unknown) => next(err ? uploadError(err) : undefined))
}

export type ProductUpload = {
  fields: Record<string, unknown>
  image: Buffer | null
}

/** The text fields and the image of a product form upload; a 400 for any other body. */
export async function readProductUpload(req: MedusaRequest, res: MedusaResponse): Promise<ProductUpload> {
  if (!req.is("multipart/form-data")) {
    throw new LegacyValidationError([{ field: "body", message: NOT_MULTIPART }])
  }
  await new Promise<void>((resolve, reject) =>
    productImageUpload(req, res, (err?: unknown) => (err ? reject(err) : resolve()))
  )
  const r = req as UploadRequest
  const body = r.body && typeof r.body === "object" ? { ...(r.body as Record<string, unknown>) } : {}
  return { fields: body, image: r.file?.buffer ?? null }
}
