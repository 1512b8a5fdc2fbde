import { labelFileName, labelPrinter, printLabelFile, PRINT_DELAY_MS, saveLabelFile } from "@shop/staff/shipping"
import { HttpError } from "../../../../lib/http"
import { labelFilePath } from "../api/shipping"

/** The file name, print frame and delays are @shop/staff's (shared with Medusa's admin). */
export { labelFileName, labelPrinter, PRINT_DELAY_MS }

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
  saveLabelFile(await fetchLabelFile(orderId), orderId)
}

/** Print: the label in a hidden frame sized for a label printer, the print dialog 1 s later (spec point 9). */
export async function printLabel(orderId: number | string) {
  printLabelFile(await fetchLabelFile(orderId))
}
