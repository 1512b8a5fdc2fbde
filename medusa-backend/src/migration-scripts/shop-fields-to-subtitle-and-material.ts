import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"

/** The metadata keys that held the shop's Weight/Size and Additional Info before. */
const LEGACY_KEYS = { subtitle: "weight_size", material: "additional_info" } as const

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)

/**
 * Run once by `medusa db:migrate`: the shop's Weight/Size and Additional Info move from product
 * metadata (`weight_size`, `additional_info`) to the product's own `subtitle` and `material`, the
 * fields Medusa's Translation module translates, so their Khmer lives beside the Khmer name. A
 * product that already has a subtitle or material keeps it; the metadata keys are removed.
 */
export default async function moveShopFieldsToSubtitleAndMaterial({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const products = await container
    .resolve(Modules.PRODUCT)
    .listProducts({}, { select: ["id", "subtitle", "material", "metadata"], take: null })
  const updates = products.flatMap((p) => {
    const meta = p.metadata ?? {}
    if (!(LEGACY_KEYS.subtitle in meta) && !(LEGACY_KEYS.material in meta)) {
      return []
    }
    return [
      {
        id: p.id,
        subtitle: p.subtitle || text(meta[LEGACY_KEYS.subtitle]),
        material: p.material || text(meta[LEGACY_KEYS.material]),
        // Medusa removes a metadata key given as "".
        metadata: { [LEGACY_KEYS.subtitle]: "", [LEGACY_KEYS.material]: "" },
      },
    ]
  })
  if (!updates.length) {
    return
  }
  await updateProductsWorkflow(container).run({ input: { products: updates } })
  logger.info(`Moved Weight/Size and Additional Info of ${updates.length} products to their subtitle and material`)
}
