import { Dialog } from "radix-ui"
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef } from "react"

/**
 * Radix's AlertDialog API (Root, Trigger, Portal, Overlay, Content, Title, Description, Cancel,
 * Action) built on the same Dialog as the back office's other dialogs. radix-ui's AlertDialog
 * arrives with its own copies of Dialog, FocusScope and DismissableLayer (npm nests them), so a
 * confirm step opened from the order dialog was not stacked on it: the order dialog's focus trap
 * took focus back from every field of the confirm step (Reject's and Cancel's reasons could not be
 * typed). One Dialog instance shares one focus and layer stack. As Radix's AlertDialog: role
 * alertdialog, no dismissal by a click outside, Cancel focused on open.
 */
const CANCEL = "data-alert-cancel"

const Content = forwardRef<ElementRef<typeof Dialog.Content>, ComponentPropsWithoutRef<typeof Dialog.Content>>(function AlertDialogContent(
  { onOpenAutoFocus, ...props },
  ref
) {
  const own = useRef<HTMLDivElement | null>(null)
  return (
    <Dialog.Content
      role="alertdialog"
      {...props}
      ref={(node) => {
        own.current = node
        if (typeof ref === "function") ref(node)
        else if (ref) ref.current = node
      }}
      onPointerDownOutside={(e) => e.preventDefault()}
      onInteractOutside={(e) => e.preventDefault()}
      onOpenAutoFocus={(e) => {
        onOpenAutoFocus?.(e)
        if (e.defaultPrevented) return
        const cancel = own.current?.querySelector<HTMLElement>(`[${CANCEL}]`)
        if (cancel) {
          e.preventDefault()
          cancel.focus({ preventScroll: true })
        }
      }}
    />
  )
})

const Cancel = forwardRef<ElementRef<typeof Dialog.Close>, ComponentPropsWithoutRef<typeof Dialog.Close>>(function AlertDialogCancel(props, ref) {
  return <Dialog.Close ref={ref} {...{ [CANCEL]: "" }} {...props} />
})

export const AlertDialog = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Content,
  Title: Dialog.Title,
  Description: Dialog.Description,
  Cancel,
  Action: Dialog.Close,
}
