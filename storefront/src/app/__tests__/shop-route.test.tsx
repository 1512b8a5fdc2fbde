import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../test/fake-api"
import en from "../../i18n/en/common.json"
import km from "../../i18n/km/common.json"

afterEach(() => vi.unstubAllGlobals())

const many = (n: number) => Array.from({ length: n }, (_, i) => item({ id: `prod_${i + 1}`, handle: `product-${i + 1}`, name: `Product ${i + 1}` }))
const en3 = [
  item({ handle: "prahok" }),
  item({ id: "prod_2", handle: "kampot-black-pepper", name: "Kampot Black Pepper", description: "Peppercorns from Kampot.", categoryId: "pcat_spice" }),
  item({ id: "prod_3", handle: "cotton-krama-scarf", name: "Cotton Krama Scarf", description: "Checked scarf.", categoryId: "pcat_clothing" }),
]
const cardHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)

describe("shop page /shop", () => {
  it("shows the catalog a page at a time under its own h1, with the count, and loads more on demand", async () => {
    const fetch = fakeApi({ en: many(30) })
    renderApp("/shop")
    expect(await screen.findByRole("heading", { level: 1, name: en.shop.title })).toBeInTheDocument()
    await screen.findByRole("heading", { level: 3, name: "Product 24" })
    expect(cardHeadings()).toHaveLength(24)
    expect(screen.queryByRole("button", { name: /View all/ })).not.toBeInTheDocument()
    expect(screen.getByText("30 products")).toBeInTheDocument()
    expect(screen.getByText("Showing 24 of 30")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: en.catalog.loadMore }))
    await screen.findByRole("heading", { level: 3, name: "Product 30" })
    expect(cardHeadings()).toHaveLength(30)
    expect(screen.queryByRole("button", { name: en.catalog.loadMore })).not.toBeInTheDocument()
    const catalogCalls = fetch.mock.calls.map(([u]) => String(u)).filter((u) => /^\/api\/(catalog|menu-items)/.test(u))
    expect(catalogCalls).toEqual(["/api/catalog/products?lang=en&limit=24", "/api/catalog/products?lang=en&offset=24&limit=24"])
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    await waitFor(() => expect(document.title).toBe(`${en.shop.title} · Cambodian Heritage Market`))
  })

  it("searches from the header's search box", async () => {
    fakeApi({ en: en3 })
    renderApp("/shop")
    await screen.findByRole("heading", { level: 3, name: "Cotton Krama Scarf" })
    fireEvent.click(screen.getByRole("button", { name: en.search.open }))
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "pepper" } })
    await waitFor(() => expect(cardHeadings()).toEqual(["Kampot Black Pepper"]))
    expect(screen.getByText("1 product for “pepper”")).toBeInTheDocument()
  })

  it("asks the server for the search, and finds a product beyond the first page", async () => {
    const fetch = fakeApi({ en: many(60), km: many(60).map((i) => ({ ...i, name: `ផលិតផល ${i.id.slice(5)}` })) })
    renderApp("/shop")
    await screen.findByRole("heading", { level: 3, name: "Product 24" })
    fireEvent.click(screen.getByRole("button", { name: en.search.open }))
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "product 57" } })
    await waitFor(() => expect(cardHeadings()).toEqual(["Product 57"]))
    expect(screen.getByText("1 product for “product 57”")).toBeInTheDocument()
    const urls = fetch.mock.calls.map(([u]) => String(u))
    expect(urls).toContain("/api/catalog/products?lang=en&q=product%2057&limit=24")
    expect(urls.filter((u) => u.startsWith("/api/menu-items"))).toEqual([])
    // a Khmer word, searched by the server in the other language, answered in English
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "ផលិតផល 42" } })
    await waitFor(() => expect(cardHeadings()).toEqual(["Product 42"]))
  })

  it("cuts a link's overlong search to the server's limit instead of failing, and keeps the link's order", async () => {
    const fetch = fakeApi({ en: en3 })
    renderApp(`/shop?q=${"pepper ".repeat(100)}&sort=price-desc`)
    await waitFor(() => expect(cardHeadings()).toEqual(["Kampot Black Pepper"]))
    const asked = fetch.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith("/api/catalog/products?"))!
    expect(new URLSearchParams(asked.split("?")[1]).get("q")).toHaveLength(200)
    expect(asked).toContain("sort=price-desc")
    expect(fetch.mock.results.every((r) => (r.value as Response | undefined)?.status !== 400)).toBe(true)
  })

  it("opens with a search from the link", async () => {
    fakeApi({ en: en3 })
    renderApp("/shop?q=krama")
    await waitFor(() => expect(cardHeadings()).toEqual(["Cotton Krama Scarf"]))
  })

  it("filters by category", async () => {
    fakeApi({ en: en3 })
    renderApp("/shop")
    await screen.findByRole("heading", { level: 3, name: "Cotton Krama Scarf" })
    fireEvent.change(await screen.findByLabelText(en.catalog.category), { target: { value: "food" } })
    await waitFor(() => expect(cardHeadings()).toEqual([item().name, "Kampot Black Pepper"]))
    fireEvent.change(screen.getByLabelText(en.catalog.category), { target: { value: "clothing" } })
    await waitFor(() => expect(cardHeadings()).toEqual(["Cotton Krama Scarf"]))
  })

  it("adds to the cart from a card and opens a product from it", async () => {
    fakeApi({ en: en3 })
    const { router } = renderApp("/shop")
    const heading = await screen.findByRole("heading", { level: 3, name: "Kampot Black Pepper" })
    fireEvent.click(screen.getByRole("button", { name: "Add Kampot Black Pepper to cart" }))
    expect(await screen.findByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument()
    fireEvent.click(within(heading).getByRole("link"))
    expect(await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/products/kampot-black-pepper")
    expect(screen.getByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument()
  })

  it("is in Khmer in Khmer, with card pictures named in Khmer", async () => {
    fakeApi({ en: en3, km: en3.map((i) => ({ ...i, name: `${i.id === "prod_2" ? "ម្រេចខ្មៅកំពត" : "ផលិតផល"} ${i.id}` })) })
    renderApp("/shop", "km")
    expect(await screen.findByRole("heading", { level: 1, name: km.shop.title })).toBeInTheDocument()
    expect(await screen.findByRole("img", { name: "ម្រេចខ្មៅកំពត prod_2" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: km.product.addToCartNamed.replace("{{name}}", "ម្រេចខ្មៅកំពត prod_2") })).toBeInTheDocument()
  })

  it("sends the header's Menu link to /shop on other pages, and keeps it the #menu anchor on the home page", async () => {
    fakeApi({ en: en3 })
    const { router } = renderApp("/")
    await screen.findByRole("heading", { level: 3, name: "Cotton Krama Scarf" })
    const nav = () => screen.getAllByRole("navigation", { name: en.nav.label })[0]
    expect(within(nav()).getByRole("link", { name: en.nav.menu })).toHaveAttribute("href", "/#menu")

    fireEvent.click(within(await screen.findByRole("heading", { level: 3, name: "Kampot Black Pepper" })).getByRole("link"))
    await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
    const menu = within(nav()).getByRole("link", { name: en.nav.menu })
    expect(menu).toHaveAttribute("href", "/shop")
    fireEvent.click(menu)
    expect(await screen.findByRole("heading", { level: 1, name: en.shop.title })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/shop")
  })
})
