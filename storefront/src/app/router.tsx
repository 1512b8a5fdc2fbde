import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomeRoute } from "./home-route"
import { NotFoundPage } from "../features/not-found/not-found-page"

// Checkout and the payment pages are separate chunks: the home page does not download them.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomeRoute /> },
      { path: "/checkout", lazy: () => import("./checkout-route").then((m) => ({ Component: m.CheckoutRoute })) },
      {
        path: "/payment-confirmation",
        lazy: () => import("../features/checkout/components/payment-confirmation-page").then((m) => ({ Component: m.PaymentConfirmationPage })),
      },
      { path: "/credit-card-demo", lazy: () => import("../features/checkout/components/card-demo-page").then((m) => ({ Component: m.CardDemoPage })) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
