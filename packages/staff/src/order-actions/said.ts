import type { StaffSayKey } from "../texts"

/** A text of the catalog with its values: `t(key, values)` in either app (a plural by its base key and `count`). */
export type Said = { key: StaffSayKey; values?: Record<string, string | number> }
