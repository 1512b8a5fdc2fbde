import { shopRequest } from "./api"
import type { Rate } from "./types"

/**
 * The label dialog's choices (docs/back-office-api.md, Shipping: package types and weights; the
 * server checks them again and answers the limits' own messages).
 */
export const CARRIER_PACKAGES = ["package_small", "package_medium", "package_large", "custom_package"] as const
export const FLAT_RATE_PACKAGES = ["small_flat_rate_box", "medium_flat_rate_box", "large_flat_rate_box", "flat_rate_envelope"] as const
export type PackageKey = (typeof CARRIER_PACKAGES)[number] | (typeof FLAT_RATE_PACKAGES)[number]

export type Dimensions = { length: number; width: number; height: number }

export const PACKAGE_TYPES: Record<PackageKey, { dimensions: Dimensions | null; maxWeightLb: number; recommended?: boolean }> = {
  package_small: { dimensions: { length: 6, width: 6, height: 6 }, maxWeightLb: 5 },
  package_medium: { dimensions: { length: 12, width: 10, height: 8 }, maxWeightLb: 10, recommended: true },
  package_large: { dimensions: { length: 18, width: 14, height: 12 }, maxWeightLb: 20 },
  custom_package: { dimensions: null, maxWeightLb: 70 },
  small_flat_rate_box: { dimensions: { length: 8.6, width: 5.3, height: 1.6 }, maxWeightLb: 4 },
  medium_flat_rate_box: { dimensions: { length: 11.2, width: 8.7, height: 6 }, maxWeightLb: 10 },
  large_flat_rate_box: { dimensions: { length: 12.2, width: 12.2, height: 6 }, maxWeightLb: 15 },
  flat_rate_envelope: { dimensions: { length: 12.5, width: 9.5, height: 0.5 }, maxWeightLb: 1 },
}

export const isPackageKey = (key: unknown): key is PackageKey => typeof key === "string" && key in PACKAGE_TYPES

/** Weights in lb, default 2; the default package is the medium one (spec point 9). */
export const WEIGHT_OPTIONS_LB = [1, 2, 3, 5, 10, 15] as const
export const DEFAULT_WEIGHT_LB = 2
export const DEFAULT_PACKAGE: PackageKey = "package_medium"
/** The largest side of a custom package the server takes, in inches. */
export const MAX_SIDE_IN = 108
/** A carrier that gives no estimate delivers in 3 days (spec point 3). */
export const DEFAULT_ESTIMATED_DAYS = 3

export const rateAmount = (r: Rate) => Number(r.amount ?? r.rate ?? NaN)
export const rateService = (r: Rate) => r.service || r.service_name || ""
export const rateDays = (r: Rate) => (typeof r.estimated_days === "number" && Number.isFinite(r.estimated_days) ? r.estimated_days : DEFAULT_ESTIMATED_DAYS)

export type RateBadge = "bestValue" | "recommended" | "fastest" | "cheapest"

/** One badge per rate: BEST VALUE before RECOMMENDED before FASTEST before CHEAPEST (spec point 4). */
export function rateBadge(r: Rate): RateBadge | null {
  const attrs = r.attributes ?? []
  if (r.isBestValue || attrs.includes("BESTVALUE")) return "bestValue"
  if (r.isRecommended) return "recommended"
  if (r.isFastest || attrs.includes("FASTEST")) return "fastest"
  if (r.isLowestPrice || attrs.includes("CHEAPEST")) return "cheapest"
  return null
}

/** The carriers in the order of the (price-sorted) list, each once. */
export const carriersOf = (rates: Rate[]) => [...new Set(rates.map((r) => r.provider).filter(Boolean))]

// --- the label file: Open, Print, Download ------------------------------------------------------

/** Spec point 9: the downloaded label is shipping-label-order-{id}: .pdf for a PDF label (the sandbox's), else .png (Shippo's). */
export const labelFileName = (orderNumber: number | string, type = "image/png") =>
  `shipping-label-order-${orderNumber}.${type === "application/pdf" ? "pdf" : "png"}`

/** Spec point 9: the print dialog opens 1 s after Print, once the label has loaded. */
export const PRINT_DELAY_MS = 1000

const labelFilePath = (medusaOrderId: string) => `/shipping/orders/${encodeURIComponent(medusaOrderId)}/label-file`

/** The order's label file through the admin's session, as a Blob. */
export async function fetchLabelFile(medusaOrderId: string): Promise<Blob> {
  return (await shopRequest(labelFilePath(medusaOrderId))).blob()
}

/** Download: the label file saved as shipping-label-order-{id}.pdf/.png. */
export async function downloadLabel(medusaOrderId: string, orderNumber: number) {
  const blob = await fetchLabelFile(medusaOrderId)
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = labelFileName(orderNumber, blob.type)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Open without a public label URL: the file in a new tab (opened first, so no pop-up blocker stops it). */
export async function openLabelFile(medusaOrderId: string) {
  const tab = window.open("", "_blank")
  try {
    const url = URL.createObjectURL(await fetchLabelFile(medusaOrderId))
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch (e) {
    tab?.close()
    throw e
  }
}

/** The browser's print dialog for a loaded frame, behind an object so tests can replace it. */
export const labelPrinter = {
  print(frame: HTMLIFrameElement) {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
  },
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * Print: the label (a 4 x 6 in PDF or image) in a hidden frame sized for a label printer, and the print
 * dialog 1 s later (spec point 9). No pop-up window, so no pop-up blocker.
 */
export async function printLabel(medusaOrderId: string) {
  const blob = await fetchLabelFile(medusaOrderId)
  const url = URL.createObjectURL(blob)
  const frame = document.createElement("iframe")
  frame.setAttribute("aria-hidden", "true")
  frame.tabIndex = -1
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden"
  // A PDF label (4 x 6 in pages) opens in the browser's own viewer; an <img> cannot show it.
  if (blob.type === "application/pdf") frame.src = url
  else
    frame.srcdoc =
      '<!doctype html><html><head><style>@page{size:4in 6in;margin:0}html,body{margin:0}img{display:block;width:4in;height:6in;object-fit:contain}</style></head>' +
      `<body><img src="${escapeAttr(url)}" alt=""></body></html>`
  document.body.append(frame)
  window.setTimeout(() => {
    try {
      labelPrinter.print(frame)
    } finally {
      // print() returns once the dialog is closed in most browsers; the frame goes a little later.
      window.setTimeout(() => {
        frame.remove()
        URL.revokeObjectURL(url)
      }, 60_000)
    }
  }, PRINT_DELAY_MS)
}
