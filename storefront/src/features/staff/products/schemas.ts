import { z } from "zod/mini"
import type { AdminMenuItem, ProductFields } from "./api/products"

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

const required = (key: ProductErrorKey) => z.string().check(z.trim(), z.minLength(1, key))

/**
 * The product form's rules (spec point 5); messages are i18n keys of the "products" namespace whose
 * English text is the spec's. The edit form takes an optional image, the add form requires one.
 */
export const productSchema = z.object({
  image: z.custom<File | null>((v) => v === null || v instanceof File),
  name: required("form.errors.name"),
  description: required("form.errors.description"),
  price: z.string().check(
    z.trim(),
    z.minLength(1, { error: "form.errors.priceRequired", abort: true }),
    z.refine((v) => cleanPrice(v) !== null, "form.errors.price")
  ),
  categoryId: required("form.errors.category"),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  cookTime: z.string().check(z.trim()),
  dietaryInfo: z.string().check(z.trim()),
  nameKm: z.string().check(z.trim()),
  descriptionKm: z.string().check(z.trim()),
  cookTimeKm: z.string().check(z.trim()),
  dietaryInfoKm: z.string().check(z.trim()),
})

export const newProductSchema = z.extend(productSchema, {
  image: z.custom<File | null>((v) => v instanceof File, "form.errors.image"),
})

export type ProductValues = z.infer<typeof productSchema>

export type ProductErrorKey = `form.errors.${"image" | "name" | "description" | "priceRequired" | "price" | "category"}`

const KHMER_KEYS = ["nameKm", "descriptionKm", "cookTimeKm", "dietaryInfoKm"] as const

export const emptyProduct = (categoryId = ""): ProductValues => ({
  image: null,
  name: "",
  description: "",
  price: "",
  categoryId,
  isNew: false,
  isPopular: false,
  cookTime: "",
  dietaryInfo: "",
  nameKm: "",
  descriptionKm: "",
  cookTimeKm: "",
  dietaryInfoKm: "",
})

/** The edit form's starting values. */
export function productValues(item: AdminMenuItem): ProductValues {
  return {
    image: null,
    name: item.name ?? "",
    description: item.description ?? "",
    price: typeof item.price === "number" ? item.price.toFixed(2) : String(item.price ?? ""),
    categoryId: item.categoryId ?? "",
    isNew: Boolean(item.isNew),
    isPopular: Boolean(item.isPopular),
    cookTime: item.cookTime ?? "",
    dietaryInfo: item.dietaryInfo ?? "",
    nameKm: item.nameKm ?? "",
    descriptionKm: item.descriptionKm ?? "",
    cookTimeKm: item.cookTimeKm ?? "",
    dietaryInfoKm: item.dietaryInfoKm ?? "",
  }
}

/**
 * The fields to send from valid form values. `known` is the product being edited: when its answer did
 * not carry a Khmer field and the form left it empty, the field is not sent, so an edit never wipes a
 * Khmer text that staff could not see.
 */
export function productFields(values: ProductValues, known?: AdminMenuItem): ProductFields {
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
