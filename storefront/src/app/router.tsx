import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomeRoute } from "./home-route"
import { NotFoundPage } from "../features/not-found/not-found-page"

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomeRoute /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
