import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { i18n as I18n } from "i18next"
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react"
import { I18nextProvider, useTranslation } from "react-i18next"
import { Toaster, useToast } from "../components/ui/toaster"
import { CartProvider, useCart, type CartItem } from "../features/cart/cart-store"
import { WishlistProvider } from "../features/wishlist/wishlist-store"
import { pendingCart, syncPendingCart } from "../features/checkout/pending-checkout"

/** Spec point 9: the cart's 'Item added' toast shows for 3 s. */
export const CART_TOAST_DURATION = 3000

/** Spec point 7: data is stale at once, refetched on mount, not on focus; no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnMount: true, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}

export function Providers({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          <ShopState>{children}</ShopState>
        </Toaster>
      </QueryClientProvider>
    </I18nextProvider>
  )
}

function ShopState({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const toast = useToast()
  const onAdd = useCallback(
    (item: Omit<CartItem, "quantity">) => toast({ title: t("cart.added"), description: t("cart.addedText", { name: item.name }), duration: CART_TOAST_DURATION, placement: "underHeader" }),
    [toast, t]
  )
  // After a reload in the middle of a checkout the cart is the checkout's (see pendingCart).
  const [restored] = useState(pendingCart)
  return (
    <WishlistProvider>
      <CartProvider initialItems={restored} onAdd={onAdd}>
        <PendingCartSync />
        {children}
      </CartProvider>
    </WishlistProvider>
  )
}

/** The pending checkout's lines follow the cart (see syncPendingCart); the first render is the restore itself. */
function PendingCartSync() {
  const { items } = useCart()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    syncPendingCart(items)
  }, [items])
  return null
}
