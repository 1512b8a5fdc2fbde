/** Encodes 8-bit RGB (3 channels) or RGBA (4) pixels, row after row, into a PNG file's bytes. */
export function encodePng(width: number, height: number, pixels: Buffer, channels?: 3 | 4, level?: number): Buffer
/** A solid-colour RGB PNG, `width` × `height`. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer
