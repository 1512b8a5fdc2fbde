/**
 * The label dialog's logic, shared by the two back offices (the storefront's /shipping-admin and
 * order dialog, admin-extensions' widget and Shipping page): rate order, badges and the carrier
 * filter, the package and weight check, the label file's name and print frame, and reading a
 * shipping call's answer or failure. Pure functions: each back office keeps its own components
 * (Radix/Tailwind there, @medusajs/ui here) and its own words (i18n keys named below).
 */
import {
  CARRIER_PACKAGES,
  DEFAULT_ESTIMATED_DAYS,
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  FLAT_RATE_PACKAGES,
  MAX_SIDE_IN,
  PACKAGE_TYPES,
  type Dimensions,
  type PackageKey,
} from "./constants.js"
import { readErrorBody, type ErrorCode } from "../errors.js"

// --- rates ----------------------------------------------------------------------------------------

/** A rate as a back office holds it: the contract's Rate, lenient about the server's alternative names. */
export type RateLike = {
  id: string
  provider: string
  service?: string | null
  service_name?: string | null
  amount?: string | number | null
  rate?: string | number | null
  estimated_days?: number | null
  arrives_by?: string | null
  attributes?: readonly string[] | null
  isBestValue?: boolean
  isRecommended?: boolean
  isFastest?: boolean
  isLowestPrice?: boolean
}

export const rateAmount = (r: RateLike) => Number(r.amount ?? r.rate ?? NaN)
export const rateService = (r: RateLike) => r.service || r.service_name || ""

/**
 * A service as staff read it, the carrier named once: "UPS" + "Ground" → "UPS Ground", but
 * "UPS" + "UPS Ground" stays "UPS Ground" (Shippo's UPS and FedEx service names already start with
 * the carrier; USPS's "Priority Mail" does not).
 */
export function carrierService(carrier: string | null | undefined, service: string | null | undefined): string {
  const c = (carrier ?? "").trim()
  const s = (service ?? "").trim()
  if (!c) return s
  if (!s) return c
  return s.toLowerCase() === c.toLowerCase() || s.toLowerCase().startsWith(`${c.toLowerCase()} `) ? s : `${c} ${s}`
}
/** Spec point 3: a carrier that gives no estimate delivers in 3 days. */
export const rateDays = (r: RateLike) => (typeof r.estimated_days === "number" && Number.isFinite(r.estimated_days) ? r.estimated_days : DEFAULT_ESTIMATED_DAYS)
/** The rate's arrival date when the carrier gave a readable one, else null (then its days are shown). */
export const rateArrivesBy = (r: RateLike): Date | null => (r.arrives_by && !Number.isNaN(Date.parse(r.arrives_by)) ? new Date(r.arrives_by) : null)

/** The badges, in the order of spec point 4; i18n keys `rates.badges.<badge>`. */
export const RATE_BADGES = ["bestValue", "recommended", "fastest", "cheapest"] as const
export type RateBadge = (typeof RATE_BADGES)[number]

/** Spec point 4: one badge per rate, BEST VALUE before RECOMMENDED before FASTEST before CHEAPEST. */
export function rateBadge(r: RateLike): RateBadge | null {
  const attrs = r.attributes ?? []
  if (r.isBestValue || attrs.includes("BESTVALUE")) return "bestValue"
  if (r.isRecommended) return "recommended"
  if (r.isFastest || attrs.includes("FASTEST")) return "fastest"
  if (r.isLowestPrice || attrs.includes("CHEAPEST")) return "cheapest"
  return null
}

/** Spec point 3: rates cheapest first (the server sorts them; a client sorting again changes nothing). */
export const sortRates = <R extends RateLike>(rates: readonly R[]): R[] => [...rates].sort((a, b) => rateAmount(a) - rateAmount(b))

/** The carriers in the order of the (price-sorted) list, each once. */
export const carriersOf = (rates: readonly RateLike[]): string[] => [...new Set(rates.map((r) => r.provider).filter(Boolean))]

