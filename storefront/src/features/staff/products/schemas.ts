import { z } from "zod/mini"
import { cleanPrice, emptyProductForm, productFormValues } from "@shop/staff/products"
import type { AdminMenuItem } from "./api/products"

/** The price rule and the values sent are @shop/staff's (the shop's fields in Medusa's admin read the same). */
export { cleanPrice, productFields } from "@shop/staff/products"

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

/** The add form's starting values. */
export const emptyProduct = (categoryId = ""): ProductValues => ({ image: null, ...emptyProductForm(categoryId) })

/** The edit form's starting values. */
export const productValues = (item: AdminMenuItem): ProductValues => ({ image: null, ...productFormValues(item) })
