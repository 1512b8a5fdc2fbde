import { lazy, Suspense, useEffect, useState } from "react"
import { Outlet } from "react-router-dom"
import { useTranslation } from "react-i18next"
import { Header } from "./shell/header"
import { Footer } from "./shell/footer"
import { useCart } from "../features/cart/cart-store"
import { useRouteScroll } from "./use-route-scroll"
import { useDismissToast } from "../components/ui/toaster"
import { isStaffMember, useUser } from "../features/auth/api/user"

// The sheets (and Radix's dialog code) load when first opened, not with the home page.
const CartSheet = lazy(() => import("./shell/cart-sheet").then((m) => ({ default: m.CartSheet })))
const WishlistPanel = lazy(() => import("./shell/wishlist-panel").then((m) => ({ default: m.WishlistPanel })))
// Only signed-in admins see the staff bar; shoppers never download it (or ask /api/user, see useUser).
const AdminHeader = lazy(() => import("../features/staff/components/admin-header").then((m) => ({ default: m.AdminHeader })))

/** The storefront shell: the admin bar (admins only), header, page, footer, and the cart and wishlist sheets. */
export function Layout() {
  const { t } = useTranslation()
  const [wishlistOpen, setWishlistOpen] = useState(false)
  const cart = useCart()
  const { data: user } = useUser()
  const [cartUsed, setCartUsed] = useState(false)
  if (cart.isOpen && !cartUsed) setCartUsed(true)
  const [wishlistUsed, setWishlistUsed] = useState(false)
  if (wishlistOpen && !wishlistUsed) setWishlistUsed(true)
  useRouteScroll()
  // The cart's sheet covers the page, its Checkout button at the bottom: no toast stays over it.
  const dismissToast = useDismissToast()
  useEffect(() => {
    if (cart.isOpen) dismissToast()
  }, [cart.isOpen, dismissToast])
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900">
        {t("a11y.skipToContent")}
      </a>
      {user && isStaffMember(user) && (
        <Suspense fallback={null}>
          <AdminHeader user={user} />
        </Suspense>
      )}
      <Header onOpenWishlist={() => setWishlistOpen(true)} />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        {cartUsed && <CartSheet />}
        {wishlistUsed && <WishlistPanel open={wishlistOpen} onOpenChange={setWishlistOpen} />}
      </Suspense>
    </div>
  )
}
