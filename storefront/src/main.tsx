import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import "./index.css"
import { createI18n, initialLanguage } from "./i18n"
import { createQueryClient, Providers } from "./app/providers"
import { createRouter } from "./app/router"

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers i18n={createI18n(initialLanguage())} queryClient={createQueryClient()}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>
)
