import { dimensionsText, FLAT_RATE_KEYS, fitsInside, PACKAGE_TYPES, resolveParcel, type Dimensions, type PackageKey, type Parcel } from "./packages"
import { money, withFlags, type QuotedRate, type Rate, type RateAttribute } from "./rates"
import { USPS_PRIORITY_MAIL_DAYS, USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL } from "./usps-flat-rate-prices"

/**
 * The offline sandbox (no SHIPPO_API_KEY): USPS's published Priority Mail Flat Rate retail prices,
 * plus made-up but plausible UPS and FedEx rates (`sample: true`). Rate ids carry everything needed
 * to buy the sample label later, so the sandbox keeps no state.
 */
type SampleService = { key: string; provider: string; service: string; days: number; base: number; perLb: number }

/** Rough 2025 retail levels from Long Beach, CA to a mid-distance US zone; samples, not quotes. */
export const SAMPLE_SERVICES: SampleService[] = [
  { key: "ups_ground", provider: "UPS", service: "UPS Ground", days: 4, base: 13.45, perLb: 1.25 },
  { key: "ups_2nd_day_air", provider: "UPS", service: "UPS 2nd Day Air", days: 2, base: 29.85, perLb: 3.9 },
  { key: "fedex_ground", provider: "FedEx", service: "FedEx Ground", days: 4, base: 12.95, perLb: 1.3 },
  { key: "fedex_2day", provider: "FedEx", service: "FedEx 2Day", days: 2, base: 31.2, perLb: 4.05 },
]
/** USPS Priority Mail by weight, for a parcel no flat-rate box takes (a sample too). */
export const SAMPLE_USPS_PRIORITY: SampleService = { key: "usps_priority", provider: "USPS", service: "Priority Mail", days: 2, base: 10.05, perLb: 1.35 }

/** UPS and FedEx retail dimensional-weight divisor (cubic inches per pound). */
const DIM_DIVISOR = 139

export const SANDBOX_RATE_PREFIX = "rate_sandbox-"

/** The pounds UPS/FedEx would bill: the actual or the dimensional weight, rounded up. */
export function billableWeight(weightLb: number, d: Dimensions): number {
  return Math.max(1, Math.ceil(Math.max(weightLb, (d.length * d.width * d.height) / DIM_DIVISOR)))
}

function rateId(service: string, parcel: Parcel): string {
  const dims = parcel.package.dimensions ? "" : `-${parcel.dimensions.length}x${parcel.dimensions.width}x${parcel.dimensions.height}in`
  return `${SANDBOX_RATE_PREFIX}${service}-${parcel.package.key}-${parcel.weightLb}lb${dims}`
}

const ID = /^rate_sandbox-([a-z0-9_]+)-([a-z_]+)-([\d.]+)lb(?:-([\d.]+)x([\d.]+)x([\d.]+)in)?$/

/** What a sandbox rate id says, or null when it is not one. */
export function parseSandboxRateId(id: string): { service: string; packageKey: string; weightLb: number; dimensions?: Dimensions } | null {
  const m = ID.exec(id)
  if (!m) return null
  return {
    service: m[1],
    packageKey: m[2],
    weightLb: Number(m[3]),
    ...(m[4] ? { dimensions: { length: Number(m[4]), width: Number(m[5]), height: Number(m[6]) } } : {}),
  }
}

function flatRate(box: PackageKey, parcel: Parcel): QuotedRate {
  const amount = money(USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL[box as keyof typeof USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL])
  const pkg = PACKAGE_TYPES[box]
  return {
    id: rateId(`usps_flat_${box}`, parcel),
    provider: "USPS",
    service: "Priority Mail",
    service_name: "Priority Mail",
    amount,
    rate: amount,
    currency: "USD",
    description: pkg.label,
    box_type: box,
    estimated_days: USPS_PRIORITY_MAIL_DAYS,
    arrives_by: null,
    attributes: [],
    dimensions: dimensionsText(pkg.dimensions!),
    sample: false,
  }
}

