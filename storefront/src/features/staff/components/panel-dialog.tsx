import { Dialog } from "radix-ui"
import type { ReactNode } from "react"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button } from "../../../components/ui/button"
import { CloseIcon } from "../../../components/ui/icons"
import { useReturnFocus } from "../../../components/ui/use-return-focus"
import { cn } from "../../../lib/cn"

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Under the title; `srOnly` keeps it for screen readers only. */
  description: ReactNode
  srOnlyDescription?: boolean
  /** "over" for a dialog opened from another one (its overlay covers the first). */
  layer?: "base" | "over"
  /** The body, rendered only while the dialog is open. */
  children: () => ReactNode
}

/**
 * The back office's large centred dialog: a header with the title, its description and Close, the
 * body below; focus goes back to what opened it. The order dialog and the e-mail viewer use it.
 */
export function PanelDialog({ open, onOpenChange, title, description, srOnlyDescription = false, layer = "base", children }: Props) {
  const { t } = useStaffTranslation("admin")
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn("overlay fixed inset-0 bg-stone-950/50", layer === "over" ? "z-50" : "z-40")} />
        {open && (
          <Dialog.Content
            {...returnFocus}
            className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl outline-none"
          >
            <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
              <div>
                <Dialog.Title className="text-xl font-bold text-stone-900">{title}</Dialog.Title>
                <Dialog.Description className={srOnlyDescription ? "sr-only" : "text-sm text-stone-700"}>{description}</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t("common.close")}>
                  <CloseIcon />
                </Button>
              </Dialog.Close>
            </div>
            {children()}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}
