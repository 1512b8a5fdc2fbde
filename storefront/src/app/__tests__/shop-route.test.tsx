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
  it("shows the whole catalog at once under its own h1, with the count and no 'view all'", async () => {
    fakeApi({ en: many(20) })
    renderApp("/shop")
    expect(await screen.findByRole("heading", { level: 1, name: en.shop.title })).toBeInTheDocument()
    await screen.findByRole("heading", { level: 3, name: "Product 20" })
    expect(cardHeadings()).toHaveLength(20)
    expect(screen.queryByRole("button", { name: /View all/ })).not.toBeInTheDocument()
    expect(screen.getByText("20 products")).toBeInTheDocument()
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
