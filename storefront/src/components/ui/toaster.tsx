import { Toast } from "radix-ui"
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react"
import { useProvided } from "../../lib/use-provided"
import { useTranslation } from "react-i18next"
import { cn } from "../../lib/cn"
import { CloseIcon } from "./icons"

export type ToastOptions = {
  title: string
  description?: string
  variant?: "default" | "destructive"
  /** Spec point 9: 5000 ms by default; the cart's toast passes 3000. */
  duration?: number
  /**
   * Where a phone shows it: at the bottom (default), or just under the sticky header, beside the
   * cart it speaks of and clear of the 'Add to cart' button just tapped. Wide screens: bottom-left.
   */
  placement?: "bottom" | "underHeader"
}

type ShownToast = ToastOptions & { id: number; open: boolean }

/** Spec point 9: one toast at a time, default 5 s. */
export const TOAST_DEFAULT_DURATION = 5000

const ToastContext = createContext<((t: ToastOptions) => void) | null>(null)
const DismissContext = createContext<() => void>(() => {})

/**
 * Toasts in Radix's accessible toast region (F8 focuses it, swipe right by 50 px dismisses).
 * A new toast replaces the one on screen, so at most one is ever visible; see `placement` for
 * where. Opening the cart dismisses it (useDismissToast), so it never lies over the cart's
 * Checkout button.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState<ShownToast | null>(null)
  const seq = useRef(0)
  const toast = useCallback((options: ToastOptions) => {
    seq.current += 1
    setCurrent({ ...options, id: seq.current, open: true })
  }, [])
  const value = useMemo(() => toast, [toast])
  const dismiss = useCallback(() => setCurrent((c) => (c?.open ? { ...c, open: false } : c)), [])
  return (
    <ToastContext.Provider value={value}>
      <DismissContext.Provider value={dismiss}>
      <Toast.Provider swipeDirection="right" swipeThreshold={50} label={t("toast.label")}>
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => setCurrent((c) => (c && c.id === current.id ? { ...c, open } : c))}
            duration={current.duration ?? TOAST_DEFAULT_DURATION}
            type={current.variant === "destructive" ? "foreground" : "background"}
            className={cn(
              "toast pointer-events-auto grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg",
              current.variant === "destructive" ? "border-red-900 bg-red-800 text-white" : "border-stone-200 bg-white text-stone-900"
            )}
          >
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="col-start-1 text-sm">{current.description}</Toast.Description>}
            <Toast.Close
              aria-label={t("toast.close")}
              className="col-start-2 row-span-2 row-start-1 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
            >
              <CloseIcon width={16} height={16} />
            </Toast.Close>
          </Toast.Root>
        )}
        {/* The region itself lets taps through (only the toast takes them). On a phone it is at the
            bottom (under the header it covered the heading a checkout step had just scrolled to),
            or under the header for 'Item added' (at the bottom it covered the product page's
            'Add to cart'); never over the header's buttons. Over an open dialog on a wide screen it is
            at the top centre (index.css): at the bottom left it covered the order dialog's buttons. */}
        <Toast.Viewport
          label={t("toast.region")}
          className={cn(
            "toast-viewport pointer-events-none fixed left-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:bottom-0 sm:top-auto sm:max-w-sm sm:p-4",
            current?.placement === "underHeader" ? "top-[var(--header-h,6.5rem)]" : "bottom-0 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          )}
        />
      </Toast.Provider>
      </DismissContext.Provider>
    </ToastContext.Provider>
  )
}

/** Closes the toast on screen, if any (the cart sheet calls it when it opens). */
export const useDismissToast = () => useContext(DismissContext)

export const useToast = () => useProvided(ToastContext, "useToast", "Toaster")
