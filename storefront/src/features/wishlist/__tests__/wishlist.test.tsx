import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../../test/fake-api"
import { readWishlist, WISHLIST_STORAGE_KEY } from "../wishlist-store"

afterEach(() => vi.unstubAllGlobals())

describe("wishlist", () => {
  it("ignores stored values that are not a list of ids", () => {
    expect(readWishlist({ getItem: () => "{oops" })).toEqual([])
    expect(readWishlist({ getItem: () => '{"a":1}' })).toEqual([])
    expect(readWishlist({ getItem: () => '["a", 2, "a", "b"]' })).toEqual(["a", "b"])
  })

  it("keeps hearted products in the browser and lists them in the wishlist", async () => {
    fakeApi({ en: [item(), item({ id: "prod_2", name: "Kampot Black Pepper" })] })
    const view = renderApp("/")
    fireEvent.click(await screen.findByRole("button", { name: "Save Kampot Black Pepper to the wishlist" }))
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(["prod_2"])
    view.unmount()

    renderApp("/")
    expect(await screen.findByRole("button", { name: "Remove Kampot Black Pepper from the wishlist" })).toHaveAttribute("aria-pressed", "true")
    fireEvent.click(screen.getAllByRole("button", { name: "Wishlist, 1 item" })[0])
    const dialog = await screen.findByRole("dialog", { name: "Wishlist" })
    expect(await within(dialog).findByText("Kampot Black Pepper")).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to cart" }))
    expect(await screen.findByText("Kampot Black Pepper added to cart")).toBeInTheDocument()
  })

  it("lists a saved product that is not on the first page, read by its id in the page's language", async () => {
    const many = Array.from({ length: 40 }, (_, i) => item({ id: `prod_${i + 1}`, name: `Product ${i + 1}` }))
    const fetch = fakeApi({ en: many, km: many.map((i) => ({ ...i, name: `ផលិតផល ${i.id.slice(5)}` })) })
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(["prod_38"]))
    renderApp("/", "km")
    await screen.findByRole("heading", { name: "ផលិតផល 12" })
    expect(screen.queryByRole("heading", { name: "ផលិតផល 38" })).not.toBeInTheDocument()
    fireEvent.click(screen.getAllByRole("button", { name: "បញ្ជីប្រាថ្នា, 1 មុខ" })[0])
    const dialog = await screen.findByRole("dialog", { name: "បញ្ជីប្រាថ្នា" })
    expect(await within(dialog).findByText("ផលិតផល 38")).toBeInTheDocument()
    expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/catalog/products?lang=km&ids=prod_38")
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith("/api/menu-items"))).toEqual([])
  })
})
