/**
 * Product metadata keys the shop's storefront reads (the spec's isNew, isPopular). The seed and the
 * /api layer use the same keys.
 */
export const SHOP_METADATA_KEYS = {
  isNew: "is_new",
  isPopular: "is_popular",
} as const

/**
 * The product's own fields that hold the spec's cookTime (shown as Weight/Size) and dietaryInfo
 * (shown as Additional Info): fields Medusa's Translation module translates, so their Khmer is the
 * product's km-KH translation like the Khmer name.
 */
export const SHOP_PRODUCT_FIELDS = {
  weightSize: "subtitle",
  additionalInfo: "material",
} as const
