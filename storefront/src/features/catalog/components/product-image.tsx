import type { ImgHTMLAttributes } from "react"

export const PLACEHOLDER_IMAGE = "/images/placeholder.png"

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> & {
  src: string | null | undefined
  /** The product's name in the page's language. */
  alt: string
}

/** A product picture that falls back to the placeholder when it is missing or fails to load (spec point 8). */
export function ProductImage({ src, alt, ...props }: Props) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      decoding="async"
      width={600}
      height={600}
      {...props}
      onError={(e) => {
        const img = e.currentTarget
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) {
          img.src = PLACEHOLDER_IMAGE
        }
      }}
    />
  )
}
