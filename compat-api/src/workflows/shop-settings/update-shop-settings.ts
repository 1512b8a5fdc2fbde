import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ShopSettings } from "@shop/contract"
import { invalidateShopSettings, readSavedFromDb, SHOP_SETTINGS_ID, shopSettingsModule, type SavedShopSettings } from "../../shop-settings/shop-facts"

export type UpdateShopSettingsInput = {
  /** The whole form, already checked with the contract's AdminPutShopSettings. */
  settings: ShopSettings
  /** The admin who saved (Medusa user id). */
  updated_by?: string | null
}

/** Saves the shop's settings (the one row); undo puts back what was there, or removes the row it made. */
export const saveShopSettingsStep = createStep(
  "save-shop-settings",
  async (input: UpdateShopSettingsInput, { container }) => {
    const before = await readSavedFromDb(container)
    const service = shopSettingsModule(container)
    const data = { settings: input.settings as unknown as Record<string, unknown>, updated_by: input.updated_by ?? null }
    if (before.settings) await service.updateShopSettings({ id: SHOP_SETTINGS_ID, ...data })
    else await service.createShopSettings({ id: SHOP_SETTINGS_ID, ...data })
    return new StepResponse(undefined, before)
  },
  async (before: SavedShopSettings | undefined, { container }) => {
    if (!before) return
    const service = shopSettingsModule(container)
    if (before.settings) {
      await service.updateShopSettings({ id: SHOP_SETTINGS_ID, settings: before.settings as Record<string, unknown>, updated_by: before.updatedBy })
    } else {
      await service.deleteShopSettings(SHOP_SETTINGS_ID)
    }
    await invalidateShopSettings(container)
  }
)

/** Drops the cached settings on every server (Medusa's cache module), so the next read is the saved one. */
export const invalidateShopSettingsStep = createStep("invalidate-shop-settings", async (_: void, { container }) => {
  await invalidateShopSettings(container)
  return new StepResponse(undefined)
})

export const updateShopSettingsWorkflowId = "update-shop-settings"

/**
 * An admin's save of the shop's facts (Shop settings in Medusa's admin): the row, then the cache
 * every server reads it through. A failed save leaves the row as it was.
 */
export const updateShopSettingsWorkflow = createWorkflow(updateShopSettingsWorkflowId, (input: UpdateShopSettingsInput) => {
  saveShopSettingsStep(input)
  invalidateShopSettingsStep()
  return new WorkflowResponse(input.settings)
})