/** Spec point 4: after rates arrive the first carrier in the list is the active filter (null: All Carriers). */
export const firstCarrier = (rates: readonly RateLike[]): string | null => carriersOf(rates)[0] ?? null

/**
 * The rates step as the screen shows it: the carrier filter's buttons (each carrier, then All
 * Carriers as `carrier: null`; the active one pressed), the rates of the active filter (all for
 * null) and the chosen rate if the filter still shows it (else none: Create stays disabled).
 */
export function rateStep<R extends RateLike>(rates: readonly R[], carrier: string | null, rateId: string | null) {
  const shown = carrier ? rates.filter((r) => r.provider === carrier) : [...rates]
  const chosen = shown.find((r) => r.id === rateId) ?? null
  const filters = [...carriersOf(rates), null].map((c) => ({ carrier: c, pressed: c === carrier }))
  return { filters, shown, chosen, chosenId: chosen?.id ?? null }
}

// --- packages and weights ---------------------------------------------------------------------------

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

// --- the label dialog's state ---------------------------------------------------------------------

/**
 * The label dialog of spec points 2 and 4 as data: step 1 the package, weight and (custom) sides;
 * step 2 the rates with the carrier filter and the chosen rate; the error the dialog shows (already
 * in the screen's words; a new package, Back and arriving rates clear it). `moved`: the step changed
 * since the dialog opened (focus then follows to the new step's heading).
 */
export type LabelDialogState<R extends RateLike = RateLike> = {
  step: "package" | "rates"
  packageType: PackageKey | null
  weight: number
  dims: DimensionsInput
  rates: R[]
  carrier: string | null
  rateId: string | null
  error: string | null
  moved: boolean
}

export type LabelDialogAction<R extends RateLike = RateLike> =
  | { type: "package"; packageType: PackageKey }
  | { type: "weight"; weight: number }
  | { type: "side"; side: (typeof DIMENSION_SIDES)[number]; value: string }
  /** The rates arrived: step 2, the first carrier as the filter (spec point 4), no rate chosen yet. */
  | { type: "rates"; rates: R[] }
  | { type: "carrier"; carrier: string | null }
  | { type: "rate"; rateId: string }
  | { type: "back" }
  | { type: "error"; error: string | null }

/** The dialog as it opens: step 1 on the given package (spec point 9: package_medium; null: none chosen), 2 lb. */
export const labelDialogStart = <R extends RateLike = RateLike>(packageType: PackageKey | null = DEFAULT_PACKAGE): LabelDialogState<R> => ({
  step: "package",
  packageType,
  weight: DEFAULT_WEIGHT_LB,
  dims: EMPTY_DIMENSIONS_INPUT,
  rates: [],
  carrier: null,
  rateId: null,
  error: null,
  moved: false,
})

export function labelDialogReducer<R extends RateLike>(state: LabelDialogState<R>, action: LabelDialogAction<R>): LabelDialogState<R> {
  switch (action.type) {
    case "package":
      return { ...state, packageType: action.packageType, error: null }
    case "weight":
      return { ...state, weight: action.weight }
    case "side":
      return { ...state, dims: { ...state.dims, [action.side]: action.value } }
    case "rates":
      return { ...state, step: "rates", rates: action.rates, carrier: firstCarrier(action.rates), rateId: null, error: null, moved: true }
    case "carrier":
      return { ...state, carrier: action.carrier }
    case "rate":
      return { ...state, rateId: action.rateId }
    case "back":
      return { ...state, step: "package", error: null, moved: true }
    case "error":
      return { ...state, error: action.error }
  }
}

// --- the label file -----------------------------------------------------------------------------------

/** Spec point 9: the print dialog opens 1 s after Print, once the label has loaded. */
export const PRINT_DELAY_MS = 1000
/** The print frame stays this long after the dialog (print() returns before it closes in some browsers). */
export const PRINT_FRAME_LIFETIME_MS = 60_000

