import { Dialog } from "radix-ui"
import type { ReactNode } from "react"
import { Button } from "./button"
import { CloseIcon } from "./icons"
import { useReturnFocus } from "./use-return-focus"

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  children: ReactNode
}

/**
 * A panel from the right: full width on phones, 420 px from `sm` up, sliding in 300 ms (index.css).
 * Radix Dialog traps focus while it is open and closes on Escape; focus goes back to the opener.
 */
export function Sheet({ open, onOpenChange, title, closeLabel, children }: Props) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          {...returnFocus}
          className="sheet fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl outline-none sm:w-[420px]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-xl font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
