import type { AdminMenuItem } from "@shop/contract"

/**
 * The product form's values, once for both back offices: the storefront's product form (every
 * field) and the shop's fields of a product in Medusa's admin (New, Popular, Weight/Size,
 * Additional Info and the Khmer texts). From a product to the form and back.
 */

/** The shop's own fields of a product: the storefront's flags and texts and their Khmer. */
export type ShopFieldValues = {
  isNew: boolean
  isPopular: boolean
  cookTime: string
  dietaryInfo: string
  nameKm: string
  descriptionKm: string
  cookTimeKm: string
  dietaryInfoKm: string
}

/** The Khmer texts (saved as Medusa translations, km-KH). */
export const KHMER_KEYS = ["nameKm", "descriptionKm", "cookTimeKm", "dietaryInfoKm"] as const

export const EMPTY_SHOP_FIELDS: ShopFieldValues = {
  isNew: false,
  isPopular: false,
  cookTime: "",
  dietaryInfo: "",
  nameKm: "",
  descriptionKm: "",
  cookTimeKm: "",
  dietaryInfoKm: "",
}

type ProductLike = Partial<Pick<AdminMenuItem, keyof ShopFieldValues>>

/** A product's shop fields as the form edits them (a missing text is empty). */
export const shopFieldValues = (p: ProductLike): ShopFieldValues => ({
  isNew: Boolean(p.isNew),
  isPopular: Boolean(p.isPopular),
  cookTime: p.cookTime ?? "",
  dietaryInfo: p.dietaryInfo ?? "",
  nameKm: p.nameKm ?? "",
  descriptionKm: p.descriptionKm ?? "",
  cookTimeKm: p.cookTimeKm ?? "",
  dietaryInfoKm: p.dietaryInfoKm ?? "",
})

/** Only what changed is sent: an absent field stays as it is on the server; an empty text clears it. */
export function changedFields<F extends object>(before: F, after: F): Partial<F> {
  const out: Partial<F> = {}
  for (const key of Object.keys(after) as (keyof F)[]) {
    if (after[key] !== before[key]) out[key] = after[key]
  }
  return out
}

/** A price as staff may type it once `$` and spaces are gone: 12, 12.5, 12.99, .99. */
const PRICE = /^(\d+(\.\d{1,2})?|\.\d{1,2})$/

/**
 * Spec point 5: the price is free text and dollar signs are removed automatically. Returns the text to
 * send ("$ 12.99" gives "12.99"), or null when what is left is not an amount above 0.
 */
export function cleanPrice(text: string): string | null {
  const cleaned = text.replace(/[$\s]/g, "")
  return PRICE.test(cleaned) && Number(cleaned) > 0 ? cleaned : null
}

/** The whole product form's texts and flags (the image aside: each app holds its own file input). */
export type ProductFormValues = ShopFieldValues & { name: string; description: string; price: string; categoryId: string }

/** What the upload (multipart) and the update (JSON) both send. */
export type ProductFields = Omit<ProductFormValues, (typeof KHMER_KEYS)[number]> & Partial<Pick<ShopFieldValues, (typeof KHMER_KEYS)[number]>>

/** The add form's starting values. */
export const emptyProductForm = (categoryId = ""): ProductFormValues => ({ name: "", description: "", price: "", categoryId, ...EMPTY_SHOP_FIELDS })

/** The edit form's starting values. */
export const productFormValues = (item: AdminMenuItem): ProductFormValues => ({
  name: item.name ?? "",
  description: item.description ?? "",
  price: typeof item.price === "number" ? item.price.toFixed(2) : String(item.price ?? ""),
  categoryId: item.categoryId ?? "",
  ...shopFieldValues(item),
})

/**
 * The fields to send from valid form values. `known` is the product being edited: when its answer did
 * not carry a Khmer field and the form left it empty, the field is not sent, so an edit never wipes a
 * Khmer text that staff could not see.
 */
export function productFields(values: ProductFormValues, known?: AdminMenuItem): ProductFields {
  const fields: ProductFields = {
    name: values.name,
    description: values.description,
    price: cleanPrice(values.price) ?? values.price,
    categoryId: values.categoryId,
    isNew: values.isNew,
    isPopular: values.isPopular,
    cookTime: values.cookTime,
    dietaryInfo: values.dietaryInfo,
    nameKm: values.nameKm,
    descriptionKm: values.descriptionKm,
    cookTimeKm: values.cookTimeKm,
    dietaryInfoKm: values.dietaryInfoKm,
  }
  if (known) {
    for (const key of KHMER_KEYS) {
      if (known[key] === undefined && !values[key]) delete fields[key]
    }
  }
  return fields
}
