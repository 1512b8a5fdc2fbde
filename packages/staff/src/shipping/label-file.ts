import { saveFile } from "../client"

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

// --- the label file in the browser ------------------------------------------------------------------

/** Download: the label file (fetched by the app with its session) saved as shipping-label-order-{id}.pdf/.png. */
export const saveLabelFile = (blob: Blob, orderNumber: number | string) => saveFile(blob, labelFileName(orderNumber, blob.type))

/** The browser's print dialog for a loaded frame, behind an object so tests can replace it. */
export const labelPrinter = {
  print(frame: HTMLIFrameElement) {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
  },
}

/**
 * Print: the label (a 4 x 6 in PDF or image) in a hidden frame sized for a label printer, and the
 * print dialog 1 s later (spec point 9). No pop-up window, so no pop-up blocker; the frame and its
 * URL go a minute later (print() returns before the dialog closes in some browsers).
 */
export function printLabelFile(blob: Blob) {
  const url = URL.createObjectURL(blob)
  const frame = Object.assign(document.createElement("iframe"), { tabIndex: -1 }, labelPrintFrame(blob.type, url))
  frame.setAttribute("aria-hidden", "true")
  frame.style.cssText = PRINT_FRAME_STYLE
  document.body.append(frame)
  window.setTimeout(() => {
    try {
      labelPrinter.print(frame)
    } finally {
      window.setTimeout(() => (frame.remove(), URL.revokeObjectURL(url)), PRINT_FRAME_LIFETIME_MS)
    }
  }, PRINT_DELAY_MS)
}
