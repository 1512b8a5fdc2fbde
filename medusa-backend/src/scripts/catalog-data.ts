import catalog from "./catalog.json"

/**
 * The shop's starting catalog: traditional Cambodian goods, in English and Khmer. The data is in
 * catalog.json, one category or product a line (products in the order of their categories).
 * Prices are USD (major units). `size` is shown as Weight/Size, `info` as Additional Info.
 */
export type Motif =
  | "jar"
  | "bottle"
  | "bag"
  | "box"
  | "fish"
  | "can"
  | "scarf"
  | "tube"
  | "bowl"
  | "basket"
  | "block"
  | "cup"

export type SeedCategory = {
  handle: string
  name: string
  nameKm: string
  parent?: string
  description: string
  descriptionKm: string
}

export type SeedProduct = {
  handle: string
  category: string
  title: string
  titleKm: string
  description: string
  descriptionKm: string
  price: number
  size: string
  /** `size` in Khmer (metric), the km-KH translation of the Weight/Size */
  sizeKm: string
  info: string
  /** `info` in Khmer, the km-KH translation of the Additional Info */
  infoKm: string
  isNew?: boolean
  isPopular?: boolean
  /** weight in grams, for shipping */
  grams: number
  motif: Motif
  /** two colours for the generated illustration */
  colors: [string, string]
}

export const TOP_CATEGORIES: SeedCategory[] = catalog.topCategories
export const STORE_CATEGORIES: SeedCategory[] = catalog.storeCategories
export const PRODUCTS = catalog.products as SeedProduct[]
