import type { StaffTextKey } from "../texts"

/** A text of the catalog with its values: `t(key, values)` in either app. */
export type Said = { key: StaffTextKey; values?: Record<string, string | number> }