/** Spec point 9: the downloaded label is shipping-label-order-{id}: .pdf for a PDF label (the sandbox's), else .png (Shippo's). */
export const labelFileName = (orderNumber: number | string, mimeType = "image/png") =>
  `shipping-label-order-${orderNumber}.${mimeType === "application/pdf" ? "pdf" : "png"}`

/** The hidden frame Print loads the label into: out of sight, out of the tab order. */
export const PRINT_FRAME_STYLE = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden"

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * What the print frame shows for a label file (its object URL): a PDF label (4 x 6 in pages) in the
 * browser's own viewer, an image on a 4 x 6 in page sized for a label printer.
 */
export function labelPrintFrame(mimeType: string, url: string): { src: string } | { srcdoc: string } {
  if (mimeType === "application/pdf") return { src: url }
  return {
    srcdoc:
      '<!doctype html><html><head><style>@page{size:4in 6in;margin:0}html,body{margin:0}img{display:block;width:4in;height:6in;object-fit:contain}</style></head>' +
      `<body><img src="${escapeAttr(url)}" alt=""></body></html>`,
  }
}

/** Shippo's transaction statuses the screens name (i18n keys `label.statuses.<STATUS>`); any other is shown as it came. */
export const LABEL_STATUSES = ["SUCCESS", "QUEUED", "WAITING", "ERROR", "REFUNDED"] as const
export type LabelStatus = (typeof LABEL_STATUSES)[number]
export const labelStatusOf = (status: string): LabelStatus | null =>
  (LABEL_STATUSES as readonly string[]).includes(status.toUpperCase()) ? (status.toUpperCase() as LabelStatus) : null

// --- answers and failures -------------------------------------------------------------------------------

/**
 * The shipping failures a screen says in its own language, by code (with describeError: the words,
 * then what the server added after the code's text): i18n keys of the shipping words.
 */
export const SHIPPING_MESSAGE_KEYS = {
  "shipping.ratesFailed": "rates.failed",
  "shipping.noRates": "rates.none",
  "shipping.labelFailed": "label.failed",
  "shipping.labelExists": "label.already",
  "shipping.unknownProvider": "label.unknownProvider",
  "shipping.statusFailed": "ship.failed",
  "shipping.paymentNotVerified": "payment.notVerified",
  "shipping.sandboxPayment": "payment.sandbox",
  "shipping.overPackageLimit": "packages.tooHeavy",
} as const satisfies Partial<Record<ErrorCode, string>>
export type ShippingMessageKey = (typeof SHIPPING_MESSAGE_KEYS)[keyof typeof SHIPPING_MESSAGE_KEYS]

/** The screens' key for a failure's code (their words for it), else undefined (then the server's text is shown). */
export const shippingMessageKey = (code: ErrorCode | null | undefined): ShippingMessageKey | undefined =>
  code && code in SHIPPING_MESSAGE_KEYS ? SHIPPING_MESSAGE_KEYS[code as keyof typeof SHIPPING_MESSAGE_KEYS] : undefined

/** What a failed shipping call said: its code, the server's text, Shippo's own words, the HTTP status. */
export type ShippingFailureInfo = { code: ErrorCode | null; error: string | null; details: string | null; status: number | null }

/** A failed call's body (JSON object or its raw text) as a failure. */
export function shippingFailureOfBody(body: unknown, status: number | null = null): ShippingFailureInfo {
  const info = readErrorBody(body)
  return { code: info.code, error: info.text, details: info.details, status }
}

/**
 * A 200 that is still a failure: `success: false` (spec point 8), or for a label call any answer
 * without `success: true` ('Failed to create shipping label.'). Null for a good answer.
 */
export function failedAnswer(answer: unknown, { requireSuccess = false } = {}): ShippingFailureInfo | null {
  const success = (answer as { success?: unknown } | null)?.success
  if (success === false || (requireSuccess && success !== true)) return shippingFailureOfBody(answer ?? {}, null)
  return null
}
