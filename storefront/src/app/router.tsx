import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { useTranslation } from "react-i18next"
import { Layout } from "./layout"
import { HomeRoute } from "./home-route"
import { NotFoundPage } from "../features/not-found/not-found-page"
import { adminLoginPath } from "../config/shop"
import { loadProductRoute } from "./route-chunks"
import { ProductSkeleton } from "../features/catalog/components/product-skeleton"
import { prefetchCatalogProduct } from "../features/catalog/api/catalog-products"
import { Spinner } from "../components/ui/spinner"

// Checkout and the payment pages are separate chunks: the home page does not download them.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomeRoute /> },
      // The shop page and the product pages (issue 13): small chunks on top of the home page's catalog
      // code. Opened from a link, the header and the page's shape show while the chunk loads
      // (HydrateFallback), and a product page asks for its product at the same time as for its code
      // (the loader starts the read and waits for nothing).
      { path: "/shop", HydrateFallback: ShopFallback, lazy: () => import("./shop-route").then((m) => ({ Component: m.ShopRoute })) },
      {
        path: "/products/:handle",
        HydrateFallback: ProductSkeleton,
        loader: ({ params }) => {
          if (params.handle) prefetchCatalogProduct(document.documentElement.lang === "km" ? "km" : "en", params.handle)
          return null
        },
        lazy: () => loadProductRoute().then((m) => ({ Component: m.ProductRoute })),
      },
      { path: "/checkout", HydrateFallback: PageFallback, lazy: () => import("./checkout-route").then((m) => ({ Component: m.CheckoutRoute })) },
      {
        path: "/payment-confirmation",
        HydrateFallback: PageFallback,
        lazy: () => import("../features/checkout/components/payment-confirmation-page").then((m) => ({ Component: m.PaymentConfirmationPage })),
      },
      // The shopper's order-status page (issue 16) and its lookup by number and phone or e-mail.
      { path: "/orders", HydrateFallback: PageFallback, lazy: () => import("../features/order-status/components/order-lookup-page").then((m) => ({ Component: m.OrderLookupPage })) },
      { path: "/orders/:token", HydrateFallback: PageFallback, lazy: () => import("../features/order-status/components/order-status-page").then((m) => ({ Component: m.OrderStatusPage })) },
      // The footer's customer-service pages (issue 27 point 9), as an admin wrote them.
      { path: "/help/:page", HydrateFallback: PageFallback, lazy: () => import("./help-route").then((m) => ({ Component: m.HelpRoute })) },
      { path: "/credit-card-demo", HydrateFallback: PageFallback, lazy: () => import("../features/checkout/components/card-demo-page").then((m) => ({ Component: m.CardDemoPage })) },
      // Staff screens (issue 5): one lazy chunk each; the shop's pages never download them.
      { path: adminLoginPath, HydrateFallback: PageFallback, lazy: () => import("../features/staff/login-page").then((m) => ({ Component: m.LoginPage })) },
      { path: "/admin", HydrateFallback: PageFallback, lazy: () => import("../features/staff/admin-dashboard-page").then((m) => ({ Component: m.AdminDashboardPage })) },
      // The e-mail outbox (issue 16).
      { path: "/admin/emails", HydrateFallback: PageFallback, lazy: () => import("../features/staff/emails-page").then((m) => ({ Component: m.EmailsPage })) },
      // The contact form's messages (issue 27).
      { path: "/admin/messages", HydrateFallback: PageFallback, lazy: () => import("../features/staff/messages-page").then((m) => ({ Component: m.MessagesPage })) },
      // Shipping screens (issue 6).
      { path: "/shipping-admin", HydrateFallback: PageFallback, lazy: () => import("../features/staff/shipping/shipping-admin-page").then((m) => ({ Component: m.ShippingAdminPage })) },
      { path: "/shippo-admin", HydrateFallback: PageFallback, lazy: () => import("../features/staff/shipping/shippo-admin-page").then((m) => ({ Component: m.ShippoAdminPage })) },
      { path: "/admin/users", HydrateFallback: PageFallback, lazy: () => import("../features/staff/users-page").then((m) => ({ Component: m.UsersPage })) },
      { path: "/clear-orders", HydrateFallback: PageFallback, lazy: () => import("../features/staff/clear-orders-page").then((m) => ({ Component: m.ClearOrdersPage })) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)

function ShopFallback() {
  const { t } = useTranslation()
  return <Spinner label={t("home.loading")} />
}

/** Opened from a link, a lazy page shows the shop's header with a spinner while its chunk loads. */
function PageFallback() {
  const { t } = useTranslation()
  return <Spinner label={t("a11y.loadingPage")} />
}
