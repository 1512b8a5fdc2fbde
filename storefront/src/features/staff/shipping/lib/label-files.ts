import { labelFileName, labelPrintFrame, PRINT_DELAY_MS, PRINT_FRAME_LIFETIME_MS, PRINT_FRAME_STYLE } from "@shop/staff/shipping"
import { HttpError } from "../../../../lib/http"
import { labelFilePath } from "../api/shipping"

/** The file name, print frame and delays are the contract's (shared with Medusa's admin). */
export { labelFileName, PRINT_DELAY_MS }

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
  const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: labelFileName(orderId, blob.type), hidden: true })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 0)
}

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
