import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../test/fake-api"
import en from "../../i18n/en/common.json"
import km from "../../i18n/km/common.json"

afterEach(() => vi.unstubAllGlobals())

const LONG =
  "Whole black peppercorns from the red soil of Kampot province, sun-dried by a family farm. " +
  "Bold and floral, with a slow heat; grind them over grilled meat, crab or a green mango salad. " +
  "The last sentence of a long description that the card's three lines never reach."

const pepper = item({
  id: "prod_pepper",
  handle: "kampot-black-pepper",
  name: "Kampot Black Pepper",
  description: LONG,
  price: 14.5,
  isNew: true,
  cookTime: "100 g pouch",
  dietaryInfo: "Vegan. Gluten-free.",
  imageUrl: "/static/pepper.svg",
})
const prahok = item({ handle: "prahok" })
const pepperKm = {
  ...pepper,
  name: "ម្រេចខ្មៅកំពត",
  description: "គ្រាប់ម្រេចខ្មៅពីដីក្រហមនៃខេត្តកំពត ហាលថ្ងៃដោយកសិដ្ឋានគ្រួសារ។",
  cookTime: "១០០ ក្រាម",
  dietaryInfo: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។",
}

const productCalls = (fetch: ReturnType<typeof fakeApi>) => fetch.mock.calls.filter(([u]) => String(u).startsWith("/api/catalog/products/"))

