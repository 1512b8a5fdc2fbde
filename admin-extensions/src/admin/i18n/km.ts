import { staffKm } from "@shop/staff/texts"
import type { ShopDictionary } from "./en"
import { staffAreas } from "./staff"

/** The Khmer strings: the same keys as en.ts (the type makes a missing or extra key an error). */
export const km: ShopDictionary = staffAreas(staffKm)
