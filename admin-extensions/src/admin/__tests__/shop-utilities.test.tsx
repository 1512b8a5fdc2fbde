import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import ShopUtilitiesPage, { config } from "../routes/shop-utilities/page"
import { fakeShop, medusaError, shopProduct } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"

const card = (name: string) => screen.getByRole("region", { name })

/** Run → the confirmation → Run (or Cancel). */
async function run(name: string, answer: "Run" | "Cancel" = "Run") {
  fireEvent.click(within(card(name)).getByRole("button", { name: "Run" }))
  const ask = await screen.findByRole("alertdialog", { name: `Run ${name}?` })
  fireEvent.click(within(ask).getByRole("button", { name: answer }))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
}

describe("Shop utilities page", () => {
  it("is in the sidebar under our namespace and offers the five utilities", () => {
    expect(config).toMatchObject({ label: "nav.shopUtilities", translationNs: "cambodianShop" })
    fakeShop()
    renderInAdmin(<ShopUtilitiesPage />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Fix Images",
      "Remove Duplicates",
      "Reset Categories",
      "Fix Database IDs",
      "Download Backup",
    ])
  })

  it("Fix Images asks first, runs on the server and lists what it fixed", async () => {
    const shop = fakeShop({
      reports: {
        "fix-images": {
          message: "2 products had a missing image…",
          fixed: 2,
          fixedProducts: [
            { id: "prod_1", name: "Kampot Pepper", previousImageUrl: "/static/missing.jpg" },
            { id: "prod_2", name: "Krama Scarf", previousImageUrl: null },
          ],
        },
      },
    })
    const { queryClient } = renderInAdmin(<ShopUtilitiesPage />)
    queryClient.setQueryData(["products", "list"], { products: [] })

    await run("Fix Images")
    const result = await within(card("Fix Images")).findByRole("status")
    expect(result).toHaveTextContent("2 product(s) had a missing image and now show the placeholder.")
    expect(within(result).getByText("Kampot Pepper")).toBeInTheDocument()
    expect(within(result).getByText("(/static/missing.jpg)")).toBeInTheDocument()
    expect(shop.requests("POST", "/utilities/fix-images")).toHaveLength(1)
    // Medusa's product list is fetched again: the images changed.
    expect(queryClient.getQueryState(["products", "list"])?.isInvalidated).toBe(true)
  })

  it("Cancel runs nothing", async () => {
    const shop = fakeShop({ reports: { "remove-duplicates": { message: "", removed: 0 } } })
    renderInAdmin(<ShopUtilitiesPage />)
    await run("Remove Duplicates", "Cancel")
    // only the page's own read of who is signed in (their role): no utility ran
    expect(shop.calls.filter((c) => c.path !== "/admin/users/me")).toHaveLength(0)
    expect(within(card("Remove Duplicates")).queryByRole("status")).not.toBeInTheDocument()
  })

  it("Remove Duplicates and Reset Categories report what they did", async () => {
    fakeShop({
      reports: {
        "remove-duplicates": {
          message: "",
          removed: 1,
          removedProducts: [{ id: "prod_9", name: "Prahok", price: 8.99, keptId: "prod_3" }],
        },
        "reset-categories": {
          message: "",
          createdCategories: ["Skincare"],
          moved: 1,
          movedProducts: [{ id: "prod_4", name: "Tamarind Soap", category: "Skincare" }],
        },
      },
    })
    renderInAdmin(<ShopUtilitiesPage />)
    await run("Remove Duplicates")
    const removed = await within(card("Remove Duplicates")).findByRole("status")
    expect(removed).toHaveTextContent("Removed 1 duplicate product(s); the oldest of each is kept.")
    expect(removed).toHaveTextContent("Prahok ($8.99) kept prod_3")

    await run("Reset Categories")
    const reset = await within(card("Reset Categories")).findByRole("status")
    expect(reset).toHaveTextContent("Created the categories: Skincare.")
    expect(reset).toHaveTextContent("Moved 1 product(s) under Food, Skincare or Clothes.")
    expect(reset).toHaveTextContent("Tamarind Soap → Skincare")
  })

  it("Fix Database IDs tells repaired problems from those left for staff", async () => {
    fakeShop({
      reports: {
        "fix-database-ids": {
          message: "",
          repaired: 1,
          problems: [
            { kind: "display-id-sequence", id: "order_display_id_seq", detail: "The counter was behind 1043.", repaired: true },
            { kind: "product-without-usd-price", id: "prod_7", detail: "Palm Sugar has no USD price.", repaired: false },
          ],
        },
      },
    })
    renderInAdmin(<ShopUtilitiesPage />)
    await run("Fix Database IDs")
    const result = await within(card("Fix Database IDs")).findByRole("status")
    expect(result).toHaveTextContent("1 repaired, 1 left for staff.")
    const [first, second] = within(result).getAllByRole("listitem")
    expect(first).toHaveTextContent("RepairedOrder number counterThe counter was behind 1043.")
    expect(second).toHaveTextContent("Needs staffProduct without a USD pricePalm Sugar has no USD price.")
  })

  it("shows why a utility failed", async () => {
    const shop = fakeShop()
    shop.on("POST", "/utilities/:name", () => medusaError(500, "Database is read-only", "unknown_error"))
    renderInAdmin(<ShopUtilitiesPage />)
    await run("Fix Images")
    expect(await within(card("Fix Images")).findByText("Operation failed: Database is read-only")).toBeInTheDocument()
  })

  it("Download Backup saves the server's file under its own name and says how many products it holds", async () => {
    const shop = fakeShop({ products: [shopProduct({ id: "prod_1" }), shopProduct({ id: "prod_2" }), shopProduct({ id: "prod_3" })] })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderInAdmin(<ShopUtilitiesPage />)
    fireEvent.click(within(card("Download Backup")).getByRole("button", { name: "Download" }))
    expect(await within(card("Download Backup")).findByRole("status")).toHaveTextContent(
      "Saved 3 product(s) as products-backup-2025-05-04.json."
    )
    expect(saved).toEqual(["products-backup-2025-05-04.json"])
    expect(shop.requests("GET", "/products-backup")).toHaveLength(1)
  })

  it("tells staff the utilities are the admin's, in the admin's language, instead of offering them", async () => {
    fakeShop({ signedIn: "staff" })
    renderInAdmin(<ShopUtilitiesPage />)
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role (staff) may not run the utilities. Ask an admin.")
    expect(screen.queryByRole("button", { name: "Run" })).not.toBeInTheDocument()
  })

  it("says the same in Khmer, with no English left", async () => {
    fakeShop({ signedIn: "staff" })
    renderInAdmin(<ShopUtilitiesPage />, { lang: "km" })
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("តួនាទីរបស់អ្នក (បុគ្គលិក) មិនអាចដំណើរការឧបករណ៍ជំនួយបានទេ។ សូមសួរអ្នកគ្រប់គ្រង។")
    expect(alert.textContent).not.toMatch(/[A-Za-z]/)
  })

  it("translates a role refusal the server answers (role.forbidden) by its code", async () => {
    const shop = fakeShop()
    shop.on("POST", "/utilities/fix-images", () =>
      Response.json(
        { error: "Your role (staff) may not run the utilities. Ask an admin.", message: "Your role (staff) may not run the utilities. Ask an admin.", code: "role.forbidden", params: { role: "staff", permission: "utilities.run" } },
        { status: 403 }
      )
    )
    renderInAdmin(<ShopUtilitiesPage />, { lang: "km" })
    const title = (await screen.findAllByRole("heading", { level: 2 }))[0].textContent!
    fireEvent.click(within(card(title)).getAllByRole("button")[0])
    const ask = await screen.findByRole("alertdialog")
    fireEvent.click(within(ask).getAllByRole("button").at(-1)!)
    expect((await screen.findAllByText(/តួនាទីរបស់អ្នក \(បុគ្គលិក\) មិនអាចដំណើរការឧបករណ៍ជំនួយបានទេ/)).length).toBeGreaterThan(0)
  })
})
