import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { resolveShopFacts, type ResolvedShopFacts, type ShopLang, type ShopSettings, shopAddressLine } from "@shop/contract"
import { SHOP_SETTINGS_MODULE, type ShopSettingsModuleService } from "../modules/shop-settings"
import { isServiceUnavailable } from "../availability/unavailable"

type Scope = Pick<MedusaContainer, "resolve">

/** The one row's id. */
export const SHOP_SETTINGS_ID = "shopset_shop"
/**
 * The saved record in Medusa's cache module (Redis when there are several servers): every server
 * reads the same entry and a save on any of them invalidates it for all. The TTL is a safety net
 * for a change made around the workflow (SQL by hand).
 */
const CACHE_KEY = "shop-settings:record"
const CACHE_TTL_S = 60 * 60

export type SavedShopSettings = { settings: Partial<ShopSettings> | null; updatedAt: string | null; updatedBy: string | null }

export const shopSettingsModule = (scope: Scope) => scope.resolve<ShopSettingsModuleService>(SHOP_SETTINGS_MODULE)
const cacheOf = (scope: Scope) => scope.resolve<ICacheService>(Modules.CACHE)

/** What an admin saved, from the database. */
export async function readSavedFromDb(scope: Scope): Promise<SavedShopSettings> {
  const [row] = await shopSettingsModule(scope).listShopSettings({ id: SHOP_SETTINGS_ID }, { take: 1 })
  if (!row) return { settings: null, updatedAt: null, updatedBy: null }
  return {
    settings: (row.settings ?? null) as Partial<ShopSettings> | null,
    updatedAt: new Date(row.updated_at as unknown as string).toISOString(),
    updatedBy: row.updated_by ?? null,
  }
}

/** What an admin saved, through the cache (the database when the cache is away). */
export async function readSavedShopSettings(scope: Scope): Promise<SavedShopSettings> {
  const cache = cacheOf(scope)
  const hit = await cache.get<SavedShopSettings>(CACHE_KEY).catch((e) => {
    if (!isServiceUnavailable(e)) throw e
    return null
  })
  if (hit) return hit
  const saved = await readSavedFromDb(scope)
  await cache.set(CACHE_KEY, saved, CACHE_TTL_S).catch((e) => {
    if (!isServiceUnavailable(e)) throw e
  })
  return saved
}

/** Every server's next read goes to the database. */
export async function invalidateShopSettings(scope: Scope): Promise<void> {
  await cacheOf(scope).invalidate(CACHE_KEY)
}

/** The facts the shop shows: saved over the server's SHOP_* over the spec's texts. */
export async function loadShopFacts(scope: Scope, env: NodeJS.ProcessEnv = process.env): Promise<ResolvedShopFacts> {
  const saved = await readSavedShopSettings(scope)
  return resolveShopFacts(saved.settings, env, "", saved.updatedAt)
}

/** What an e-mail's foot says of the shop, in the e-mail's language. */
export type EmailShop = { name: string; address: string; phone: string; email: string; hours: string }

export function emailShopOf(facts: ResolvedShopFacts, lang: ShopLang): EmailShop {
  return { name: facts.name[lang], address: shopAddressLine(facts.address), phone: facts.phone, email: facts.email, hours: facts.hours.footer[lang] }
}

/** The label's from-address as saved (or its defaults). */
export async function loadShipFrom(scope: Scope) {
  return (await loadShopFacts(scope)).shipFrom
}
