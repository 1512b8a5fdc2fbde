import type { ResolvedShopFacts, ShopSettings, ShopSettingsInput } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { staffKeys } from "./keys"

/** GET/PUT /admin/shop/settings: what was saved, what the shop shows, and what an empty field falls back to. */
export type ShopSettingsAnswer = { settings: ShopSettings; facts: ResolvedShopFacts; defaults: ResolvedShopFacts; updated_at: string | null }

export const shopSettingsKey = () => [...staffKeys.all, "shop-settings"] as const

/** The shop's settings (admin only; Medusa's admin "Shop settings" page). */
export const shopSettingsQuery = (client: StaffClient) => queryDef(shopSettingsKey(), () => client.json<ShopSettingsAnswer>("/settings"))

/** Saves the whole form; the settings are read again. */
export const saveShopSettings = (client: StaffClient) =>
  mutationDef((settings: ShopSettingsInput) => client.json<ShopSettingsAnswer>("/settings", { method: "PUT", body: settings }), [shopSettingsKey()])
