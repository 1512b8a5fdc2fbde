import { afterEach, describe, expect, it, vi } from "vitest"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { cartReducer, type CartItem } from "../cart-store"
import { cartTotals, deliveryFee } from "../../../lib/money"
import { fakeApi, item, renderApp } from "../../../test/fake-api"

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const pepper = { id: "p", name: "Kampot Pepper", price: 14.5 }
const prahok = { id: "k", name: "Prahok", price: "$8.99" }

describe("cart rules (spec point 4)", () => {
  it("adds a new product with quantity 1 and raises an existing one by 1", () => {
    let cart: CartItem[] = []
    cart = cartReducer(cart, { type: "add", item: pepper })
    cart = cartReducer(cart, { type: "add", item: prahok })
    cart = cartReducer(cart, { type: "add", item: pepper })
    expect(cart.map((l) => [l.id, l.quantity])).toEqual([
      ["p", 2],
      ["k", 1],
    ])
  })

  it("increases by 1, decreases by 1 and removes the line when decreasing from 1", () => {
    let cart = cartReducer([], { type: "add", item: pepper })
    cart = cartReducer(cart, { type: "increase", id: "p" })
    expect(cart[0].quantity).toBe(2)
    cart = cartReducer(cart, { type: "decrease", id: "p" })
    expect(cart[0].quantity).toBe(1)
    expect(cartReducer(cart, { type: "decrease", id: "p" })).toEqual([])
  })

  it("removes a line whatever its quantity, and clears everything", () => {
    let cart = cartReducer(cartReducer([], { type: "add", item: pepper }), { type: "add", item: prahok })
    cart = cartReducer(cart, { type: "increase", id: "p" })
    expect(cartReducer(cart, { type: "remove", id: "p" }).map((l) => l.id)).toEqual(["k"])
    expect(cartReducer(cart, { type: "clear" })).toEqual([])
  })
})

describe("delivery fee (spec point 9, the same boundaries as the server's integration test)", () => {
  it.each([
    [0, 0],
    [0.01, 10],
    [149.99, 10],
    [150, 15],
    [150.01, 15],
    [1000, 15],
  ])("is %s → %s", (subtotal, fee) => {
    expect(deliveryFee(subtotal)).toBe(fee)
  })

  it("totals in cents, reading dollar text prices too", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, deliveryFee: 0, total: 0 })
    expect(cartTotals([{ price: 0.1, quantity: 1 }, { price: "$0.20", quantity: 1 }])).toEqual({ subtotal: 0.3, deliveryFee: 10, total: 10.3 })
    expect(cartTotals([{ price: 50, quantity: 3 }])).toEqual({ subtotal: 150, deliveryFee: 15, total: 165 })
  })
})

