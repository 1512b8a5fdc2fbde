/** Product images: what the back office accepts, checked by the file's content (spec point 5). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** The image texts are the contract's (each with its stable code). */
export { IMAGE_ERRORS } from "@shop/contract"

export type ImageType = { mimeType: string; extension: string }

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * The image type of `bytes` from its magic numbers, or null. The file name and the content type
 * the browser sent are not trusted: a text file renamed `.png` is not an image.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { mimeType: "image/jpeg", extension: "jpg" }
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: "image/png", extension: "png" }
  }
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) {
    return { mimeType: "image/gif", extension: "gif" }
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mimeType: "image/webp", extension: "webp" }
  }
  return null
}
