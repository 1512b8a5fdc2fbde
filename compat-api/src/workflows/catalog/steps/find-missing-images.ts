import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findMissingImages, type ProductImages } from "#shop/catalog/image-check"

/** Finds the products whose picture file is gone or that have none (reads only). */
export const findMissingImagesStep = createStep("shop-find-missing-images", async (products: ProductImages[], { container }) => {
  return new StepResponse(await findMissingImages(container, products))
})
