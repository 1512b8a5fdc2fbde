import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  ProductCategoryWorkflowEvents,
  ProductEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
  SalesChannelWorkflowEvents,
  TranslationWorkflowEvents,
} from "@medusajs/framework/utils"
import { invalidateCatalog } from "../catalog/read-model"

/**
 * Keeps the catalog read model (src/catalog/read-model) in step with Medusa: any change to products,
 * variants (prices), categories or their translations, made anywhere (Medusa's admin, a script, our
 * workflows), renews it: a rebuild from Medusa starts in the background, and shoppers get the last
 * good catalog until it is stored.
 */
export default async function catalogChangedHandler({ container }: SubscriberArgs) {
  await invalidateCatalog(container)
}

export const config: SubscriberConfig = {
  event: [
    ...Object.values(ProductWorkflowEvents),
    ...Object.values(ProductVariantWorkflowEvents),
    ...Object.values(ProductCategoryWorkflowEvents),
    ...Object.values(TranslationWorkflowEvents),
    SalesChannelWorkflowEvents.UPDATED,
    // module-level events also cover writes that bypass the workflows above
    ...Object.entries(ProductEvents)
      .filter(([name]) => /^(PRODUCT|PRODUCT_VARIANT|PRODUCT_CATEGORY|PRODUCT_IMAGE)_(CREATED|UPDATED|DELETED|RESTORED|ATTACHED|DETACHED)$/.test(name))
      .map(([, event]) => event),
    "pricing.price.created",
    "pricing.price.updated",
    "pricing.price.deleted",
  ],
  context: { subscriberId: "compat-api-catalog-changed" },
}
