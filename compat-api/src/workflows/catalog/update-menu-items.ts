import type { CreateTranslationDTO, UpdateProductWorkflowInputDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createTranslationsWorkflow,
  deleteTranslationsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
  updateTranslationsWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows"
import type { MenuItemImageFile } from "./create-menu-item"

type PriceInput = { id?: string; currency_code: string; amount: number }

export type UpdateMenuItemWorkflowInput = {
  /** The product's id and the fields to change (title, description, metadata, category_ids, thumbnail, …). */
  product: UpdateProductWorkflowInputDTO & { id: string }
  /** A new image: stored through the file module, then the product's thumbnail and only image. */
  image?: MenuItemImageFile | null
  /** New prices of an existing variant (every price of its set: the ones left out are removed). */
  variantPrices?: { variantId: string; prices: PriceInput[] } | null
  /** The Khmer translation: created, updated or deleted (when all its texts were cleared). */
  khmer?: {
    create?: CreateTranslationDTO | null
    update?: { id: string; translations: Record<string, string | null> } | null
    deleteId?: string | null
  } | null
}

export const updateMenuItemWorkflowId = "compat-api-update-menu-item"

/**
 * Changes a back-office product (spec point 7: PUT /api/upload-product/{id}, PATCH
 * /api/menu-items/{id}, the backup import) through Medusa's own workflows: the new image through
 * the file module, the product through updateProductsWorkflow, the price through
 * updateProductVariantsWorkflow, the Khmer texts through the Translation module.
 */
export const updateMenuItemWorkflow = createWorkflow(
  updateMenuItemWorkflowId,
  (input: UpdateMenuItemWorkflowInput) => {
    const files = when("upload-new-menu-item-image", { input }, ({ input }) => !!input.image).then(() =>
      uploadFilesWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ files: [input.image!] })),
      })
    )

    const products = updateProductsWorkflow.runAsStep({
      input: transform({ input, files }, ({ input, files }) => {
        const url = files?.[0]?.url
        return { products: [url ? { ...input.product, thumbnail: url, images: [{ url }] } : input.product] }
      }),
    })

    when("update-menu-item-price", { input }, ({ input }) => !!input.variantPrices).then(() =>
      updateProductVariantsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({
          product_variants: [{ id: input.variantPrices!.variantId, prices: input.variantPrices!.prices }],
        })),
      })
    )

    when("create-menu-item-translation", { input }, ({ input }) => !!input.khmer?.create).then(() =>
      createTranslationsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ translations: [input.khmer!.create!] })),
      })
    )
    when("update-menu-item-translation", { input }, ({ input }) => !!input.khmer?.update).then(() =>
      updateTranslationsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ translations: [input.khmer!.update!] })),
      })
    )
    when("delete-menu-item-translation", { input }, ({ input }) => !!input.khmer?.deleteId).then(() =>
      deleteTranslationsWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ ids: [input.khmer!.deleteId!] })),
      })
    )

    return new WorkflowResponse(transform({ products }, ({ products }) => products[0]))
  }
)
