import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomePage } from "../features/home/home-page"
import { NotFoundPage } from "../features/not-found/not-found-page"

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
