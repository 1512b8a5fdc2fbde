import { useRef } from "react"

/**
 * Radix returns focus to a Dialog.Trigger on close; our sheets are opened by header buttons instead,
 * so they remember what had focus when they opened and give it back on close (if it is still there).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault()
        opener.current.focus()
      }
    },
  }
}
