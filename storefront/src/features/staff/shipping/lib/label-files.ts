import { HttpError } from "../../../../lib/http"
import { labelFilePath } from "../api/shipping"

/** Spec point 9: the downloaded label is shipping-label-order-{id}: .pdf for a PDF label (the sandbox's), else .png (Shippo's). */
export const labelFileName = (orderId: number | string, type = "image/png") =>
  `shipping-label-order-${orderId}.${type === "application/pdf" ? "pdf" : "png"}`

/** Spec point 9: the print dialog opens 1 s after Print, once the label has loaded. */
export const PRINT_DELAY_MS = 1000

/** The label file: GET /api/shipping/labels/{id} (same origin, with the session). */
async function fetchLabelFile(orderId: number | string): Promise<Blob> {
  const res = await fetch(labelFilePath(orderId), { credentials: "include" })
  if (!res.ok) {
    throw new HttpError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`)
  }
  return res.blob()
}

/** Download: the label file saved as shipping-label-order-{id}.pdf/.png. */
export async function downloadLabel(orderId: number | string) {
  const blob = await fetchLabelFile(orderId)
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = labelFileName(orderId, blob.type)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** The browser's print dialog for a loaded frame, behind an object so tests can replace it. */
export const labelPrinter = {
  print(frame: HTMLIFrameElement) {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
  },
}

/**
 * Print: the label (a 4x6 in PDF or image) goes into a hidden same-origin frame sized for a label
 * printer, and the print dialog opens 1 s later (spec point 9). No pop-up window, so no pop-up blocker.
 */
export async function printLabel(orderId: number | string) {
  const blob = await fetchLabelFile(orderId)
  const url = URL.createObjectURL(blob)
  const frame = document.createElement("iframe")
  frame.setAttribute("aria-hidden", "true")
  frame.tabIndex = -1
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden"
  // A PDF label (4x6 in pages) opens in the browser's own viewer; an <img> cannot show it.
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
