import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Label, Select, StatusBadge, Text, Textarea, toast } from "@medusajs/ui"
import { isManualMethod, orderPaymentChange, PAYMENT_REASON_MAX } from "@shop/contract"
import { paymentPrompt } from "@shop/staff/payments"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { AskFirst } from "../components/ask-first"
import { PaymentStatusBadge, TestPaymentBadge, useMethodLabel, usePlacementNote } from "../components/order-badges"
import { Fact, TitleBlock } from "../components/panel"
import { useMarkOrderSeen, useSetOrderStatus, useSetPaymentStatus, useShopOrder } from "../hooks/orders"
import { useShopTranslation, type ShopKey } from "../lib/i18n"
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus, type ShopOrder } from "../lib/types"

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Fact label={label} className="text-ui-fg-subtle grid grid-cols-2 items-center gap-x-4 px-6 py-3">
    {children}
  </Fact>
)

/**
 * The question before a payment decision (@shop/staff's paymentPrompt, as in the shop's back
 * office): the order number, the amount, what happens to the money, the e-mail that will go and to
 * whom; Reject takes an optional reason (the shopper's e-mail and the order's history).
 */
function PaymentDecisionPrompt({ order, to, onClose, onConfirm }: { order: ShopOrder; to: PaymentStatus; onClose: () => void; onConfirm: (reason?: string) => void }) {
  const { t } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const [reason, setReason] = useState("")
  const amount = order.totalAmount === null ? "—" : `$${Number(order.totalAmount).toFixed(2)}`
  const ask = paymentPrompt(order, to, { amount, method: methodLabel(order.paymentMethod) })
  const email = ask.email ? t("order.ask.emailTo", { to: ask.email.to, kind: t(`emails.kinds.${ask.email.kind}` as ShopKey) }) : t("order.ask.noEmail")
  return (
    <AskFirst
      variant="confirmation"
      onClose={onClose}
      title={t(ask.title, ask.values)}
      description={`${t(ask.text, ask.values)} ${email}`}
      keep={t("order.undoPayment.cancel")}
      confirm={t(ask.confirm)}
      onConfirm={() => onConfirm(ask.reason ? reason.trim() || undefined : undefined)}
    >
      {ask.reason && (
        <div className="flex flex-col gap-1 px-6 pb-4">
          <Label htmlFor="shop-payment-reason" size="small">
            {t("order.ask.reason")}
          </Label>
          <Textarea id="shop-payment-reason" value={reason} maxLength={PAYMENT_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
    </AskFirst>
  )
}

/**
 * The shop's payment verification on a Medusa order's page: the method, the shopper's own
 * confirmation, Verify Payment / Mark Pending / Reject Payment (the back office's rules, through
 * the same server logic), the staff-side status and the seen flag. Opening it marks the order seen.
 */
const OrderShopPanel = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, lang } = useShopTranslation()
  const methodLabel = useMethodLabel()
  const placementNote = usePlacementNote()
  const { data: answer, isLoading, isError, error, refetch } = useShopOrder(data.id)
  const payment = useSetPaymentStatus(data.id)
  const status = useSetOrderStatus(data.id)
  const seen = useMarkOrderSeen(data.id)
  const [asking, setAsking] = useState<PaymentStatus | null>(null)
  const markedSeen = useRef(false)
  const order = answer?.order ?? null

  useEffect(() => {
    if (order && !order.seen && !markedSeen.current) {
      markedSeen.current = true
      seen.mutate()
    }
  }, [order, seen])

  if (isLoading) {
    return (
      <Container lang={lang}>
        <Text size="small">{t("common.loading")}</Text>
      </Container>
    )
  }
  if (isError) {
    return (
      <Container lang={lang} className="flex flex-col gap-2">
        <Text size="small">{t("common.loadError", { reason: (error as Error).message })}</Text>
        <Button size="small" variant="secondary" onClick={() => refetch()}>
          {t("common.retry")}
        </Button>
      </Container>
    )
  }
  if (!order) {
    return null // not an order of the shop's checkout (e.g. a draft order made here)
  }

  const busy = payment.isPending || status.isPending
  const placed = order.placement === "placed"
  const paid = order.paymentStatus === "paid"
  const allowed = (to: PaymentStatus) => placed && orderPaymentChange(order, to).allowed
  // Every payment decision asks first (PaymentDecisionPrompt): the order, the amount, the e-mail.
  const setPayment = (next: PaymentStatus, reason?: string) =>
    payment.mutate(
      { paymentStatus: next, reason },
      {
        onSuccess: () => toast.success(t("order.paymentUpdated")),
        onError: (e) => toast.error(t("order.paymentFailed", { reason: e.message })),
      }
    )
  const setStatus = (next: OrderStatus) =>
    status.mutate(next, {
      onSuccess: () => toast.success(t("order.statusUpdated")),
      onError: (e) => toast.error(t("order.statusFailed", { reason: e.message })),
    })
  const note = placementNote(order)
  // The desk's mark, or Medusa's own order metadata (set when the shop placed it).
  const sandbox = order.paymentSandbox || (data.metadata as Record<string, unknown> | null | undefined)?.payment_sandbox === true

  return (
    <Container lang={lang} role="region" className="divide-y p-0" aria-labelledby="shop-payment-verification">
      <div className="flex items-center justify-between gap-2 px-6 py-4">
        <div>
          <TitleBlock id="shop-payment-verification" title={t("order.verifyTitle")} intro={t("order.number", { id: order.id })} />
        </div>
        <StatusBadge color={order.seen ? "grey" : "blue"}>{order.seen ? t("order.seen") : t("order.new")}</StatusBadge>
      </div>
      <Row label={t("order.method")}>{methodLabel(order.paymentMethod)}</Row>
      <Row label={t("order.customerSaysPaid")}>
        {order.paymentConfirmed ? (order.paymentMethod === "stripe" ? t("common.yes") : t("order.selfDeclared")) : t("order.notConfirmed")}
      </Row>
      <Row label={t("order.paymentStatus")}>
        <span className="flex flex-wrap gap-1">
          <PaymentStatusBadge order={order} />
          <TestPaymentBadge order={sandbox ? { paymentSandbox: true } : order} />
        </span>
      </Row>
      {sandbox && (
        <div className="px-6 py-3" role="note">
          <Text size="small" weight="plus" className="text-ui-fg-base">
            {t("order.testPaymentHint")}
          </Text>
        </div>
      )}
      {note && (
        <Row label={t("order.placement")}>
          <Text size="small">{note}</Text>
        </Row>
      )}
      {asking && (
        <PaymentDecisionPrompt
          order={order}
          to={asking}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => {
            setPayment(asking, reason)
            setAsking(null)
          }}
        />
      )}
      <div className="flex flex-col gap-3 px-6 py-4">
        <div className="flex flex-wrap gap-2">
          <Button size="small" disabled={busy || !allowed("paid")} isLoading={payment.isPending && payment.variables?.paymentStatus === "paid"} onClick={() => setAsking("paid")}>
            {t("order.verify")}
          </Button>
          <Button size="small" variant="secondary" disabled={busy || !allowed("pending")} onClick={() => setAsking("pending")}>
            {t("order.markPending")}
          </Button>
          <Button size="small" variant="danger" disabled={busy || !allowed("failed")} onClick={() => setAsking("failed")}>
            {t("order.reject")}
          </Button>
        </div>
        <Text size="xsmall" className="text-ui-fg-muted">
          {!placed
            ? t("order.placementPending")
            : paid
              ? t(isManualMethod(order.paymentMethod) ? "order.capturedHint" : "order.capturedCardHint")
              : t("order.verifyHint")}
        </Text>
      </div>
      <div className="flex flex-col gap-2 px-6 py-4">
        <Text size="small" leading="compact" weight="plus" id="shop-order-status-label">
          {t("order.shopStatus")}
        </Text>
        <Select size="small" value={order.status ?? "pending"} disabled={busy} onValueChange={(v) => setStatus(v as OrderStatus)}>
          <Select.Trigger aria-labelledby="shop-order-status-label">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {ORDER_STATUSES.map((s) => (
              // Cancelled is Cancel order (its own widget: it asks, and takes a reason), not a status pick.
              <Select.Item key={s} value={s} disabled={(s === "completed" && !paid) || s === "cancelled"}>
                {t(`status.${s}` as ShopKey)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        {!paid && order.status !== "completed" && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("order.completeHint")}
          </Text>
        )}
      </div>
      {order.notes && (
        <div className="flex flex-col gap-1 px-6 py-4">
          <Text size="small" leading="compact" weight="plus">
            {t("order.customerNotes")}
          </Text>
          <Text size="small" className="text-ui-fg-subtle whitespace-pre-wrap">
            {order.notes}
          </Text>
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.before",
  id: "cambodian-shop:order-payment-verification",
})

export default OrderShopPanel
