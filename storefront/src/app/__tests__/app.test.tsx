import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { routes } from "../router"
import { createQueryClient, Providers } from "../providers"
import { createI18n } from "../../i18n"
import type { MenuItem } from "../../features/catalog/api/menu-items"

const item = (over: Partial<MenuItem>): MenuItem => ({
  id: "prod_1",
  name: "Prahok (Fermented Fish Paste)",
  description: "Cambodia's signature fermented fish paste.",
  price: 8.99,
  categoryId: "pcat_1",
  imageUrl: "/static/prahok.svg",
  isPopular: false,
  isNew: false,
  cookTime: "16 oz jar",
  dietaryInfo: "Contains fish.",
  ...over,
})

function renderAt(path: string, lang: "en" | "km" = "en") {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return render(
    <Providers i18n={createI18n(lang)} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  )
}

function serve(items: MenuItem[]) {
  const fetch = vi.fn(async (url: string) => {
    void url
    return Response.json(items)
  })
  vi.stubGlobal("fetch", fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe("home page", () => {
  it("shows a spinner, then the products from /api/menu-items with prices in dollars", async () => {
    serve([item({}), item({ id: "prod_2", name: "Kampot Black Pepper", price: 14.5 })])
    renderAt("/")
    expect(screen.getByRole("status")).toBeInTheDocument()
    expect(await screen.findByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
    expect(screen.getByText("$14.50")).toBeInTheDocument()
    expect(screen.getByText("$8.99")).toBeInTheDocument()
  })

  it("asks for the Khmer catalog in Khmer, with <html lang='km'>", async () => {
    const fetch = serve([item({ name: "ប្រហុក" })])
    renderAt("/", "km")
    expect(await screen.findByRole("heading", { name: "ប្រហុក" })).toBeInTheDocument()
    expect(fetch.mock.calls[0][0]).toBe("/api/menu-items?lang=km")
    expect(document.documentElement.lang).toBe("km")
    expect(screen.getByText("$8.99")).toBeInTheDocument()
  })

  it("switches language from the header and remembers it", async () => {
    const fetch = serve([item({})])
    renderAt("/")
    await screen.findByRole("heading", { name: item({}).name })
    fireEvent.click(screen.getByRole("radio", { name: "ខ្មែរ" }))
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === "/api/menu-items?lang=km")).toBe(true))
    expect(localStorage.getItem("language")).toBe("km")
    expect(document.documentElement.lang).toBe("km")
  })

  it("renders nothing for an empty catalog", async () => {
    serve([])
    renderAt("/")
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument())
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
  })

  it("puts NEW before POPULAR and falls back to the placeholder image", async () => {
    serve([item({ isNew: true, isPopular: true })])
    renderAt("/")
    const img = await screen.findByRole("img", { name: item({}).name })
    expect(screen.getByText("NEW")).toBeInTheDocument()
    expect(screen.queryByText("POPULAR")).not.toBeInTheDocument()
    fireEvent.error(img)
    expect(img.getAttribute("src")).toBe("/images/placeholder.png")
  })
})

describe("not-found screen", () => {
  it("answers any unknown path with the spec's words", async () => {
    serve([])
    renderAt("/no/such/page")
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument()
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument()
  })

  it("speaks Khmer in Khmer", async () => {
    serve([])
    renderAt("/missing", "km")
    expect(await screen.findByRole("heading", { name: "404 រកមិនឃើញទំព័រ" })).toBeInTheDocument()
  })
})
