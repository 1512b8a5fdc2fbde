import { formatPhone, orderPaymentChange, PAYMENT_REASON_MAX, shippingRefusal } from "@shop/contract"
import { paymentPrompt } from "@shop/staff/payments"
import { Tabs } from "radix-ui"
import { useRef, useState, type ReactNode } from "react"
import { useAcknowledgeOrder, useUpdateOrderStatus, useUpdatePaymentStatus, type Order, type OrderStatus, type PaymentStatus } from "../api/orders"
import { useServerReason } from "../use-server-reason"
import { OrderStatusBadge, PaymentStatusBadge, TestPaymentBadge, paymentMethodLabel, placementNote } from "./badges"
import { ConfirmDialog } from "./confirm-dialog"
import { OrderClosingActions } from "./order-closing-actions"
import { Facts } from "./facts"
import { PanelDialog } from "./panel-dialog"
import { OrderEmails } from "./outbox"
import { OrderHistory } from "./order-history"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button, buttonVariants } from "../../../components/ui/button"
import { TitledSection } from "../../../components/ui/titled-section"
import { useToast } from "../../../components/ui/toaster"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"
import { ShippingLabelDialog } from "../shipping/components/shipping-label-dialog"
import { labelFilePath } from "../shipping/api/shipping"
import { useViewedLabels } from "../shipping/lib/viewed-labels"

type Props = { order: Order | null; onOpenChange: (open: boolean) => void }

const tabClass =
  "min-h-11 rounded-t-lg px-4 font-semibold text-stone-800 data-[state=active]:border-b-2 data-[state=active]:border-red-800 data-[state=active]:text-red-900"

/** The order detail dialog of spec point 2: details, payment verification and order actions; a Shipping Label tab. */
export function OrderDialog({ order, onOpenChange }: Props) {
  const { t, i18n } = useStaffTranslation("admin")
  return (
    <PanelDialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title={order ? t("order.title", { id: order.id }) : ""}
      description={order ? t("order.placedOn", { date: formatDateTime(new Date(order.createdAt), i18n.language) }) : ""}
    >
      {() => <OrderTabs order={order!} onClose={() => onOpenChange(false)} />}
    </PanelDialog>
  )
}

type Tab = "details" | "shipping" | "history"

