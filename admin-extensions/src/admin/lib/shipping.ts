import { labelPrinter, printLabelFile, saveLabelFile } from "@shop/staff/shipping"
import { shopRequest } from "./api"

/**
 * The label file in Medusa's admin: Open, Print and Download through the admin's session. The
 * label dialog's logic (packages, weights, rate badges, the parcel check, the file's name and print
 * frame) is @shop/staff/shipping, shared with the storefront's back office.
 */
export type { Dimensions, PackageKey } from "@shop/contract"

const labelFilePath = (medusaOrderId: string) => `/shipping/orders/${encodeURIComponent(medusaOrderId)}/label-file`

/** The order's label file through the admin's session. */
const labelFile = async (medusaOrderId: string) => (await shopRequest(labelFilePath(medusaOrderId))).blob()

/** Download: the label file saved as shipping-label-order-{id}.pdf/.png. */
export async function downloadLabel(medusaOrderId: string, orderNumber: number) {
  saveLabelFile(await labelFile(medusaOrderId), orderNumber)
}

/** Open without a public label URL: the file in a new tab (opened first, so no pop-up blocker stops it). */
export async function openLabelFile(medusaOrderId: string) {
  const tab = window.open("", "_blank")
  try {
    const url = URL.createObjectURL(await labelFile(medusaOrderId))
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch (e) {
    tab?.close()
    throw e
  }
}

/** Print: the label in a hidden frame sized for a label printer, the print dialog 1 s later (spec point 9). */
export async function printLabel(medusaOrderId: string) {
  printLabelFile(await labelFile(medusaOrderId))
}

export { labelPrinter }
