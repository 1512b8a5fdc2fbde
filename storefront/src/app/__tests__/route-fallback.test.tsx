import { afterEach, describe, expect, it, vi } from "vitest"
import { screen } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../test/fake-api"

afterEach(() => vi.restoreAllMocks())

describe("a lazy page opened from a link", () => {
  it.each(["/checkout", "/payment-confirmation", "/credit-card-demo", "/staff-login", "/admin", "/clear-orders"])(
    "shows the header and a spinner while its code loads, not a blank page (%s)",
    async (path) => {
      fakeApi({ en: [item()] })
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
      renderApp(path)
      expect(screen.getByRole("banner")).toBeInTheDocument()
      await screen.findAllByRole("heading")
      expect(warn.mock.calls.flat().join(" ")).not.toMatch(/HydrateFallback/)
    }
  )
})
