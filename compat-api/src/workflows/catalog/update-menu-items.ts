import type { CreateTranslationDTO, UpdateProductWorkflowInputDTO } from "@medusajs/framework/types"
import { ProductVariantWorkflowEvents } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createTranslationsWorkflow,
  deleteTranslationsWorkflow,
  emitEventStep,
  updateProductsWorkflow,
  updateTranslationsWorkflow,
} from "@medusajs/medusa/core-flows"
import { uploadMenuItemImages, type MenuItemImageFile } from "./create-menu-items"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"
import { updateProductImagesAndCategoriesStep, type ProductImagesAndCategories } from "./steps/update-product-images-and-categories"
import { updateVariantPricesStep, type VariantPrice, type VariantPrices } from "./steps/update-variant-prices"

export type MenuItemUpdate = {
  /**
   * The product's id and its own fields to change (title, description, subtitle, material,
   * status, metadata, thumbnail), or `variants` for a product that has none.
   */
  product: UpdateProductWorkflowInputDTO & { id: string }
  /** A new image: stored through the file module, then the product's thumbnail and only image. */
  image?: MenuItemImageFile | null
  /** The product's images, replaced (with no new `image`). */
  images?: { url: string }[]
  /** The product's categories, replaced. */
  categoryIds?: string[]
  /** New prices of an existing variant (every price of its set: the ones left out are removed). */
  variantPrices?: { variantId: string; prices: VariantPrice[] } | null
  /** The Khmer translation: created, updated or deleted (when all its texts were cleared). */
  khmer?: {
    create?: CreateTranslationDTO | null
    update?: { id: string; translations: Record<string, string | null> } | null
    deleteId?: string | null
  } | null
}

export type UpdateMenuItemsWorkflowInput = { items: MenuItemUpdate[] }

export const updateMenuItemsWorkflowId = "shop-update-menu-items"

/**
 * Changes back-office products (spec point 7: PUT /api/upload-product/{id}, PATCH
 * /api/menu-items/{id}, POST /admin/shop/products/{id}, the backup import), then renews the
 * catalog read model: a new image through the file module, the products' own fields through
 * Medusa's updateProductsWorkflow, images and categories and prices by the shop's steps (Medusa's
 * own do not undo them: see those steps), the Khmer texts through the Translation module. A
 * failure undoes every part done before it.
 */
export const updateMenuItemsWorkflow = createWorkflow(updateMenuItemsWorkflowId, (input: UpdateMenuItemsWorkflowInput) => {

  const files = uploadMenuItemImages("upload-new-menu-item-images", input)

  /** Each item with the URL of its uploaded image, if it sent one. */
  const items = transform({ input, files }, ({ input, files }) => {
    let next = 0
    return input.items.map((item) => ({ ...item, uploadedUrl: item.image ? (files?.[next++]?.url as string | undefined) : undefined }))
  })

  const products = updateProductsWorkflow.runAsStep({
    input: transform({ items }, ({ items }) => ({
      products: items.map(({ product, uploadedUrl }) => (uploadedUrl ? { ...product, thumbnail: uploadedUrl } : product)),
    })),
  })

  updateProductImagesAndCategoriesStep(
    transform({ items }, ({ items }) =>
      items.map(({ product, uploadedUrl, images, categoryIds }): ProductImagesAndCategories => ({
        id: product.id,
        ...(uploadedUrl ? { images: [{ url: uploadedUrl }] } : images !== undefined ? { images } : {}),
        ...(categoryIds !== undefined ? { category_ids: categoryIds } : {}),
      }))
    )
  )

  const variantPrices = transform({ input }, ({ input }) =>
    input.items.flatMap(({ variantPrices }): VariantPrices[] =>
      variantPrices ? [{ variant_id: variantPrices.variantId, prices: variantPrices.prices }] : []
    )
  )
  updateVariantPricesStep(variantPrices)
  when("emit-menu-item-variants-updated", { variantPrices }, ({ variantPrices }) => variantPrices.length > 0).then(() =>
    emitEventStep({
      eventName: ProductVariantWorkflowEvents.UPDATED,
      data: transform({ variantPrices }, ({ variantPrices }) => variantPrices.map((v) => ({ id: v.variant_id }))),
    })
  )

  when("create-menu-item-translations", { input }, ({ input }) => input.items.some((i) => !!i.khmer?.create)).then(() =>
    createTranslationsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ translations: input.items.flatMap((i) => (i.khmer?.create ? [i.khmer.create] : [])) })),
    })
  )
  when("update-menu-item-translations", { input }, ({ input }) => input.items.some((i) => !!i.khmer?.update)).then(() =>
    updateTranslationsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ translations: input.items.flatMap((i) => (i.khmer?.update ? [i.khmer.update] : [])) })),
    })
  )
  when("delete-menu-item-translations", { input }, ({ input }) => input.items.some((i) => !!i.khmer?.deleteId)).then(() =>
    deleteTranslationsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ ids: input.items.flatMap((i) => (i.khmer?.deleteId ? [i.khmer.deleteId] : [])) })),
    })
  )

  invalidateCatalogStep({ wait: true, productIds: transform({ input }, ({ input }) => input.items.map((i) => i.product.id)) })

  return new WorkflowResponse(products)
})
