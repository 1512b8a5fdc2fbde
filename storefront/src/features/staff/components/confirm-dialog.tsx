import { AlertDialog } from "../../../components/ui/alert-dialog"
import type { ReactNode } from "react"
import { Button, buttonVariants } from "../../../components/ui/button"
import { useStaffTranslation } from "../use-staff-i18n"

type Props = {
  /** The button that opens the dialog (focus returns to it on close). */
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
  /** The Cancel button's words (default: the catalog's Cancel). */
  cancelLabel?: string
  /** More of the question under the description (a reason field, say). */
  children?: ReactNode
}

/** Spec point 2: Clear All and Limit ask first. Radix AlertDialog: focus trapped, Cancel focused, Escape cancels. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, cancelLabel, children }: Props) {
  const { t } = useStaffTranslation("admin")
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-800">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>{cancelLabel ?? t("common.cancel")}</AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>{confirmLabel}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
