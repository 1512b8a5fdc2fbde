import { Toaster, TooltipProvider } from "@medusajs/ui"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import i18next from "i18next"
import type { ReactElement } from "react"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { MemoryRouter } from "react-router-dom"
import resources from "../i18n"

/** An i18next instance as the dashboard makes one: its language ("en", "km", "km-KH", "fr"…), our namespace merged in. */
function adminI18n(lang = "en") {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: "en",
    resources,
    interpolation: { escapeValue: false },
    // Ready at once (the dashboard's i18next 23 calls it initImmediate, later ones initAsync).
    initImmediate: false,
    initAsync: false,
  } as Parameters<typeof i18n.init>[0])
  return i18n
}

/**
 * Renders a widget or page inside what Medusa's admin gives it: a QueryClient (no retries, so a
 * failed call shows at once), the dashboard's i18next, a router and the toaster.
 */
export function renderInAdmin(ui: ReactElement, { lang = "en", path = "/" }: { lang?: string; /** The page's URL in the router (its query: a page's filters). */ path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const i18n = adminI18n(lang)
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider>
          <MemoryRouter initialEntries={[path]}>
            <div data-testid="zone">{ui}</div>
          </MemoryRouter>
          <Toaster />
        </TooltipProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  /** `zone`: where the dashboard put the widget or page (the toaster is outside it). */
  return { ...result, zone: result.getByTestId("zone"), queryClient, i18n }
}
