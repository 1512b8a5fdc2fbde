import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { AdminPutShopSettings, emptyShopSettings, resolveShopFacts, type ShopSettings } from "@shop/contract"
import { parseJsonBody } from "#shop/http/validate-body"
import { loadShopFacts, readSavedShopSettings } from "#shop/shop-settings/shop-facts"
import { updateShopSettingsWorkflow } from "#shop/workflows/shop-settings/update-shop-settings"

/**
 * The settings page's answer: what was saved (every field, empty meaning the default), what the
 * shop shows from it, and the defaults (the server's SHOP_* over the spec's texts) that an empty
 * field falls back to.
 */
async function answer(req: AuthenticatedMedusaRequest) {
  const saved = await readSavedShopSettings(req.scope)
  const settings: ShopSettings = AdminPutShopSettings.parse(saved.settings ?? {})
  return {
    settings,
    facts: await loadShopFacts(req.scope),
    defaults: resolveShopFacts(emptyShopSettings(), process.env),
    updated_at: saved.updatedAt,
  }
}

/** GET /admin/shop/settings (admin): `{ settings, facts, defaults, updated_at }`. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json(await answer(req))
}

/**
 * PUT /admin/shop/settings (admin): the whole form (@shop/contract AdminPutShopSettings); 400 with
 * every bad field's message, else saved (workflow update-shop-settings) and the GET's answer.
 */
export const PUT = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const settings = parseJsonBody(req, AdminPutShopSettings)
  await updateShopSettingsWorkflow(req.scope).run({ input: { settings, updated_by: req.auth_context?.actor_id ?? null } })
  res.setHeader("Cache-Control", "no-store")
  res.json(await answer(req))
}
