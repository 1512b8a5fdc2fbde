import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Label, Text, Textarea, toast } from "@medusajs/ui"
import { CANCEL_REASON_MAX, printPath } from "@shop/contract"
import { archiveConfirmation, cancelConfirmation, type Said } from "@shop/staff"
import { useId, useState } from "react"
import { useNavigate } from "react-router-dom"
import { AskFirst } from "../components/ask-first"
import { useMethodLabel } from "../components/order-badges"
import { BACKEND_URL } from "../lib/api"
import { TitleBlock } from "../components/panel"
import { useArchiveShopOrder, useCancelShopOrder, useShopOrder } from "../hooks/orders"
import { useShopTranslation, type ShopKey } from "../lib/i18n"

const money = (n: number) => `$${n.toFixed(2)}`

/**
 * Cancel order and Archive on a Medusa order's page (issue 26 points 4 and 10), the back office's
 * actions with the same questions (@shop/staff's cancelConfirmation: the money, the label, the
 * e-mail; the reason goes to the shopper and Medusa's order) and the same server workflows. An
 * archived order leaves Medusa's lists, so the page goes to Archived orders.
 */
const OrderShopActions = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, lang } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const navigate = useNavigate()
  const { data: answer } = useShopOrder(data.id)
  const cancel = useCancelShopOrder(data.id)
  const archive = useArchiveShopOrder(data.id)
  const [reason, setReason] = useState("")
  const reasonId = useId()
  const order = answer?.order ?? null
  if (!order) return null

  const say = (s: Said) => t(s.key as ShopKey, s.values)
  const confirmation = cancelConfirmation(order, money, methodLabel(order.paymentMethod))
  const archiving = archiveConfirmation(order)
  const busy = cancel.isPending || archive.isPending
  const hintId = "shop-order-cancel-refused"

  const doCancel = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setReason("")
        toast.success(t("orderActions.cancel.done", { id: order.id }))
      },
      onError: (e) => toast.error(t("orderActions.cancel.failed", { reason: e.message })),
    })
  const doArchive = () =>
    archive.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("orderActions.archive.done", { id: order.id }), { description: t("orderActions.archive.doneText") })
        navigate("/archived-orders")
      },
      onError: (e) => toast.error(t("orderActions.archive.failed", { reason: e.message })),
    })

  return (
    <Container lang={lang} role="region" className="flex flex-col gap-3 px-6 py-4" aria-labelledby="shop-order-actions">
      <TitleBlock id="shop-order-actions" title={t("order.actions")} intro={t("order.number", { id: order.id })} />
      <div className="flex flex-wrap gap-2">
        <AskFirst
          variant="danger"
          lang={lang}
          trigger={
            <Button size="small" variant="danger" disabled={busy || !!confirmation.refused} aria-describedby={confirmation.refused ? hintId : undefined}>
              {t("orderActions.cancel.button")}
            </Button>
          }
          title={say(confirmation.title)}
          description={confirmation.lines.map(say).join(" ")}
          keep={t("orderActions.cancel.keep")}
          confirm={t("orderActions.cancel.confirm")}
          onConfirm={doCancel}
        >
          <div className="flex flex-col gap-1 px-6 pb-4">
            <Label htmlFor={reasonId} size="small" weight="plus">
              {t("orderActions.cancel.reason")}
            </Label>
            <Textarea id={reasonId} value={reason} maxLength={CANCEL_REASON_MAX} aria-describedby={`${reasonId}-hint`} onChange={(e) => setReason(e.target.value)} />
            <Text id={`${reasonId}-hint`} size="xsmall" className="text-ui-fg-muted">
              {t("orderActions.cancel.reasonHint")}
            </Text>
          </div>
        </AskFirst>
        <AskFirst
          variant="confirmation"
          lang={lang}
          trigger={
            <Button size="small" variant="secondary" disabled={busy} aria-label={t("orderActions.archive.named", { id: order.id })}>
              {t("orderActions.archive.button")}
            </Button>
          }
          title={say(archiving.title)}
          description={say(archiving.text)}
          keep={t("archived.cancel")}
          confirm={t("orderActions.archive.confirm")}
          onConfirm={doArchive}
        />
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("orderActions.print.title")}>
        {(["packing-slip", "invoice"] as const).map((kind) => (
          <Button key={kind} size="small" variant="secondary" asChild>
            <a
              href={`${BACKEND_URL}${printPath("/admin/shop", kind, data.id, lang === "km" ? "km" : "en")}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(kind === "invoice" ? "orderActions.print.invoiceNamed" : "orderActions.print.packingSlipNamed", { id: order.id })} ${t("orderActions.print.newTab")}`}
            >
              {t(kind === "invoice" ? "orderActions.print.invoice" : "orderActions.print.packingSlip")}
            </a>
          </Button>
        ))}
      </div>
      {confirmation.refusedText && (
        <Text id={hintId} size="xsmall" className="text-ui-fg-muted">
          {say(confirmation.refusedText)}
        </Text>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
  id: "cambodian-shop:order-actions",
})

export default OrderShopActions
