import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  ContainerRegistrationKeys,
  ProductCategoryWorkflowEvents,
  ProductEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
  SalesChannelWorkflowEvents,
  TranslationWorkflowEvents,
} from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { invalidateCatalog } from "../catalog/read-model"

/**
 * Keeps the catalog read model (src/catalog/read-model) in step with Medusa: any change to products,
 * variants (prices), categories or their translations, made anywhere (Medusa's admin, a script, our
 * workflows), renews it in the background; shoppers get the last good catalog until it is stored.
 *
 * A change to products, their variants, images, prices or texts names the products it touched, so
 * that only their entries are read again (a merchant's edit shows in well under a second at 5,000
 * products); a category or sales-channel change, or one whose products cannot be told, renews all.
 */
export default async function catalogChangedHandler({ event, container }: SubscriberArgs<{ id?: unknown }>) {
  const ids = [event.data?.id].flat().filter((id): id is string => typeof id === "string" && id.length > 0)
  await invalidateCatalog(container, { productIds: await productsTouched(container, event.name, ids) })
}

/** A price's product, through its variant (the price set's link). */
const productsOfPrices = (knex: Knex, ids: string[]) =>
  column(
    knex("price")
      .join("product_variant_price_set as link", "link.price_set_id", "price.price_set_id")
      .join("product_variant as variant", "variant.id", "link.variant_id")
      .whereIn("price.id", ids),
    "variant.product_id"
  )

/**
 * The products of an event's records, by the event's name (workflow events `product.updated`,
 * module events `product.product.updated`); none found: undefined (all of the catalog is read).
 */
const KINDS: [RegExp, (knex: Knex, ids: string[]) => Promise<string[] | undefined>][] = [
  [/(^|\.)product\.[a-z]+$/, async (_knex, ids) => ids],
  [/(^|\.)product-variant\.[a-z]+$/, (knex, ids) => found(column(knex("product_variant").whereIn("id", ids), "product_id"))],
  [/(^|\.)product-image\.[a-z]+$/, (knex, ids) => found(column(knex("image").whereIn("id", ids), "product_id"))],
  // Medusa deletes a price for good when a variant's prices are edited, and tells of the edit by the
  // variant's own event: a deleted price that cannot be traced changes nothing here (the menu shows
  // base prices only; a price list's prices never show)
  [/^pricing\.price\.deleted$/, async (knex, ids) => (await productsOfPrices(knex, ids))],
  [/^pricing\.price\.[a-z]+$/, (knex, ids) => found(productsOfPrices(knex, ids))],
  [/^translation\.[a-z]+$/, async (knex, ids) => {
    const rows: { reference: string; reference_id: string }[] = await knex("translation").whereIn("id", ids).select("reference", "reference_id")
    // a category's texts show beside every product of it: all of the catalog is read
    return rows.length === ids.length && rows.every((r) => r.reference === "product") ? rows.map((r) => r.reference_id) : undefined
  }],
]

const found = async (ids: Promise<string[]>) => {
  const list = await ids
  return list.length ? list : undefined
}

async function column(rows: Knex.QueryBuilder, name: string): Promise<string[]> {
  const found: Record<string, string | null>[] = await rows.select(`${name} as value`)
  return found.map((r) => r.value).filter((v): v is string => !!v)
}

/**
 * The products an event touched, or undefined when it cannot tell (the whole catalog is read again).
 * Deleted rows are still read (Medusa deletes products, variants and images softly).
 */
async function productsTouched(container: MedusaContainer, name: string, ids: string[]): Promise<string[] | undefined> {
  const kind = KINDS.find(([re]) => re.test(name))
  if (!kind || ids.length === 0) {
    return undefined
  }
  try {
    const products = await kind[1](container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), ids)
    return products && [...new Set(products)]
  } catch {
    return undefined
  }
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
