/** Shipping: packages, weights and limits (spec points 3 and 9; docs/back-office-api.md, Shipping). */

/** Multi-carrier packages (USPS, UPS and FedEx quote them). */
export const CARRIER_PACKAGES = ["package_small", "package_medium", "package_large", "custom_package"] as const
/** USPS Priority Mail Flat Rate packages. */
export const FLAT_RATE_PACKAGES = ["small_flat_rate_box", "medium_flat_rate_box", "large_flat_rate_box", "flat_rate_envelope"] as const
export const PACKAGE_KEYS = [...CARRIER_PACKAGES, ...FLAT_RATE_PACKAGES] as const
export type CarrierPackage = (typeof CARRIER_PACKAGES)[number]
export type FlatRatePackage = (typeof FLAT_RATE_PACKAGES)[number]
export type PackageKey = (typeof PACKAGE_KEYS)[number]

/** Inches. */
export type Dimensions = { length: number; width: number; height: number }

export type PackageType = {
  key: PackageKey
  /** As staff read it in English ("Medium Flat Rate Box"). */
  label: string
  /** "all": USPS, UPS and FedEx quote it; "usps": a USPS flat-rate box or envelope. */
  carriers: "all" | "usps"
  /** Outside dimensions in inches; null for the custom package (the request gives them). */
  dimensions: Dimensions | null
  /** The shop's weight limit for the package, in pounds. */
  maxWeightLb: number
  /** Shippo's parcel template token (USPS flat rate only). */
  template?: string
  /** The dialog's recommended (and default) package. */
  recommended?: boolean
}

/** Spec points 3 and 9: the eight packages, their boxes and weight limits. */
export const PACKAGE_TYPES: Readonly<Record<PackageKey, PackageType>> = {
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

export const isPackageKey = (key: unknown): key is PackageKey => typeof key === "string" && (PACKAGE_KEYS as readonly string[]).includes(key)
export const isFlatRatePackage = (key: unknown): key is FlatRatePackage =>
  typeof key === "string" && (FLAT_RATE_PACKAGES as readonly string[]).includes(key)

/** Spec point 9: weight options in lb, default 2; the label dialog starts on the medium package. */
export const WEIGHT_OPTIONS_LB = [1, 2, 3, 5, 10, 15] as const
export const DEFAULT_WEIGHT_LB = 2
export const DEFAULT_PACKAGE: CarrierPackage = "package_medium"
/** The simple admin's flat-rate radios start on the medium box (spec point 9). */
export const DEFAULT_FLAT_RATE_PACKAGE: FlatRatePackage = "medium_flat_rate_box"
/**
 * The one weight rule (issue 26 point 13): a package takes the weights of the spec's options up to
 * its limit in the table (the small flat-rate box 1, 2, 3 lb; the envelope 1 lb). Every screen
 * offers these and the server refuses more (compat-api's resolveParcel).
 */
export const weightOptionsFor = (key: PackageKey): number[] => WEIGHT_OPTIONS_LB.filter((w) => w <= PACKAGE_TYPES[key].maxWeightLb)
/** A weight the package takes: the one given if it may, else the heaviest it may (for a package changed under a chosen weight). */
export const weightWithinLimit = (key: PackageKey, weight: number): number => {
  const options = weightOptionsFor(key)
  const lighter = options.filter((w) => w <= weight)
  return options.includes(weight) ? weight : (lighter[lighter.length - 1] ?? options[0] ?? weight)
}
/** Spec point 9: carrier-rate labels on /shipping-admin start on the medium box (staff may choose another from the table). */
export const CARRIER_LABEL_PACKAGE: CarrierPackage = "package_medium"
/** Spec point 9: the flat-rate screens and the direct USPS label estimate every parcel at 2 lb. */
export const ESTIMATED_WEIGHT_LB = 2
/** The largest side of a custom package the server takes, in inches (USPS: 108 in length + girth). */
export const MAX_SIDE_IN = 108
/** The heaviest parcel anyone could mean, in pounds. */
export const MAX_WEIGHT_LB = 150
/** Spec point 3: a carrier that gives no estimate delivers in 3 days. */
export const DEFAULT_ESTIMATED_DAYS = 3
/** Spec point 7: carrier labels are bought through Shippo for these providers. */
export const SHIPPO_PROVIDERS = ["USPS", "UPS", "FEDEX"] as const
/** Shippo's rate attributes (spec point 3). */
export const RATE_ATTRIBUTES = ["BESTVALUE", "CHEAPEST", "FASTEST"] as const
export type RateAttribute = (typeof RATE_ATTRIBUTES)[number]

/** Spec point 9: summed quantity 2 or fewer → small flat-rate box, 3–4 → medium, more → large. */
export function flatRateBoxForQuantity(totalQuantity: number): FlatRatePackage {
  if (totalQuantity <= 2) return "small_flat_rate_box"
  if (totalQuantity <= 4) return "medium_flat_rate_box"
  return "large_flat_rate_box"
}

/** The Shipping page's two lists in Medusa's admin (GET /admin/shop/shipping/orders?list=). */
export const SHIPMENT_LISTS = ["pending", "shipped"] as const
export type ShipmentList = (typeof SHIPMENT_LISTS)[number]
/**
 * The back office's shipping lists (GET /api/shipping/orders?list=, spec point 4): /shipping-admin's
 * pending (orderStatus neither shipped nor cancelled, the order not cancelled) and shipped
 * (orderStatus shipped); /shippo-admin's simple-pending (payment paid or confirmed by the shopper,
 * status empty or pending) and simple-shipped (status or orderStatus shipped).
 */
export const SHIPPING_ORDER_LISTS = ["pending", "shipped", "simple-pending", "simple-shipped"] as const
export type ShippingOrderList = (typeof SHIPPING_ORDER_LISTS)[number]
/** A shipping list's page size unless asked otherwise. */
export const SHIPPING_PAGE_SIZE = 20

/**
 * Whether staff verified the order's payment (the desk's paymentStatus "paid"): labels and Ship need
 * it, or staff's explicit yes. A test card in the card sandbox (paymentSandbox) is never paid money.
 */
export const isPaymentVerified = (order: { paymentStatus?: string | null; paymentSandbox?: boolean | null }) =>
  order.paymentStatus === "paid" && order.paymentSandbox !== true