describe("product page /products/:handle", () => {
  it("opens from the card's name with the whole description, price, badges, Weight/Size and Additional Info, at once from the card's page", async () => {
    const fetch = fakeApi({ en: [prahok, pepper] })
    const { router } = renderApp("/")
    const link = within(await screen.findByRole("heading", { level: 3, name: "Kampot Black Pepper" })).getByRole("link")
    expect(link).toHaveAttribute("href", "/products/kampot-black-pepper")
    // The picture links there too, in the page's language.
    expect(screen.getByRole("img", { name: "Kampot Black Pepper" }).closest("a")).toHaveAttribute("href", "/products/kampot-black-pepper")

    fireEvent.click(link)
    const title = await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
    expect(router.state.location.pathname).toBe("/products/kampot-black-pepper")
    // Shown from the cache: no spinner, the data was already there.
    expect(screen.queryByText(en.productPage.loading)).not.toBeInTheDocument()
    expect(productCalls(fetch).map(([u]) => u)).toEqual(["/api/catalog/products/kampot-black-pepper?lang=en"]) // the refresh behind it

    const page = title.closest("article")!
    expect(within(page).getByText(LONG)).toBeInTheDocument()
    expect(within(page).getByText(LONG)).not.toHaveClass("line-clamp-3")
    expect(within(page).getByText("$14.50")).toBeInTheDocument()
    expect(within(page).getByText("NEW")).toBeInTheDocument()
    expect(within(page).getByText("Vegan")).toBeInTheDocument()
    expect(within(page).getByText(`${en.product.weightSize}:`)).toBeInTheDocument()
    expect(within(page).getByText("100 g pouch")).toBeInTheDocument()
    expect(within(page).getByText(`${en.product.additionalInfo}:`)).toBeInTheDocument()
    expect(within(page).getByText("Vegan. Gluten-free.")).toBeInTheDocument()
    expect(within(page).getByRole("img", { name: "Kampot Black Pepper" })).toHaveAttribute("src", "/static/pepper.svg")
    expect(within(page).getByRole("link", { name: new RegExp(en.productPage.back) })).toHaveAttribute("href", "/shop")
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  })

  it("loads on its own (a shared link), sets the title and meta description, and puts the shop's back when leaving", async () => {
    const meta = document.createElement("meta")
    meta.name = "description"
    meta.content = "Traditional Cambodian food, skincare and clothing, delivered in the US."
    document.head.appendChild(meta)
    try {
      fakeApi({ en: [prahok, pepper] })
      const { router } = renderApp("/products/kampot-black-pepper")
      await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
      await waitFor(() => expect(document.title).toBe("Kampot Black Pepper · Cambodian Heritage Market"))
      // Cut at a word to link-preview length, as the storefront server does.
      expect(meta.content).toBe(LONG.slice(0, LONG.lastIndexOf(" ", 198)) + "…")
      expect(meta.content.length).toBeLessThanOrEqual(200)

      fireEvent.click(screen.getByRole("link", { name: new RegExp(en.productPage.back) }))
      await screen.findByRole("heading", { level: 1, name: en.shop.title })
      expect(router.state.location.pathname).toBe("/shop")
      await waitFor(() => expect(document.title).toBe(`${en.shop.title} · Cambodian Heritage Market`))
      expect(meta.content).toBe(en.shop.description)
    } finally {
      meta.remove()
    }
  })

  it("shows the header and the page's shape at once on a direct load, and asks for its product once, while its code loads", async () => {
    const fetch = fakeApi({ en: [prahok, pepper] })
    renderApp("/products/kampot-black-pepper")
    // Before the page's chunk and the catalog are there: the shop's header and the skeleton (no jump when the product arrives).
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent(en.productPage.loading)
    expect(productCalls(fetch).map(([u]) => u)).toEqual(["/api/catalog/products/kampot-black-pepper?lang=en"]) // started with the chunk, not after it
    await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
    expect(productCalls(fetch)).toHaveLength(1) // the page's query took that reply over
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith("/api/menu-items"))).toEqual([]) // never the whole catalog
  })

  it("adds to the cart with the 'Item added' toast and the header's count, and toggles the wishlist", async () => {
    fakeApi({ en: [prahok, pepper] })
    renderApp("/products/kampot-black-pepper")
    await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: en.product.addToCart }))
    expect(await screen.findByText("Kampot Black Pepper added to cart")).toBeInTheDocument()
    expect(screen.getByText(en.cart.added)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: en.product.addToCart }))
    expect(await screen.findByRole("button", { name: "Cart, 2 items" })).toBeInTheDocument()

    const heart = screen.getByRole("button", { name: en.productPage.wishlist })
    expect(heart).toHaveAttribute("aria-pressed", "false")
    fireEvent.click(heart)
    expect(heart).toHaveAttribute("aria-pressed", "true")
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "[]")).toEqual(["prod_pepper"])
    fireEvent.click(heart)
    expect(heart).toHaveAttribute("aria-pressed", "false")
  })

  it("falls back to the placeholder picture", async () => {
    fakeApi({ en: [pepper] })
    renderApp("/products/kampot-black-pepper")
    const img = await screen.findByRole("img", { name: "Kampot Black Pepper" })
    fireEvent.error(img)
    expect(img.getAttribute("src")).toBe("/images/placeholder.png")
  })

  it("answers an unknown handle with the not-found screen", async () => {
    fakeApi({ en: [prahok, pepper] })
    renderApp("/products/no-such-thing")
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument()
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument()
  })

  it("offers a retry when the catalog cannot be loaded", async () => {
    const fetch = fakeApi({ en: [pepper] })
    fetch.mockImplementationOnce(async () => new Response("down", { status: 503 }))
    renderApp("/products/kampot-black-pepper")
    fireEvent.click(await screen.findByRole("button", { name: en.home.retry }))
    expect(await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })).toBeInTheDocument()
  })

  it("speaks Khmer in Khmer: the Khmer catalog, labels, alt text, buttons and title, no English left", async () => {
    const fetch = fakeApi({ en: [prahok, pepper], km: [{ ...prahok, name: "ប្រហុក" }, pepperKm] })
    renderApp("/products/kampot-black-pepper", "km")
    const title = await screen.findByRole("heading", { level: 1, name: "ម្រេចខ្មៅកំពត" })
    expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/catalog/products/kampot-black-pepper?lang=km")
    expect(document.documentElement.lang).toBe("km")
    const page = title.closest("article")!
    expect(within(page).getByText(pepperKm.description)).toBeInTheDocument()
    expect(within(page).getByText(`${km.product.weightSize}:`)).toBeInTheDocument()
    expect(within(page).getByText(`${km.product.additionalInfo}:`)).toBeInTheDocument()
    // The badges read the Khmer Additional Info too.
    expect(within(page).getByText(km.product.badge.new)).toBeInTheDocument()
    expect(within(page).getByText(km.product.badge.vegan)).toBeInTheDocument()
    expect(within(page).getByText(km.product.badge.gluten)).toBeInTheDocument()
    expect(within(page).getByRole("img", { name: "ម្រេចខ្មៅកំពត" })).toBeInTheDocument()
    expect(within(page).getByRole("link", { name: new RegExp(km.productPage.back) })).toBeInTheDocument()
    expect(within(page).getByRole("button", { name: km.productPage.wishlist })).toBeInTheDocument()
    expect(within(page).getByText("$14.50")).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`ម្រេចខ្មៅកំពត · ${km.brand.name}`))

    fireEvent.click(within(page).getByRole("button", { name: km.product.addToCart }))
    expect(await screen.findByText(km.cart.addedText.replace("{{name}}", "ម្រេចខ្មៅកំពត"))).toBeInTheDocument()

    // Apart from the price, the product's own text and the brand names, no Latin letters in the page's text.
    const text = (page.textContent ?? "").replace("$14.50", "")
    expect(text).not.toMatch(/[A-Za-z]/)
  })

  it("takes the header's search to /shop (a product page has no list to filter)", async () => {
    fakeApi({ en: [prahok, pepper] })
    const { router } = renderApp("/products/kampot-black-pepper")
    await screen.findByRole("heading", { level: 1, name: "Kampot Black Pepper" })
    fireEvent.click(screen.getByRole("button", { name: en.search.open }))
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "prahok" } })
    await waitFor(() => expect(router.state.location.pathname).toBe("/shop"))
    expect(router.state.location.search).toBe("?q=prahok")
    expect(await screen.findByRole("heading", { level: 3, name: prahok.name })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("heading", { level: 3, name: "Kampot Black Pepper" })).not.toBeInTheDocument())
  })
})
