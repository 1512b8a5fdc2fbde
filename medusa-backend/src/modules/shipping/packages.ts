import { ShippingInputError } from "./errors"

/** Inches. */
export type Dimensions = { length: number; width: number; height: number }

export const PACKAGE_KEYS = [
  "package_small",
  "package_medium",
  "package_large",
  "custom_package",
  "small_flat_rate_box",
  "medium_flat_rate_box",
  "large_flat_rate_box",
  "flat_rate_envelope",
] as const
export type PackageKey = (typeof PACKAGE_KEYS)[number]

export type PackageType = {
  key: PackageKey
  /** As staff read it ("Medium Flat Rate Box"). */
  label: string
  /** "all": USPS, UPS and FedEx quote it; "usps": a USPS flat-rate box or envelope. */
  carriers: "all" | "usps"
  /** Outside dimensions in inches; null for the custom package (the body gives them). */
  dimensions: Dimensions | null
  /** The shop's weight limit for the package, in pounds. */
  maxWeightLb: number
  /** Shippo's parcel template token (USPS flat rate only). */
  template?: string
  recommended?: boolean
}

/** Spec points 3 and 9; docs/back-office-api.md, Shipping. */
export const PACKAGE_TYPES: Record<PackageKey, PackageType> = {
  package_small: { key: "package_small", label: "Small Package", carriers: "all", dimensions: { length: 6, width: 6, height: 6 }, maxWeightLb: 5 },
  package_medium: {
    key: "package_medium",
    label: "Medium Package",
    carriers: "all",
    dimensions: { length: 12, width: 10, height: 8 },
    maxWeightLb: 10,
    recommended: true,
  },
  package_large: { key: "package_large", label: "Large Package", carriers: "all", dimensions: { length: 18, width: 14, height: 12 }, maxWeightLb: 20 },
  custom_package: { key: "custom_package", label: "Custom Package", carriers: "all", dimensions: null, maxWeightLb: 70 },
  small_flat_rate_box: {
    key: "small_flat_rate_box",
    label: "Small Flat Rate Box",
    carriers: "usps",
    dimensions: { length: 8.6, width: 5.3, height: 1.6 },
    maxWeightLb: 4,
    template: "USPS_SmallFlatRateBox",
  },
  medium_flat_rate_box: {
    key: "medium_flat_rate_box",
    label: "Medium Flat Rate Box",
    carriers: "usps",
    dimensions: { length: 11.2, width: 8.7, height: 6 },
    maxWeightLb: 10,
    template: "USPS_MediumFlatRateBox1",
  },
  large_flat_rate_box: {
    key: "large_flat_rate_box",
    label: "Large Flat Rate Box",
    carriers: "usps",
    dimensions: { length: 12.2, width: 12.2, height: 6 },
    maxWeightLb: 15,
    template: "USPS_LargeFlatRateBox",
  },
  flat_rate_envelope: {
    key: "flat_rate_envelope",
    label: "Flat Rate Envelope",
    carriers: "usps",
    dimensions: { length: 12.5, width: 9.5, height: 0.5 },
    maxWeightLb: 1,
    template: "USPS_FlatRateEnvelope",
  },
}

export const FLAT_RATE_KEYS = PACKAGE_KEYS.filter((k) => PACKAGE_TYPES[k].carriers === "usps")
export const WEIGHT_OPTIONS_LB = [1, 2, 3, 5, 10, 15] as const
export const DEFAULT_WEIGHT_LB = 2
export const DEFAULT_PACKAGE: PackageKey = "package_medium"
/** The flat-rate screens estimate every parcel at this weight (spec point 9). */
export const FLAT_RATE_ESTIMATED_WEIGHT_LB = 2
/** The largest side and weight anyone could mean (USPS: 70 lb, 108 in length + girth). */
const MAX_SIDE_IN = 108
const MAX_WEIGHT_LB = 150

/** Spec point 9: summed quantity 2 or fewer → small box, 3–4 → medium, more → large. */
export function flatRateBoxForQuantity(totalQuantity: number): PackageKey {
  if (totalQuantity <= 2) return "small_flat_rate_box"
  if (totalQuantity <= 4) return "medium_flat_rate_box"
  return "large_flat_rate_box"
}

export function isPackageKey(key: unknown): key is PackageKey {
  return typeof key === "string" && (PACKAGE_KEYS as readonly string[]).includes(key)
}

export function packageOf(key: unknown): PackageType {
  if (!isPackageKey(key)) {
    throw new ShippingInputError(`packageType must be one of: ${PACKAGE_KEYS.join(", ")}.`)
  }
  return PACKAGE_TYPES[key]
}

export type Parcel = { package: PackageType; weightLb: number; dimensions: Dimensions }

/** "2" → 2; anything that is not a positive number of pounds is refused. */
export function parseWeight(weight: unknown): number {
  const n = typeof weight === "number" ? weight : typeof weight === "string" && weight.trim() ? Number(weight.trim()) : NaN
  if (!Number.isFinite(n) || n <= 0 || n > MAX_WEIGHT_LB) {
    throw new ShippingInputError(`estimatedWeight must be a weight in pounds between 0 and ${MAX_WEIGHT_LB}, e.g. "2".`)
  }
  return Math.round(n * 100) / 100
}

const lb = (n: number) => `${n} lb`

/**
 * The parcel to quote: the package, its dimensions (the custom package's from the body) and a
 * weight within the package's limit (a 400 saying so otherwise).
 */
export function resolveParcel(packageType: unknown, weight: unknown, dimensions?: Partial<Record<keyof Dimensions, unknown>> | null): Parcel {
  const pkg = packageOf(packageType)
  const weightLb = parseWeight(weight)
  let dims = pkg.dimensions
  if (!dims) {
    const d = dimensions ?? {}
    const side = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() ? Number(v) : NaN)
    const [length, width, height] = [side(d.length), side(d.width), side(d.height)]
    if (![length, width, height].every((v) => Number.isFinite(v) && v > 0 && v <= MAX_SIDE_IN)) {
      throw new ShippingInputError(
        `Please enter the length, width and height of the custom package in inches (each above 0 and at most ${MAX_SIDE_IN}).`
      )
    }
    dims = { length, width, height }
  }
  if (weightLb > pkg.maxWeightLb) {
    throw new ShippingInputError(
      `${lb(weightLb)} is over the ${lb(pkg.maxWeightLb)} limit of the ${pkg.label}. Choose a bigger package.`
    )
  }
  return { package: pkg, weightLb, dimensions: dims }
}

/** "11.2 x 8.7 x 6 in" */
export function dimensionsText(d: Dimensions): string {
  return `${d.length} x ${d.width} x ${d.height} in`
}

/** Does a parcel of `inner` fit in a box of `outer` in some orientation? */
export function fitsInside(inner: Dimensions, outer: Dimensions): boolean {
  const a = [inner.length, inner.width, inner.height].sort((x, y) => y - x)
  const b = [outer.length, outer.width, outer.height].sort((x, y) => y - x)
  return a.every((v, i) => v <= b[i])
}
