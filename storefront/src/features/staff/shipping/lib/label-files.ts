import { HttpError } from "../../../../lib/http"
import { labelFilePath } from "../api/shipping"

/** Spec point 9: the downloaded label is shipping-label-order-{id}.png. */
export const labelFileName = (orderId: number | string) => `shipping-label-order-${orderId}.png`

/** Spec point 9: the print dialog opens 1 s after Print, once the label has loaded. */
export const PRINT_DELAY_MS = 1000

/** GET /api/shipping/labels/{id} (same origin, with the session) saved as shipping-label-order-{id}.png. */
export async function downloadLabel(orderId: number | string) {
  const res = await fetch(labelFilePath(orderId), { credentials: "include" })
  if (!res.ok) {
    throw new HttpError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`)
  }
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement("a")
  link.href = url
  link.download = labelFileName(orderId)
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
 * Print: the label (a 4x6 in image) goes into a hidden same-origin frame sized for a label printer,
 * and the print dialog opens 1 s later (spec point 9). No pop-up window, so no pop-up blocker.
 */
export function printLabel(src: string) {
  const frame = document.createElement("iframe")
  frame.setAttribute("aria-hidden", "true")
  frame.tabIndex = -1
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden"
  frame.srcdoc =
    '<!doctype html><html><head><style>@page{size:4in 6in;margin:0}html,body{margin:0}img{display:block;width:4in;height:6in;object-fit:contain}</style></head>' +
    `<body><img src="${escapeAttr(src)}" alt=""></body></html>`
  document.body.append(frame)
  window.setTimeout(() => {
    try {
      labelPrinter.print(frame)
    } finally {
      // print() returns once the dialog is closed in most browsers; the frame goes a little later.
      window.setTimeout(() => frame.remove(), 60_000)
    }
  }, PRINT_DELAY_MS)
}
