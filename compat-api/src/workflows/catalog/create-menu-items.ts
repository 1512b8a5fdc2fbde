import type { CreateProductWorkflowInputDTO, CreateTranslationDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow, createTranslationsWorkflow, uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"

/** A file for Medusa's file module, content base64-encoded (what uploadFilesWorkflow takes). */
export type MenuItemImageFile = { filename: string; mimeType: string; content: string; access: "public" }

/**
 * The items' images through Medusa's file module (uploadFilesWorkflow), in the items' order, when
 * any item sends one (else nothing runs); `name` is the condition's name in the calling workflow.
 */
export function uploadMenuItemImages(name: string, input: { items: { image?: MenuItemImageFile | null }[] }) {
  return when(name, { input }, ({ input }) => input.items.some((i) => !!i.image)).then(() =>
    uploadFilesWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ files: input.items.flatMap((i) => (i.image ? [i.image] : [])) })),
    })
  )
}

export type MenuItemCreate = {
  /**
   * The Medusa product, complete except for an uploaded image. `created_at` (ISO) may be set: the
   * product module stores it, and the catalog orders products without a rank by it.
   */
  product: CreateProductWorkflowInputDTO & { created_at?: string }
  /** Stored through the file module and set as the product's thumbnail and only image. */
  image?: MenuItemImageFile | null
  /** The product's km-KH texts (`title`, `description`, …) for Medusa's Translation module. */
  khmer?: { localeCode: string; translations: Record<string, string> } | null
}

export type CreateMenuItemsWorkflowInput = { items: MenuItemCreate[] }

export const createMenuItemsWorkflowId = "shop-create-menu-items"

/**
 * Back-office products (spec point 7, POST /api/upload-product; the backup import's new
 * products): the images through the file module, the products through Medusa's
 * createProductsWorkflow, their Khmer texts through the Translation module, then the catalog read
 * model renewed. Each part is one of Medusa's workflows, so a failure undoes the others (uploaded
 * files deleted, products deleted).
 */
export const createMenuItemsWorkflow = createWorkflow(createMenuItemsWorkflowId, (input: CreateMenuItemsWorkflowInput) => {

  const files = uploadMenuItemImages("upload-menu-item-images", input)

  const products = createProductsWorkflow.runAsStep({
    input: transform({ input, files }, ({ input, files }) => {
      let next = 0
      return {
        products: input.items.map(({ product, image }) => {
          const url = image ? files?.[next++]?.url : undefined
          return url ? { ...product, thumbnail: url, images: [{ url }] } : product
        }),
      }
    }),
  })

  when("translate-menu-items", { input }, ({ input }) => input.items.some((i) => !!i.khmer && Object.keys(i.khmer.translations).length > 0)).then(
    () =>
      createTranslationsWorkflow.runAsStep({
        input: transform({ input, products }, ({ input, products }) => ({
          translations: input.items.flatMap(({ khmer }, i): CreateTranslationDTO[] =>
            khmer && Object.keys(khmer.translations).length
              ? [{ reference: "product", reference_id: products[i].id, locale_code: khmer.localeCode, translations: khmer.translations }]
              : []
          ),
        })),
      })
  )

  invalidateCatalogStep({ wait: true, productIds: transform({ products }, ({ products }) => products.map((p) => p.id)) })

  return new WorkflowResponse(products)
})
