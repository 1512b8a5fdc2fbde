import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"

/**
 * What the catalog reads from this Medusa's setup: where its file module serves uploads, the
 * store's default sales channel, and the sales channel and shipping profile a new product gets.
 */

/** Where this Medusa's file module serves uploads; its URLs become paths in the legacy shape. */
export function fileBaseUrl(scope: MedusaContainer): string {
  const config = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const plugin = config.plugins?.find(
    (p) => typeof p !== "string" && p.resolve === "compat-api"
  ) as { options?: { fileBaseUrl?: string } } | undefined
  return plugin?.options?.fileBaseUrl || "http://localhost:9000/static"
}

/** The store's default sales channel: the one the shop's catalog and carts use. */
export async function defaultSalesChannelId(scope: MedusaContainer): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "store", fields: ["default_sales_channel_id"] })
  return data[0]?.default_sales_channel_id ?? null
}

/** The store's default sales channel and the default shipping profile, as the seed sets them up. */
export async function shopDefaults(scope: MedusaContainer) {
  const salesChannelId = await defaultSalesChannelId(scope)
  const [profile] = await scope.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
  if (!salesChannelId || !profile) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      "The shop has no default sales channel or shipping profile: run the seed (npm start does)."
    )
  }
  return { salesChannelId, shippingProfileId: profile.id }
}
