import { staffEn } from "@shop/staff/texts"
import { staffAreas } from "./staff"

/**
 * The English strings of the shop's widgets and pages in Medusa's admin: the staff catalog of
 * @shop/staff (./staff.ts names its areas as these screens do); nothing is kept here. km.ts has exactly the
 * same keys (its type is this object's type). Registered with the dashboard's i18next under the
 * namespace `cambodianShop` (./index.ts); read through `useShopTranslation()` (../lib/i18n.ts).
 */
export const en = staffAreas(staffEn)

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The shape every language's dictionary has. */
export type ShopDictionary = Widen<typeof en>
