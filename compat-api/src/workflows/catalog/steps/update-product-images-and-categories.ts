import type { IProductModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type ProductImagesAndCategories = {
  id: string
  /** The product's images, in order; left out: unchanged. */
  images?: { url: string }[]
  /** The product's categories; left out: unchanged. */
  category_ids?: string[]
}

/**
 * Replaces products' images and categories. Medusa's updateProductsWorkflow undoes only a
 * product's own columns when it updates several products at once (checked on 2.21.2: the images
 * and categories stay changed), so the shop's catalog workflows change these here. Undone by
 * putting back the images and categories each product had.
 */
export const updateProductImagesAndCategoriesStep = createStep(
  "shop-update-product-images-and-categories",
  async (input: ProductImagesAndCategories[], { container }) => {
    const changes = input.filter((p) => p.images !== undefined || p.category_ids !== undefined)
    if (!changes.length) {
      return new StepResponse([] as ProductImagesAndCategories[], [] as ProductImagesAndCategories[])
    }
    const products = container.resolve<IProductModuleService>(Modules.PRODUCT)
    const before = await products.listProducts(
      { id: changes.map((p) => p.id) },
      { select: ["id"], relations: ["images", "categories"], take: null }
    )
    const byId = new Map(before.map((p) => [p.id, p]))
    const previous = changes.map((change): ProductImagesAndCategories => {
      const was = byId.get(change.id)
      return {
        id: change.id,
        ...(change.images !== undefined
          ? { images: [...(was?.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((i) => ({ url: i.url })) }
          : {}),
        ...(change.category_ids !== undefined ? { category_ids: (was?.categories ?? []).map((c) => c.id) } : {}),
      }
    })
    await products.upsertProducts(changes)
    return new StepResponse(changes, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) {
      return
    }
    await container.resolve<IProductModuleService>(Modules.PRODUCT).upsertProducts(previous)
  }
)
