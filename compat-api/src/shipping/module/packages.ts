import {
  ESTIMATED_WEIGHT_LB,
  FLAT_RATE_PACKAGES,
  MAX_SIDE_IN,
  MAX_WEIGHT_LB,
  PACKAGE_KEYS,
  PACKAGE_TYPES,
  isPackageKey,
  type Dimensions,
  type PackageType,
} from "@shop/contract"
import { ShippingInputError } from "./errors"

/** The packages, their boxes and weight limits are the contract's (spec points 3 and 9), the same the back offices offer. */
export {
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  flatRateBoxForQuantity,
  isPackageKey,
  PACKAGE_KEYS,
  PACKAGE_TYPES,
  WEIGHT_OPTIONS_LB,
  type Dimensions,
  type PackageKey,
  type PackageType,
} from "@shop/contract"

export const FLAT_RATE_KEYS = FLAT_RATE_PACKAGES
/** The flat-rate screens estimate every parcel at this weight (spec point 9). */
export const FLAT_RATE_ESTIMATED_WEIGHT_LB = ESTIMATED_WEIGHT_LB

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
