import { DEFAULT_ESTIMATED_DAYS } from "@shop/contract"
import { shopRequest } from "./api"
import type { Rate } from "./types"

/**
 * The label dialog's choices: the contract's packages, weights and limits (docs/back-office-api.md,
 * Shipping; the server checks them again and answers the limits' own messages).
 */
export {
  CARRIER_PACKAGES,
  DEFAULT_ESTIMATED_DAYS,
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  FLAT_RATE_PACKAGES,
  isPackageKey,
  MAX_SIDE_IN,
  PACKAGE_TYPES,
  WEIGHT_OPTIONS_LB,
  type Dimensions,
  type PackageKey,
} from "@shop/contract"

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