describe("cart sidebar", () => {
  const products = [item(), item({ id: "prod_2", name: "Kampot Black Pepper", price: 70 })]

  async function addFromCard(name: string) {
    fireEvent.click(await screen.findByRole("button", { name: `Add ${name} to cart` }))
  }

  it("is closed by default, and shows the empty state with disabled buttons", async () => {
    fakeApi({ en: products })
    renderApp("/")
    await screen.findByRole("heading", { name: "Kampot Black Pepper" })
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Cart, 0 items" }))
    const dialog = await screen.findByRole("dialog", { name: "Your cart" })
    expect(within(dialog).getByText("Your cart is empty.")).toBeInTheDocument()
    expect(within(dialog).getByRole("link", { name: "Browse our products" })).toHaveAttribute("href", "/#menu")
    expect(within(dialog).getByRole("button", { name: "Checkout" })).toBeDisabled()
    expect(within(dialog).getByRole("button", { name: "Clear cart" })).toBeDisabled()
    fireEvent.click(within(dialog).getByRole("link", { name: "Browse our products" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  })

  it("toasts 'Item added', counts items, and recomputes subtotal, fee and total as quantities change", async () => {
    fakeApi({ en: products })
    renderApp("/")
    await addFromCard("Kampot Black Pepper")
    expect(await screen.findByText("Item added")).toBeInTheDocument()
    expect(screen.getByText("Kampot Black Pepper added to cart")).toBeInTheDocument()
    await addFromCard("Kampot Black Pepper")
    await addFromCard(item().name)
    fireEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }))
    const dialog = await screen.findByRole("dialog", { name: "Your cart" })
    expect(within(dialog).getByTestId("cart-subtotal")).toHaveTextContent("$148.99")
    expect(within(dialog).getByTestId("cart-delivery-fee")).toHaveTextContent("$10.00")
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("$158.99")

    fireEvent.click(within(dialog).getByRole("button", { name: `One more ${item().name}` }))
    expect(within(dialog).getByTestId("cart-subtotal")).toHaveTextContent("$157.98")
    expect(within(dialog).getByTestId("cart-delivery-fee")).toHaveTextContent("$15.00")
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("$172.98")

    fireEvent.click(within(dialog).getByRole("button", { name: "One less Kampot Black Pepper" }))
    fireEvent.click(within(dialog).getByRole("button", { name: "One less Kampot Black Pepper" }))
    expect(within(dialog).queryByText("Kampot Black Pepper")).not.toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole("button", { name: `Remove ${item().name}` }))
    expect(within(dialog).getByText("Your cart is empty.")).toBeInTheDocument()
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("$0.00")
  })

  it("names a line that is not on the first page in the page's language, read by its id", async () => {
    const many = Array.from({ length: 40 }, (_, i) => item({ id: `prod_${i + 1}`, handle: `product-${i + 1}`, name: `Product ${i + 1}` }))
    const fetch = fakeApi({ en: many, km: many.map((i) => ({ ...i, name: `ផលិតផល ${i.id.slice(5)}` })) })
    renderApp("/products/product-39")
    await screen.findByRole("heading", { level: 1, name: "Product 39" })
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }))
    fireEvent.click(screen.getAllByRole("button", { name: "ខ្មែរ", pressed: false })[0])
    await screen.findByRole("heading", { level: 1, name: "ផលិតផល 39" })
    fireEvent.click(screen.getByRole("button", { name: "កន្ត្រកទំនិញ, 1 មុខ" }))
    const dialog = await screen.findByRole("dialog", { name: "កន្ត្រកទំនិញរបស់អ្នក" })
    expect(await within(dialog).findByText("ផលិតផល 39")).toBeInTheDocument()
    expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/catalog/products?lang=km&ids=prod_39")
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith("/api/menu-items"))).toEqual([])
  })

  it("clears the cart, closes on Escape, and checkout closes it and goes to /checkout", async () => {
    fakeApi({ en: products })
    const { router } = renderApp("/")
    await addFromCard("Kampot Black Pepper")
    const cartButton = screen.getByRole("button", { name: "Cart, 1 item" })
    fireEvent.click(cartButton)
    let dialog = await screen.findByRole("dialog", { name: "Your cart" })
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())

    fireEvent.click(cartButton)
    dialog = await screen.findByRole("dialog", { name: "Your cart" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Checkout" }))
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("clear empties it", async () => {
    fakeApi({ en: products })
    renderApp("/")
    await addFromCard("Kampot Black Pepper")
    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    const dialog = await screen.findByRole("dialog", { name: "Your cart" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Clear cart" }))
    expect(within(dialog).getByText("Your cart is empty.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cart, 0 items", hidden: true })).toBeInTheDocument()
  })

  it("shows one toast at a time: the newest replaces the last", async () => {
    fakeApi({ en: products })
    renderApp("/")
    await addFromCard("Kampot Black Pepper")
    await addFromCard(item().name)
    await screen.findByText(`${item().name} added to cart`)
    expect(screen.getAllByText("Item added")).toHaveLength(1)
    expect(screen.queryByText("Kampot Black Pepper added to cart")).not.toBeInTheDocument()
  })

  it("hides the cart toast after 3 seconds", async () => {
    fakeApi({ en: products })
    renderApp("/")
    const button = await screen.findByRole("button", { name: "Add Kampot Black Pepper to cart" })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(button)
    expect(screen.getByText("Item added")).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(2900))
    expect(screen.getByText("Item added")).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(400))
    await waitFor(() => expect(screen.queryByText("Item added")).not.toBeInTheDocument())
  })
})
