import { labelFileName, labelPrintFrame, PRINT_DELAY_MS, PRINT_FRAME_LIFETIME_MS, PRINT_FRAME_STYLE } from "@shop/staff/shipping"
import { shopRequest } from "./api"

/**
 * The label file in Medusa's admin: Open, Print and Download through the admin's session. The
 * label dialog's logic (packages, weights, rate badges, the parcel check, the file's name and print
 * frame) is @shop/contract's shipping-logic, shared with the storefront's back office.
 */
export type { Dimensions, PackageKey } from "@shop/contract"

const labelFilePath = (medusaOrderId: string) => `/shipping/orders/${encodeURIComponent(medusaOrderId)}/label-file`

/** The order's label file through the admin's session, as a Blob and its object URL (revoke it when done). */
async function labelFile(medusaOrderId: string) {
  const blob = await (await shopRequest(labelFilePath(medusaOrderId))).blob()
  return { blob, url: URL.createObjectURL(blob) }
}

/** Download: the label file saved as shipping-label-order-{id}.pdf/.png. */
export async function downloadLabel(medusaOrderId: string, orderNumber: number) {
  const { blob, url } = await labelFile(medusaOrderId)
  const link = Object.assign(document.createElement("a"), { href: url, download: labelFileName(orderNumber, blob.type), hidden: true })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Open without a public label URL: the file in a new tab (opened first, so no pop-up blocker stops it). */
export async function openLabelFile(medusaOrderId: string) {
  const tab = window.open("", "_blank")
  try {
    const { url } = await labelFile(medusaOrderId)
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

/**
 * Print: the label (a 4 x 6 in PDF or image) in a hidden frame sized for a label printer, and the
 * print dialog 1 s later (spec point 9). No pop-up window, so no pop-up blocker; the frame and its
 * URL go a minute later (print() returns before the dialog closes in some browsers).
 */
export async function printLabel(medusaOrderId: string) {
  const { blob, url } = await labelFile(medusaOrderId)
  const frame = document.body.appendChild(Object.assign(document.createElement("iframe"), labelPrintFrame(blob.type, url), { tabIndex: -1 }))
  frame.setAttribute("aria-hidden", "true")
  frame.style.cssText = PRINT_FRAME_STYLE
  const cleanUp = () => {
    frame.remove()
    URL.revokeObjectURL(url)
  }
  window.setTimeout(() => {
    try {
      labelPrinter.print(frame)
    } finally {
      window.setTimeout(cleanUp, PRINT_FRAME_LIFETIME_MS)
    }
  }, PRINT_DELAY_MS)
}
