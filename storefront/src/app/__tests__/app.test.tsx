import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../test/fake-api"

afterEach(() => vi.unstubAllGlobals())

/** Sets a form control's value and fires its native event, the way a browser does (no act()). */
const userInput = (el: HTMLElement, value: string) => {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value)
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
}

const many = (n: number) => Array.from({ length: n }, (_, i) => item({ id: `prod_${i + 1}`, name: `Product ${i + 1}` }))

describe("home page", () => {
  it("shows a spinner, then the first page of products with prices in dollars", async () => {
    fakeApi({ en: [item(), item({ id: "prod_2", name: "Kampot Black Pepper", price: 14.5 })] })
    renderApp("/")
    expect(screen.getByText("Loading products…")).toBeInTheDocument()
    expect(await screen.findByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
    expect(screen.getByText("$14.50")).toBeInTheDocument()
    expect(screen.getByText("$8.99")).toBeInTheDocument()
  })

  it("has the banner, hero, highlights, about and contact sections with their anchors", async () => {
    fakeApi({ en: [item()] })
    const { container } = renderApp("/")
    await screen.findByRole("heading", { name: item().name })
    for (const id of ["home", "menu", "about", "contact"]) {
      expect(container.querySelector(`#${id}`), id).not.toBeNull()
    }
    expect(screen.getByRole("img", { name: /Angkor Wat/ })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Our products" })).toHaveAttribute("href", "/#menu")
    expect(screen.getAllByText("Free shipping on orders over $100").length).toBeGreaterThan(0)
  })

  it("asks for the Khmer catalog in Khmer, with <html lang='km'> and US prices", async () => {
    const fetch = fakeApi({ en: [item()], km: [item({ name: "ប្រហុក" })] })
    renderApp("/", "km")
    expect(await screen.findByRole("heading", { name: "ប្រហុក" })).toBeInTheDocument()
    expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/catalog/products?lang=km&limit=12")
    expect(document.documentElement.lang).toBe("km")
    expect(screen.getByText("$8.99")).toBeInTheDocument()
  })

  it("switches language from the header and remembers it", async () => {
    const fetch = fakeApi({ en: [item()], km: [item({ name: "ប្រហុក" })] })
    renderApp("/")
    await screen.findByRole("heading", { name: item().name })
    fireEvent.click(screen.getAllByRole("button", { name: "ខ្មែរ", pressed: false })[0])
    expect(await screen.findByRole("heading", { name: "ប្រហុក" })).toBeInTheDocument()
    expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/catalog/products?lang=km&limit=12")
    expect(localStorage.getItem("language")).toBe("km")
    expect(document.documentElement.lang).toBe("km")
  })

  it("renders no product section for an empty catalog", async () => {
    fakeApi({ en: [] })
    renderApp("/")
    await waitFor(() => expect(screen.queryByText("Loading products…")).not.toBeInTheDocument())
    expect(screen.queryByRole("heading", { name: "Our products" })).not.toBeInTheDocument()
  })

  it("puts NEW before POPULAR, reads dietary badges, and falls back to the placeholder image", async () => {
    fakeApi({ en: [item({ isNew: true, isPopular: true, dietaryInfo: "Vegan. Gluten-free." })] })
    renderApp("/")
    const img = await screen.findByRole("img", { name: item().name })
    const card = img.closest("article")!
    expect(within(card).getByText("NEW")).toBeInTheDocument()
    expect(within(card).queryByText("POPULAR")).not.toBeInTheDocument()
    expect(within(card).getByText("Vegan")).toBeInTheDocument()
    expect(within(card).getByText("Gluten-free")).toBeInTheDocument()
    expect(within(card).getByText("Vegan. Gluten-free.")).toBeInTheDocument() // Additional Info, for allergies
    expect(within(card).getByText("16 oz jar")).toBeInTheDocument() // Weight/Size
    fireEvent.error(img)
    expect(img.getAttribute("src")).toBe("/images/placeholder.png")
  })

  it("shows the first 12 products and 'view all' only when there are more", async () => {
    fakeApi({ en: many(13) })
    renderApp("/")
    await screen.findByRole("heading", { name: "Product 12" })
    expect(screen.queryByRole("heading", { name: "Product 13" })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "View all (13 products)" }))
    expect(await screen.findByRole("heading", { name: "Product 13" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /View all/ })).not.toBeInTheDocument()
  })

  it("asks for 12 products and the categories, never the whole catalog, and the next page only for 'view all'", async () => {
    const fetch = fakeApi({ en: many(40) })
    renderApp("/")
    await screen.findByRole("heading", { name: "Product 12" })
    await screen.findByLabelText("Category")
    const catalogCalls = () => fetch.mock.calls.map(([u]) => String(u)).filter((u) => /^\/api\/(catalog|menu-items|categories)/.test(u))
    expect(catalogCalls().sort()).toEqual(["/api/catalog/products?lang=en&limit=12", "/api/categories?lang=en"])
    fireEvent.click(screen.getByRole("button", { name: "View all (40 products)" }))
    await screen.findByRole("heading", { name: "Product 36" })
    expect(screen.queryByRole("heading", { name: "Product 37" })).not.toBeInTheDocument()
    expect(screen.getByText("Showing 36 of 40")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Load more products" }))
    await screen.findByRole("heading", { name: "Product 40" })
    expect(catalogCalls().filter((u) => u.startsWith("/api/catalog/"))).toEqual([
      "/api/catalog/products?lang=en&limit=12",
      "/api/catalog/products?lang=en&offset=12&limit=24",
      "/api/catalog/products?lang=en&offset=36&limit=24",
    ])
  })

  it("has no 'view all' with exactly 12 products", async () => {
    fakeApi({ en: many(12) })
    renderApp("/")
    await screen.findByRole("heading", { name: "Product 12" })
    expect(screen.queryByRole("button", { name: /View all/ })).not.toBeInTheDocument()
  })
})

describe("search and category filter", () => {
  const en = [
    item(),
    item({ id: "prod_2", name: "Kampot Black Pepper", description: "Peppercorns from Kampot.", categoryId: "pcat_spice" }),
    item({ id: "prod_3", name: "Cotton Krama Scarf", description: "Checked scarf.", categoryId: "pcat_clothing" }),
  ]
  const km = [
    item({ name: "ប្រហុក", description: "ប្រហុកខ្មែរ" }),
    item({ id: "prod_2", name: "ម្រេចខ្មៅកំពត", description: "គ្រាប់ម្រេចពីកំពត", categoryId: "pcat_spice" }),
    item({ id: "prod_3", name: "ក្រមាកប្បាស", description: "ក្រមាឆូត", categoryId: "pcat_clothing" }),
  ]

  it("finds products by English words from the header's search box", async () => {
    fakeApi({ en, km })
    renderApp("/")
    await screen.findByRole("heading", { name: "Kampot Black Pepper" })
    fireEvent.click(screen.getByRole("button", { name: "Search products" }))
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "black pepper" } })
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cotton Krama Scarf" })).not.toBeInTheDocument())
    expect(screen.getByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
    expect(screen.getByText("1 product for “black pepper”")).toBeInTheDocument()
  })

  it("finds a product by a Khmer word inside a Khmer name, even in the English UI", async () => {
    fakeApi({ en, km })
    renderApp("/?q=" + encodeURIComponent("កំពត"))
    expect(await screen.findByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cotton Krama Scarf" })).not.toBeInTheDocument())
    expect(screen.queryByRole("heading", { name: item().name })).not.toBeInTheDocument()
  })

  it("says so when nothing matches, and offers to show everything again", async () => {
    fakeApi({ en, km })
    renderApp("/?q=durian")
    expect(await screen.findByText("No products match your search.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Show all products" }))
    expect(await screen.findByRole("heading", { name: "Cotton Krama Scarf" })).toBeInTheDocument()
  })

  it("filters by a category, including the categories beneath a top-level one", async () => {
    fakeApi({ en, km })
    renderApp("/")
    await screen.findByRole("heading", { name: "Cotton Krama Scarf" })
    const select = await screen.findByLabelText("Category")
    fireEvent.change(select, { target: { value: "food" } })
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cotton Krama Scarf" })).not.toBeInTheDocument())
    expect(screen.getByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: item().name })).toBeInTheDocument()
    fireEvent.change(select, { target: { value: "cambodian-spices" } })
    await waitFor(() => expect(screen.queryByRole("heading", { name: item().name })).not.toBeInTheDocument())
    expect(screen.getByRole("heading", { name: "Kampot Black Pepper" })).toBeInTheDocument()
  })

  it("keeps a search cleared a moment before a category is chosen cleared (no stale URL from an unfinished render)", async () => {
    fakeApi({ en, km })
    renderApp("/?q=pepper")
    await screen.findByRole("heading", { name: "Kampot Black Pepper" })
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Cotton Krama Scarf" })).not.toBeInTheDocument())
    const select = await screen.findByLabelText("Category")
    // A shopper clears the search and picks a category straight after: the router has taken the
    // first change (a few microtasks) but React may not have rendered it yet when the second arrives.
    // Events are dispatched as the browser does, outside act(), so React schedules its render as it would there.
    const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT")
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false)
    try {
      userInput(screen.getByRole("searchbox"), "")
      for (let i = 0; i < 50; i++) await Promise.resolve()
      userInput(select, "clothes")
    } finally {
      Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment)
    }
    expect(await screen.findByRole("heading", { name: "Cotton Krama Scarf" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Kampot Black Pepper" })).not.toBeInTheDocument()
    expect(screen.getByRole("searchbox")).toHaveValue("")
  })
})

describe("not-found screen", () => {
  it("answers any unknown path with the spec's words", async () => {
    fakeApi({ en: [] })
    renderApp("/no/such/page")
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument()
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument()
  })

  it("speaks Khmer in Khmer", async () => {
    fakeApi({ en: [] })
    renderApp("/missing", "km")
    expect(await screen.findByRole("heading", { name: "404 រកមិនឃើញទំព័រ" })).toBeInTheDocument()
  })
})