/** The two tabs; mounted with the dialog's content, so every order opens on its details. */
function OrderTabs({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useStaffTranslation("admin")
  const [tab, setTab] = useState<Tab>("details")
  const triggers = { details: useRef<HTMLButtonElement>(null), shipping: useRef<HTMLButtonElement>(null), history: useRef<HTMLButtonElement>(null) }
  // A button that switches tabs is gone with its panel: focus goes to the new tab.
  const switchTo = (next: Tab) => {
    setTab(next)
    triggers[next].current?.focus()
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex min-h-0 flex-col">
      <Tabs.List aria-label={t("order.tabs.label")} className="flex flex-wrap gap-1 border-b border-stone-200 px-5">
        <Tabs.Trigger ref={triggers.details} value="details" className={tabClass}>
          {t("order.tabs.details")}
        </Tabs.Trigger>
        <Tabs.Trigger ref={triggers.shipping} value="shipping" className={tabClass}>
          {t("order.tabs.shipping")}
        </Tabs.Trigger>
        <Tabs.Trigger ref={triggers.history} value="history" className={tabClass}>
          {t("history.tab")}
        </Tabs.Trigger>
      </Tabs.List>
      <div className="overflow-y-auto px-5 py-4">
        <Tabs.Content value="details">
          <OrderDetails order={order} onCreateLabel={() => switchTo("shipping")} onClose={onClose} />
        </Tabs.Content>
        <Tabs.Content value="shipping">
          {/* Spec point 4: after success the label dialog reports (the toast) and closes: back to the details, where View Label is. */}
          <ShippingLabelDialog order={order} onCancel={() => switchTo("details")} onCreated={() => switchTo("details")} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <OrderHistory orderNumber={order.id} />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  )
}

const money = (value: number | string | null | undefined) => (value === null || value === undefined || value === "" ? "—" : formatPrice(value))

function OrderDetails({ order, onCreateLabel, onClose }: { order: Order; onCreateLabel: () => void; onClose: () => void }) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const { t: ts } = useStaffTranslation("shipping")
  const { markViewed } = useViewedLabels()
  const hasLabel = Boolean(order.trackingNumber || order.shippingLabel)
  const toast = useToast()
  const payment = useUpdatePaymentStatus()
  const status = useUpdateOrderStatus()
  const acknowledge = useAcknowledgeOrder()
  const busy = payment.isPending || status.isPending || acknowledge.isPending
  const placement = placementNote(order, t)
  const paid = order.paymentStatus === "paid"
  const hintId = `order-${order.id}-complete-hint`
  // A cancelled, rejected or fully refunded order never ships: no label to offer (the server refuses it too).
  const shippingRefused = shippingRefusal(order)
  const refusedId = `order-${order.id}-label-refused`

  // mutateAsync: the outcome is still told if the dialog is closed before the answer arrives.
  const setPayment = (paymentStatus: PaymentStatus, reason?: string) =>
    payment.mutateAsync({ id: order.id, paymentStatus, reason }).then(
      () => toast({ title: t("order.paymentUpdated") }),
      (err: unknown) => toast({ title: t("common.error"), description: t("order.paymentFailed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  const statusFailed = (err: unknown) =>
    toast({ title: t("common.error"), description: t("order.statusFailed", { reason: reasonOf(err) }), variant: "destructive" })
  const setStatus = (next: OrderStatus) =>
    status.mutateAsync({ id: order.id, status: next }).then(() => toast({ title: t("order.statusUpdated") }), statusFailed)

  return (
    <div className="flex flex-col gap-6">
      {placement && (
        <p role="note" className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-stone-900">
          <strong>{placement}</strong>
          {order.placement !== "failed" && <> — {t("order.placementQueued")}</>}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <TitledSection id="order-customer" title={t("order.customer")}>
          <Facts
            rows={[
              [t("order.name"), order.customerName],
              ...(order.paymentReference ? [[t("order.memo"), <span className="font-mono">{order.paymentReference}</span>] as [string, ReactNode]] : []),
              [t("order.phone"), order.customerPhone ? <a href={`tel:${order.customerPhone}`} className="underline">{formatPhone(order.customerPhone)}</a> : t("common.notGiven")],
              [t("order.email"), order.customerEmail ? <a href={`mailto:${order.customerEmail}`} className="underline">{order.customerEmail}</a> : t("common.notGiven")],
            ]}
          />
        </TitledSection>
        <TitledSection id="order-address" title={t("order.address")}>
          <p className="text-stone-900">{order.deliveryAddress}</p>
          <h4 className="mt-2 font-semibold text-stone-900">{t("order.notes")}</h4>
          <p className="whitespace-pre-line text-stone-900">{order.notes || t("order.noNotes")}</p>
        </TitledSection>
      </div>

      <TitledSection id="order-items" title={t("order.items")}>
        {order.orderItems.length === 0 ? (
          <p className="text-stone-700">{t("order.noItems")}</p>
        ) : (
          <table className="w-full text-left text-stone-900">
            <thead className="border-b border-stone-300 text-sm text-stone-700">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t("order.item")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t("order.quantity")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("order.price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((item, i) => (
                <tr key={`${item.id}-${i}`} className="border-b border-stone-100">
                  <td className="py-1 pr-2">{item.name}</td>
                  <td className="py-1 pr-2 text-right">{item.quantity}</td>
                  <td className="py-1 text-right">{formatPrice(item.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TitledSection>

      <TitledSection id="order-summary" title={t("order.summary")}>
        <Facts
          rows={[
            [t("order.subtotal"), money(order.subtotal)],
            [t("order.deliveryFee"), money(order.deliveryFee)],
            [t("order.processingFee"), money(order.processingFee)],
            [t("order.total"), <strong key="total">{money(order.totalAmount)}</strong>],
          ]}
        />
      </TitledSection>

      <div className="grid gap-6 md:grid-cols-2">
        <TitledSection id="order-payment" title={t("order.payment")}>
          <Facts
            rows={[
              [t("order.method"), paymentMethodLabel(order.paymentMethod, t)],
              [
                t("order.paymentStatus"),
                <span key="p" className="flex flex-wrap gap-1">
                  <PaymentStatusBadge order={order} />
                  <TestPaymentBadge order={order} />
                </span>,
              ],
              [t("order.customerConfirmed"), order.paymentConfirmed ? t("common.yes") : t("common.no")],
            ]}
          />
          {order.paymentSandbox && (
            <p role="note" className="rounded-lg border-2 border-dashed border-fuchsia-800 bg-fuchsia-50 p-2 text-sm text-fuchsia-950">
              {t("orders.testPaymentHint")}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <PaymentButton order={order} to="paid" busy={busy} onChange={setPayment} />
            <PaymentButton order={order} to="pending" busy={busy} onChange={setPayment} />
            <PaymentButton order={order} to="failed" busy={busy} onChange={setPayment} />
          </div>
          <PaymentHistory order={order} />
        </TitledSection>

        <TitledSection id="order-actions" title={t("order.actions")}>
          <Facts
            rows={[
              [t("order.status"), <OrderStatusBadge key="s" status={order.status} />],
              ...(order.trackingNumber ? ([[t("order.tracking"), order.trackingNumber]] as [string, ReactNode][]) : []),
            ]}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy || !paid || order.status === "completed"}
              aria-describedby={paid ? undefined : hintId}
              onClick={() => setStatus("completed")}
            >
              {t("order.complete")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || order.seen}
              onClick={() => acknowledge.mutateAsync(order.id).catch(statusFailed)}
            >
              {order.seen ? t("order.seen") : t("order.markSeen")}
            </Button>
            {hasLabel ? (
              <a
                href={order.shippingLabel || labelFilePath(order.id)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => markViewed(order.id)}
                className={buttonVariants({ size: "sm", variant: "secondary" })}
              >
                {ts("label.view")}
                <span className="sr-only"> {ts("common.newTab")}</span>
              </a>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={onCreateLabel}
                disabled={!!shippingRefused}
                aria-describedby={shippingRefused ? refusedId : undefined}
              >
                {ts("dialog.create")}
              </Button>
            )}
          </div>
          {!hasLabel && shippingRefused && (
            <p id={refusedId} className="text-sm text-stone-700">
              {ts(`dialog.refused.${shippingRefused}`)}
            </p>
          )}
          {!paid && (
            <p id={hintId} className="text-sm text-stone-700">
              {t("order.completeHint")}
            </p>
          )}
          <OrderClosingActions order={order} busy={busy} onArchived={onClose} />
        </TitledSection>
      </div>

      <TitledSection id="order-emails" title={t("emails.orderSection")}>
        <OrderEmails orderNumber={order.id} />
      </TitledSection>
    </div>
  )
}

const PAYMENT_LABELS = { paid: "order.verify", pending: "order.markPending", failed: "order.reject" } as const

/**
 * Verify Payment, Mark Pending or Reject Payment, enabled when the server accepts the change
 * (@shop/contract's paymentChange). Each asks first (@shop/staff's paymentPrompt): the order
 * number, the amount, what happens to the money, and the e-mail that will go and to whom; Reject
 * takes an optional reason (in the shopper's e-mail and the order's history).
 */
function PaymentButton({ order, to, busy, onChange }: { order: Order; to: PaymentStatus; busy: boolean; onChange: (to: PaymentStatus, reason?: string) => void }) {
  const { t } = useStaffTranslation("admin")
  const [reason, setReason] = useState("")
  const change = orderPaymentChange(order, to)
  const button = (
    <Button size="sm" variant={to === "paid" ? "primary" : "secondary"} disabled={busy || !change.allowed}>
      {t(PAYMENT_LABELS[to])}
    </Button>
  )
  if (!change.allowed) return button
  const ask = paymentPrompt(order, to, { amount: money(order.totalAmount), method: paymentMethodLabel(order.paymentMethod, t) })
  const email = ask.email ? t("order.ask.emailTo", { to: ask.email.to, kind: t(`emails.kinds.${ask.email.kind}`) }) : t("order.ask.noEmail")
  const reasonId = `order-${order.id}-reason`
  return (
    <ConfirmDialog
      trigger={button}
      title={t(ask.title, ask.values)}
      description={`${t(ask.text, ask.values)} ${email}`}
      confirmLabel={t(ask.confirm)}
      onConfirm={() => onChange(to, ask.reason ? reason.trim() || undefined : undefined)}
    >
      {ask.reason && (
        <label htmlFor={reasonId} className="mt-4 flex flex-col gap-1 text-sm font-medium text-stone-900">
          {t("order.ask.reason")}
          <textarea
            id={reasonId}
            value={reason}
            maxLength={PAYMENT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            className="rounded-lg border border-stone-400 p-2 font-normal"
          />
        </label>
      )}
    </ConfirmDialog>
  )
}

/** Staff's payment decisions, oldest first, with Reject's reasons: the order's history. */
function PaymentHistory({ order }: { order: Order }) {
  const { t, i18n } = useStaffTranslation("admin")
  const notes = order.paymentHistory ?? []
  if (!notes.length) return null
  return (
    <div>
      <h4 className="font-semibold text-stone-900">{t("order.history")}</h4>
      <ul className="text-sm text-stone-800">
        {notes.map((n, i) => (
          <li key={`${n.at}-${i}`}>
            {t("order.historyEntry", { date: formatDateTime(new Date(n.at), i18n.language), decision: t(PAYMENT_LABELS[n.decision]) })}
            {n.reason && <> — {t("order.historyReason", { reason: n.reason })}</>}
          </li>
        ))}
      </ul>
    </div>
  )
}
