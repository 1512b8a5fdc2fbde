import type { AdminProduct } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { fakeShop, medusaError, shopProduct } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import ProductShopFieldsWidget, { config } from "../widgets/product-shop-fields"

const medusaProduct = (id = "prod_1") => ({ id }) as AdminProduct

const form = () => screen.findByRole("form", { name: "Storefront" })

describe("product page: storefront fields", () => {
  it("in the product page's side column, shows the shop's fields and says when there is no Khmer text", async () => {
    expect(config.zone).toBe("product.details.side.after")
    fakeShop({ products: [shopProduct({ isNew: true, cookTime: "100 g", dietaryInfo: "Vegan" })] })
    renderInAdmin(<ProductShopFieldsWidget data={medusaProduct()} />)
    await form()
    expect(screen.getByRole("switch", { name: "New" })).toBeChecked()
    expect(screen.getByRole("switch", { name: "Popular" })).not.toBeChecked()
    expect(screen.getByLabelText("Weight/Size")).toHaveValue("100 g")
    expect(screen.getByLabelText("Additional Info")).toHaveValue("Vegan")
    expect(screen.getByRole("status")).toHaveTextContent("No Khmer text: the Khmer shop shows this product in English.")
    expect(screen.getByLabelText("Khmer weight and size")).toHaveAttribute("placeholder", "100 g")
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled()
  })

  it("saves only what changed, and the Khmer hint follows the saved product", async () => {
    const shop = fakeShop({ products: [shopProduct()] })
    const { queryClient } = renderInAdmin(<ProductShopFieldsWidget data={medusaProduct()} />)
    queryClient.setQueryData(["products", "detail", "prod_1"], { product: { id: "prod_1" } })
    await form()

    fireEvent.click(screen.getByRole("switch", { name: "Popular" }))
    fireEvent.change(screen.getByLabelText("Khmer name"), { target: { value: "ម្រេចកំពត" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))

    expect(await screen.findByText("Storefront fields saved")).toBeInTheDocument()
    expect(shop.requests("POST", "/products/prod_1").map((c) => c.body)).toEqual([{ isPopular: true, nameKm: "ម្រេចកំពត" }])
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeDisabled())
    expect(screen.getByRole("status")).toHaveTextContent("No Khmer description yet: the Khmer shop shows the English description.")
    expect(queryClient.getQueryState(["products", "detail", "prod_1"])?.isInvalidated).toBe(true)
  })

  it("an emptied field is sent empty, which clears it", async () => {
    const shop = fakeShop({ products: [shopProduct({ nameKm: "ម្រេចកំពត", descriptionKm: "ម្រេចខ្មៅ", dietaryInfo: "Vegan" })] })
    renderInAdmin(<ProductShopFieldsWidget data={medusaProduct()} />)
    await form()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText("Additional Info"), { target: { value: "" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(shop.requests("POST", "/products/prod_1").map((c) => c.body)).toEqual([{ dietaryInfo: "" }]))
    await waitFor(() => expect(screen.getByLabelText("Additional Info")).toHaveValue(""))
  })

  it("keeps the edits and shows the reason when saving fails", async () => {
    const shop = fakeShop({ products: [shopProduct()] })
    shop.on("POST", "/products/:id", () => medusaError(400, "Khmer name must be at most 200 characters.", "invalid_data"))
    renderInAdmin(<ProductShopFieldsWidget data={medusaProduct()} />)
    await form()
    fireEvent.change(screen.getByLabelText("Khmer name"), { target: { value: "ម្រេច" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Failed to save: Khmer name must be at most 200 characters.")).toBeInTheDocument()
    expect(screen.getByLabelText("Khmer name")).toHaveValue("ម្រេច")
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled()
  })

  it("offers Try again when the product cannot be loaded", async () => {
    fakeShop({ products: [] })
    renderInAdmin(<ProductShopFieldsWidget data={medusaProduct("prod_gone")} />)
    expect(await screen.findByText("Could not load this: Product with id: prod_gone was not found")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument()
  })
})
