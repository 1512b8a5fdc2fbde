/**
 * Product metadata keys the shop's storefront reads (the spec's isNew, isPopular, cookTime shown as
 * Weight/Size, dietaryInfo shown as Additional Info). The seed and the /api layer use the same keys.
 */
export const SHOP_METADATA_KEYS = {
  isNew: "is_new",
  isPopular: "is_popular",
  weightSize: "weight_size",
  additionalInfo: "additional_info",
} as const