function sampleRate(s: SampleService, parcel: Parcel): QuotedRate {
  const amount = money(s.base + s.perLb * (billableWeight(parcel.weightLb, parcel.dimensions) - 1))
  return {
    id: rateId(s.key, parcel),
    provider: s.provider,
    service: s.service,
    service_name: s.service,
    amount,
    rate: amount,
    currency: "USD",
    description: parcel.package.label,
    box_type: parcel.package.key,
    estimated_days: s.days,
    arrives_by: null,
    attributes: [],
    dimensions: dimensionsText(parcel.dimensions),
    sample: true,
  }
}

/** The cheapest USPS flat-rate box or envelope that takes the parcel (size and the shop's weight limit). */
export function flatRateBoxFor(parcel: Parcel): PackageKey | null {
  const fitting = FLAT_RATE_KEYS.filter(
    (k) => fitsInside(parcel.dimensions, PACKAGE_TYPES[k].dimensions!) && parcel.weightLb <= PACKAGE_TYPES[k].maxWeightLb
  )
  fitting.sort(
    (a, b) =>
      USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL[a as keyof typeof USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL] -
      USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL[b as keyof typeof USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL]
  )
  return fitting[0] ?? null
}

/**
 * The sandbox's rates for a parcel: a flat-rate package gets its USPS Priority Mail Flat Rate
 * retail price; any other package gets USPS Priority Mail Flat Rate in the cheapest box it fits
 * (or a sample USPS Priority Mail rate by weight when none does) and the UPS and FedEx samples.
 * The attributes mirror the flags, as Shippo's would.
 */
export function sandboxRates(parcel: Parcel): Rate[] {
  let quoted: QuotedRate[]
  if (parcel.package.carriers === "usps") {
    quoted = [flatRate(parcel.package.key, parcel)]
  } else {
    const box = flatRateBoxFor(parcel)
    quoted = [box ? flatRate(box, parcel) : sampleRate(SAMPLE_USPS_PRIORITY, parcel), ...SAMPLE_SERVICES.map((s) => sampleRate(s, parcel))]
  }
  return withFlags(quoted).map((r) => ({
    ...r,
    attributes: [
      ...(r.isBestValue ? ["BESTVALUE"] : []),
      ...(r.isLowestPrice ? ["CHEAPEST"] : []),
      ...(r.isFastest ? ["FASTEST"] : []),
    ] as RateAttribute[],
  }))
}

/** The sandbox rate an id stands for, or null (unknown or malformed id). */
export function sandboxRateById(id: string): { rate: Rate; parcel: Parcel } | null {
  const parsed = parseSandboxRateId(id)
  if (!parsed) return null
  let parcel: Parcel
  try {
    parcel = resolveParcel(parsed.packageKey, parsed.weightLb, parsed.dimensions)
  } catch {
    return null
  }
  const rate = sandboxRates(parcel).find((r) => r.id === id)
  return rate ? { rate, parcel } : null
}

/** Carriers' public tracking pages. */
export function trackingUrlFor(provider: string, trackingNumber: string): string {
  const n = encodeURIComponent(trackingNumber)
  switch (provider.toUpperCase()) {
    case "UPS":
      return `https://www.ups.com/track?tracknum=${n}`
    case "FEDEX":
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`
    default:
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
  }
}

/**
 * A test tracking number: 22 digits starting with 9999 (no USPS service code starts so, so it can
 * never be a real parcel's), then the order number and a random tail.
 */
export function sampleTrackingNumber(orderNumber: number | string | null | undefined, random = Math.random): string {
  const order = String(orderNumber ?? "").replace(/\D/g, "").slice(-8).padStart(8, "0")
  let tail = ""
  while (tail.length < 10) tail += Math.floor(random() * 10)
  return `9999${order}${tail}`
}
