import { printPath } from "@shop/contract"
import { useStaffTranslation } from "../use-staff-i18n"
import { buttonVariants } from "../../../components/ui/button"
import { TitledSection } from "../../../components/ui/titled-section"

/**
 * Packing slip and Invoice of one order (issue 27 point 4): the server's PDFs, opened in a new tab
 * in the screen's language (links, so the browser's own viewer prints them).
 */
export function OrderPrintLinks({ orderId }: { orderId: number }) {
  const { t, i18n } = useStaffTranslation("admin")
  const lang = i18n.language?.startsWith("km") ? "km" : "en"
  const link = (kind: "packing-slip" | "invoice", text: string, named: string) => (
    <a
      href={printPath("/api", kind, orderId, lang)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${named} ${t("orderActions.print.newTab")}`}
      className={buttonVariants({ size: "sm", variant: "secondary" })}
    >
      {text}
    </a>
  )
  return (
    <TitledSection id="order-print" title={t("orderActions.print.title")}>
      <div className="flex flex-wrap gap-2">
        {link("packing-slip", t("orderActions.print.packingSlip"), t("orderActions.print.packingSlipNamed", { id: orderId }))}
        {link("invoice", t("orderActions.print.invoice"), t("orderActions.print.invoiceNamed", { id: orderId }))}
      </div>
      <p className="text-sm text-stone-700">{t("orderActions.print.hint")}</p>
    </TitledSection>
  )
}
