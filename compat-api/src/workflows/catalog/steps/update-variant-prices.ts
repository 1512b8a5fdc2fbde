import type { IPricingModuleService } from "@medusajs/framework/types"
import { arrayDifference, ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type VariantPrice = { id?: string; currency_code: string; amount: number }

export type VariantPrices = {
  variant_id: string
  /** Every price of the variant outside price lists: the ones left out are removed. */
  prices: VariantPrice[]
}

type PriceSetPrices = { id: string; prices: VariantPrice[] }

/**
 * Sets the prices of product variants in their price sets. Medusa's updateProductVariantsWorkflow
 * cannot be undone safely: its price step's undo removes every price of the variant (checked on
 * 2.21.2), so a failure after a price change would leave the product without a price. Undone by
 * putting back each variant's prices as they were (same ids and amounts; prices it added go).
 */
export const updateVariantPricesStep = createStep(
  "shop-update-variant-prices",
  async (input: VariantPrices[], { container }) => {
    if (!input.length) {
      return new StepResponse([] as PriceSetPrices[], [] as PriceSetPrices[])
    }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: variants } = await query.graph({
      entity: "variant",
      fields: ["id", "price_set.id"],
      filters: { id: input.map((v) => v.variant_id) },
    })
    const priceSetOf = new Map(
      (variants as { id: string; price_set?: { id: string } | null }[]).flatMap((v) => (v.price_set ? [[v.id, v.price_set.id]] : []))
    )
    const missing = arrayDifference(
      input.map((v) => v.variant_id),
      [...priceSetOf.keys()]
    )
    if (missing.length) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Variants with IDs ${missing.join(", ")} do not have prices associated.`)
    }

    const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
    const priceSetIds = input.map((v) => priceSetOf.get(v.variant_id)!)
    const current = await pricing.listPrices(
      { price_set_id: priceSetIds, price_list_id: null } as any,
      { select: ["id", "price_set_id", "currency_code", "amount"], take: null }
    )
    const previous: PriceSetPrices[] = priceSetIds.map((id) => ({
      id,
      prices: current
        .filter((p) => (p as { price_set_id?: string }).price_set_id === id)
        .map((p) => ({ id: p.id, currency_code: p.currency_code!, amount: Number(p.amount) })),
    }))
    const next: PriceSetPrices[] = input.map((v, i) => ({ id: priceSetIds[i], prices: v.prices }))
    await pricing.upsertPriceSets(next)
    return new StepResponse(next, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) {
      return
    }
    await container.resolve<IPricingModuleService>(Modules.PRICING).upsertPriceSets(previous)
  }
)
