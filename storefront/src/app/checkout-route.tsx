import { CheckoutPage } from "../features/checkout/components/checkout-page"
import { useCart } from "../features/cart/cart-store"

/** /checkout: the checkout feature on the shopper's cart. Loaded on demand (see router.tsx). */
export function CheckoutRoute() {
  const cart = useCart()
  return <CheckoutPage cart={{ items: cart.items, clear: cart.clear }} />
}
