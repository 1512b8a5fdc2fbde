import { labelStatusOf } from "@shop/staff/shipping"
import { useState, type ReactNode } from "react"
import { useStaffTranslation } from "../../use-staff-i18n"
import { labelFilePath } from "../api/shipping"
import { downloadLabel, printLabel } from "../lib/label-files"
import { useViewedLabels } from "../lib/viewed-labels"
import { useShippingReason } from "../lib/reasons"
import { Facts } from "../../components/facts"
import { Button, buttonVariants } from "../../../../components/ui/button"
import { useToast } from "../../../../components/ui/toaster"
import { formatPrice } from "../../../../lib/format"

type Props = {
  orderId: number
  labelUrl?: string | null
  trackingNumber?: string | null
  serviceName?: string | null
  status?: string | null
  /** What the label cost in dollars (kept with the label), shown when known. */
  price?: number | null
  /** The open link's words: 'View Label' in the order dialog, 'Open' on the shipping pages. */
  openText?: "view" | "open"
  children?: ReactNode
}

/** A created label (spec point 3's label result) with Open, Print (after 1 s) and Download (shipping-label-order-{id}.pdf/.png). */
export function LabelCard({ orderId, labelUrl, trackingNumber, serviceName, status, price, openText = "open", children }: Props) {
  const { t } = useStaffTranslation("shipping")
  // Shippo's transaction status (SUCCESS, QUEUED …) in words; an unknown one as it came.
  const statusText = (s: string) => {
    const known = labelStatusOf(s)
    return known ? t(`label.statuses.${known}`) : s
  }
  const facts: [string, string][] = [
    ...(trackingNumber ? ([[t("common.tracking"), trackingNumber]] as [string, string][]) : []),
    ...(serviceName ? ([[t("label.service"), serviceName]] as [string, string][]) : []),
    ...(price != null ? ([[t("label.price"), formatPrice(price)]] as [string, string][]) : []),
    ...(status ? ([[t("label.status"), statusText(status)]] as [string, string][]) : []),
  ]
  return (
    <div className="flex flex-col gap-3">
      {children}
      {facts.length > 0 && <Facts rows={facts} valueClassName="break-all font-mono" />}
      <LabelActions orderId={orderId} labelUrl={labelUrl} openText={openText} />
    </div>
  )
}

export function LabelActions({ orderId, labelUrl, openText = "open" }: Pick<Props, "orderId" | "labelUrl" | "openText">) {
  const { t } = useStaffTranslation("shipping")
  const toast = useToast()
  const { reason } = useShippingReason()
  const { markViewed } = useViewedLabels()
  const [downloading, setDownloading] = useState(false)
  const [printing, setPrinting] = useState(false)
  const file = labelFilePath(orderId)
  const href = labelUrl || file

  const onPrint = () => {
    markViewed(orderId)
    setPrinting(true)
    printLabel(orderId)
      .catch((err: unknown) =>
        toast({ title: t("common.error"), description: t("label.downloadFailed", { reason: reason(err, t("common.error")) }), variant: "destructive" })
      )
      .finally(() => window.setTimeout(() => setPrinting(false), 1000))
  }
  const onDownload = () => {
    setDownloading(true)
    downloadLabel(orderId)
      .catch((err: unknown) =>
        toast({ title: t("common.error"), description: t("label.downloadFailed", { reason: reason(err, t("common.error")) }), variant: "destructive" })
      )
      .finally(() => setDownloading(false))
  }
  return (
    <div className="flex flex-wrap gap-2">
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => markViewed(orderId)} className={buttonVariants({ size: "sm" })}>
        {t(openText === "view" ? "label.view" : "label.open")}
        <span className="sr-only"> {t("common.newTab")}</span>
      </a>
      <Button size="sm" variant="secondary" aria-busy={printing} disabled={printing} onClick={onPrint}>
        {printing ? t("label.printing") : t("label.print")}
      </Button>
      <Button size="sm" variant="secondary" aria-busy={downloading} disabled={downloading} onClick={onDownload}>
        {downloading ? t("label.downloading") : t("label.download")}
      </Button>
    </div>
  )
}
