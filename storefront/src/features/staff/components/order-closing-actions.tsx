import { archiveConfirmation, cancelConfirmation, type Said } from "@shop/staff"
import { CANCEL_REASON_MAX } from "@shop/contract"
import { useId, useState } from "react"
import { useArchiveOrder, useCancelOrder, type Order } from "../api/orders"
import { useServerReason } from "../use-server-reason"
import { useStaffTranslation } from "../use-staff-i18n"
import { ConfirmDialog } from "./confirm-dialog"
import { paymentMethodLabel } from "./badges"
import { RoleReason } from "./role-refusal"
import { useStaffRole } from "../use-role"
import { Button } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { formatPrice } from "../../../lib/format"

type Props = { order: Order; busy: boolean; /** The order left the lists (archived): the dialog closes. */ onArchived: () => void }

/**
 * Cancel order and Archive in the order dialog (issue 26 points 4 and 10). Both ask first; what
 * the question says (the money, the label, the e-mail) and when Cancel is refused are @shop/staff's
 * (the server's rules), the reason goes into the shopper's e-mail and Medusa's order.
 */
export function OrderClosingActions({ order, busy, onArchived }: Props) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const cancel = useCancelOrder()
  const archive = useArchiveOrder()
  const [reason, setReason] = useState("")
  const reasonId = useId()
  const say = (s: Said) => t(s.key as "orderActions.cancel.title", s.values)
  const confirmation = cancelConfirmation(order, formatPrice, paymentMethodLabel(order.paymentMethod, t))
  const archiving = archiveConfirmation(order)
  const pending = busy || cancel.isPending || archive.isPending
  const hintId = `order-${order.id}-cancel-refused`
  // admin-only (issue 27 point 6): staff see the buttons disabled, with the reason, rather than a refusal after confirming
  const role = useStaffRole()
  const mayCancel = role.can("orders.cancel")
  const mayArchive = role.can("orders.archive")
  const roleHintId = `order-${order.id}-role-refused`

  const doCancel = () =>
    cancel.mutateAsync({ id: order.id, reason }).then(
      () => {
        setReason("")
        toast({ title: t("orderActions.cancel.done", { id: order.id }) })
      },
      (err: unknown) => toast({ title: t("common.error"), description: t("orderActions.cancel.failed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  const doArchive = () =>
    archive.mutateAsync(order.id).then(
      () => {
        toast({ title: t("orderActions.archive.done", { id: order.id }), description: t("orderActions.archive.doneText") })
        onArchived()
      },
      (err: unknown) => toast({ title: t("common.error"), description: t("orderActions.archive.failed", { reason: reasonOf(err) }), variant: "destructive" })
    )

  const cancelButton = (
    <Button size="sm" variant="secondary" disabled={pending || !!confirmation.refused || !mayCancel} aria-describedby={confirmation.refused ? hintId : !mayCancel ? roleHintId : undefined}>
      {t("orderActions.cancel.button")}
    </Button>
  )
  const archiveButton = (
    <Button size="sm" variant="secondary" disabled={pending || !mayArchive} aria-label={t("orderActions.archive.named", { id: order.id })} aria-describedby={!mayArchive ? roleHintId : undefined}>
      {t("orderActions.archive.button")}
    </Button>
  )
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {confirmation.refused || !mayCancel ? (
          cancelButton
        ) : (
          <ConfirmDialog
            trigger={cancelButton}
            title={say(confirmation.title)}
            description={confirmation.lines.map(say).join(" ")}
            confirmLabel={t("orderActions.cancel.confirm")}
            cancelLabel={t("orderActions.cancel.keep")}
            onConfirm={doCancel}
          >
            <label htmlFor={reasonId} className="font-medium text-stone-900">
              {t("orderActions.cancel.reason")}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              aria-describedby={`${reasonId}-hint`}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 w-full rounded-lg border border-stone-400 p-2 text-stone-900"
            />
            <p id={`${reasonId}-hint`} className="text-sm text-stone-700">
              {t("orderActions.cancel.reasonHint")}
            </p>
          </ConfirmDialog>
        )}
        {mayArchive ? (
          <ConfirmDialog
            trigger={archiveButton}
            title={say(archiving.title)}
            description={say(archiving.text)}
            confirmLabel={t("orderActions.archive.confirm")}
            onConfirm={doArchive}
          />
        ) : (
          archiveButton
        )}
      </div>
      {(!mayCancel || !mayArchive) && (
        <div id={roleHintId}>
          {!mayCancel && <RoleReason permission="orders.cancel" />}
          {!mayArchive && <RoleReason permission="orders.archive" />}
        </div>
      )}
      {confirmation.refusedText && (
        <p id={hintId} className="text-sm text-stone-700">
          {say(confirmation.refusedText)}
        </p>
      )}
    </div>
  )
}
