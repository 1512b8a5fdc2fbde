/** The package step's logic: the package groups, the custom sides, the parcel check before Compare Carrier Rates. */
import { CARRIER_PACKAGES, FLAT_RATE_PACKAGES, MAX_SIDE_IN, PACKAGE_TYPES, type Dimensions, type PackageKey } from "@shop/contract"

/** The dialog's two groups of package radios; i18n keys `packages.allCarriers` and `packages.uspsOnly`. */
export const PACKAGE_GROUPS = [
  { key: "allCarriers", packages: CARRIER_PACKAGES },
  { key: "uspsOnly", packages: FLAT_RATE_PACKAGES },
] as const

/** The custom package's three sides as typed. */
export type DimensionsInput = { length: string; width: string; height: string }
export const EMPTY_DIMENSIONS_INPUT: DimensionsInput = { length: "", width: "", height: "" }
export const DIMENSION_SIDES = ["length", "width", "height"] as const

/** The typed sides in inches, or null unless each is a number above 0 and at most 108 in. */
export function parseDimensions(d: DimensionsInput): Dimensions | null {
  const [length, width, height] = [d.length, d.width, d.height].map((v) => (v.trim() ? Number(v) : NaN))
  return [length, width, height].every((v) => Number.isFinite(v) && v > 0 && v <= MAX_SIDE_IN) ? { length, width, height } : null
}

/**
 * The package step's check before Compare Carrier Rates (the server checks again): a package
 * (`packageMissing`, spec point 5), the custom package's sides (`packages.customMissing`) and the
 * package's weight limit (`packages.overLimit` with weight, max and the package). Ok: the rates
 * request's parcel.
 */
/** The parcel the rates are asked for. */
export type Parcel = { packageType: PackageKey; estimatedWeight: number; dimensions?: Dimensions }

export type ParcelCheck =
  | { ok: true; parcel: Parcel }
  | { ok: false; problem: "packageMissing" }
  | { ok: false; problem: "customMissing" }
  | { ok: false; problem: "overLimit"; weight: number; max: number; packageType: PackageKey }

export function checkParcel(packageType: PackageKey | null | undefined, weight: number, dims: DimensionsInput = EMPTY_DIMENSIONS_INPUT): ParcelCheck {
  if (!packageType) return { ok: false, problem: "packageMissing" }
  const pkg = PACKAGE_TYPES[packageType]
  let dimensions: Dimensions | undefined
  if (packageType === "custom_package") {
    const parsed = parseDimensions(dims)
    if (!parsed) return { ok: false, problem: "customMissing" }
    dimensions = parsed
  }
  if (weight > pkg.maxWeightLb) return { ok: false, problem: "overLimit", weight, max: pkg.maxWeightLb, packageType }
  return { ok: true, parcel: { packageType, estimatedWeight: weight, ...(dimensions ? { dimensions } : {}) } }
}

/** The rates request's body: the weight as text, as the spec's calls send it. */
export const ratesRequestBody = (parcel: Parcel) => ({
  packageType: parcel.packageType,
  estimatedWeight: String(parcel.estimatedWeight),
  ...(parcel.dimensions ? { dimensions: parcel.dimensions } : {}),
})
