import type { CreateProductWorkflowInputDTO, CreateTranslationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow, createTranslationsWorkflow, uploadFilesWorkflow } from "@medusajs/medusa/core-flows"

/** A file for Medusa's file module, content base64-encoded (what uploadFilesWorkflow takes). */
export type MenuItemImageFile = { filename: string; mimeType: string; content: string; access: "public" }

export type CreateMenuItemWorkflowInput = {
  /** The Medusa product, complete except for its image. */
  product: CreateProductWorkflowInputDTO
  /** Stored through the file module and set as the product's thumbnail and only image. */
  image?: MenuItemImageFile | null
  /** The product's km-KH texts (`title`, `description`) for Medusa's Translation module. */
  khmer?: { localeCode: string; translations: Record<string, string> } | null
}

export const createMenuItemWorkflowId = "compat-api-create-menu-item"

/**
 * A back-office product (spec point 7, POST /api/upload-product): the image through the file
 * module, the product through Medusa's createProductsWorkflow, its Khmer texts through the
 * Translation module. Each part is one of Medusa's workflows, so a failure undoes the others.
 */
export const createMenuItemWorkflow = createWorkflow(
  createMenuItemWorkflowId,
  (input: CreateMenuItemWorkflowInput) => {
    const files = when("upload-menu-item-image", { input }, ({ input }) => !!input.image).then(() =>
      uploadFilesWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({ files: [input.image!] })),
      })
    )

    const products = createProductsWorkflow.runAsStep({
      input: transform({ input, files }, ({ input, files }) => {
        const url = files?.[0]?.url
        return { products: [url ? { ...input.product, thumbnail: url, images: [{ url }] } : input.product] }
      }),
    })
    const product = transform({ products }, ({ products }) => products[0])

    when("translate-menu-item", { input }, ({ input }) => !!input.khmer && Object.keys(input.khmer.translations).length > 0).then(() =>
      createTranslationsWorkflow.runAsStep({
        input: transform({ input, product }, ({ input, product }) => ({
          translations: [
            {
              reference: "product",
              reference_id: product.id,
              locale_code: input.khmer!.localeCode,
              translations: input.khmer!.translations,
            } as CreateTranslationDTO,
          ],
        })),
      })
    )

    return new WorkflowResponse(product)
  }
)
