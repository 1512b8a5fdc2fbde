import { isPaymentVerified, type PaymentState } from "@shop/contract"
import { AlertDialog } from "../../../../components/ui/alert-dialog"
import { useState, type ReactNode } from "react"
import type { Order } from "../../api/orders"
import { useStaffTranslation } from "../../use-staff-i18n"
import { Button, buttonVariants } from "../../../../components/ui/button"
import { WarningIcon } from "../../../../components/ui/icons"
import { cn } from "../../../../lib/cn"
import { tagClass } from "./shipping-ui"

/**
 * 'Payment not verified' on an order whose payment staff have not verified (paymentStatus not
 * paid), 'Test payment – no money' on one paid with the card sandbox's test card. A word, not a colour.
 */
export function PaymentNotVerifiedTag({ sandbox = false, state }: { sandbox?: boolean; state?: PaymentState }) {
  const { t } = useStaffTranslation("shipping")
  const { t: ta } = useStaffTranslation("admin")
  // A rejected or refunded payment is its own state, not "not verified" (issue 26).
  if (state === "rejected" || state === "refunded") {
    return (
      <span className={cn(tagClass, state === "rejected" ? "border-red-700 bg-red-50 text-red-900" : "border-stone-400 bg-stone-100 text-stone-800")}>
        {ta(`payments.state.${state}`)}
      </span>
    )
  }
  return (
    <span className={cn(tagClass, sandbox ? "border-dashed border-fuchsia-800 bg-fuchsia-50 text-fuchsia-950" : "border-amber-700 bg-amber-50 text-amber-950")}>
      <WarningIcon width={14} height={14} className="mr-1 inline-block align-[-2px]" />
      {t(sandbox ? "payment.sandboxTag" : "payment.notVerifiedTag")}
    </span>
  )
}

export const paymentUnverified = (order: Pick<Order, "paymentStatus" | "paymentSandbox">) => !isPaymentVerified(order)

type Ask = {
  title: string
  /** What is about to happen (a label's price); the payment warning follows for an unverified order. */
  text?: ReactNode
  confirmLabel: string
  unverified: boolean
  /** The payment is a test card's (card sandbox): the warning says no money was charged. */
  sandbox?: boolean
  run: (allowUnverifiedPayment: boolean) => void
}

/**
 * Asks before a label or Ship: 'The payment is not verified yet. Ship anyway?' for an order whose
 * payment is not verified, and (with `text`) what the label costs. `ask(...)` opens it; confirming
 * runs the action with `allowUnverifiedPayment` when the payment is not verified. `dialog` is
 * rendered by the caller.
 */
export function useConfirmShip() {
  const { t } = useStaffTranslation("shipping")
  const [asking, setAsking] = useState<Ask | null>(null)

  /** Runs at once for a verified order without anything to confirm; otherwise asks first. */
  const confirm = (
    order: Pick<Order, "paymentStatus" | "paymentSandbox">,
    action: (allowUnverifiedPayment: boolean) => void,
    extra?: Omit<Ask, "unverified" | "sandbox" | "run">
  ) => {
    const unverified = paymentUnverified(order)
    if (!unverified && !extra) return action(false)
    setAsking({
      title: extra?.title ?? t("payment.confirmTitle"),
      text: extra?.text,
      confirmLabel: extra?.confirmLabel ?? t("payment.shipAnyway"),
      unverified,
      sandbox: order.paymentSandbox === true,
      run: action,
    })
  }

  const dialog = (
    <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-stone-900">{asking?.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-stone-800">
              {asking?.text && <p>{asking.text}</p>}
              {asking?.unverified && (
                <p className="flex items-start gap-1.5 font-semibold text-amber-950">
                  <WarningIcon width={18} height={18} className="mt-0.5 shrink-0" />
                  {t(asking.sandbox ? "payment.sandboxConfirmText" : "payment.confirmText")}
                </p>
              )}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>{t("common.cancel")}</AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                onClick={() => {
                  const a = asking
                  setAsking(null)
                  a?.run(a.unverified)
                }}
              >
                {asking?.confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
  return { confirm, dialog }
}
