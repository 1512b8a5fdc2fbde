import * as enAreas from "./en"
import * as kmAreas from "./km"
import type { SayKey, TextKey, Translation } from "./translation"

/**
 * The staff texts, one English and one Khmer catalog for both back offices: nested objects whose
 * strings take i18next's `{{name}}` placeholders. The storefront registers them with its i18next,
 * Medusa's admin with the dashboard's (namespace `cambodianShop`).
 */
export const staffEn = { ...enAreas }
export type StaffCatalog = typeof staffEn
export const staffKm: Translation<StaffCatalog> = { ...kmAreas }
export const staffTexts = { en: staffEn, km: staffKm } as const
export type StaffTextKey = TextKey<StaffCatalog>
/** A key `t` is called with: a catalog key or a plural's base key ("dayNumbers.chartDay" for chartDay_one/_other). */
export type StaffSayKey = SayKey<StaffCatalog>
export type { SayKey, TextKey, Translation }
