import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { config as zodConfig } from "zod"
import "./index.css"
import { createI18n, initialLanguage } from "./i18n"
import { createQueryClient, Providers } from "./app/providers"
import { createRouter } from "./app/router"

// zod parses without compiling code at run time: the Content-Security-Policy refuses eval, and
// zod's probe for it would be reported as a violation.
zodConfig({ jitless: true })

// A transition lets React render the first screen in small slices instead of one long task,
// so a phone's main thread stays free for the shopper's first taps.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers i18n={createI18n(initialLanguage())} queryClient={createQueryClient()}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>
  )
})
