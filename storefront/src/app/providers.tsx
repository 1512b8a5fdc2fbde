import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { i18n as I18n } from "i18next"
import type { ReactNode } from "react"
import { I18nextProvider } from "react-i18next"

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
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  )
}
