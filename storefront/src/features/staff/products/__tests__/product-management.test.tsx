import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { createQueryClient, Providers } from "../../../../app/providers"
import { createI18n, type Language } from "../../../../i18n"
import { adminItem, fakeApi, user } from "../../../../test/fake-api"
import { userKeys } from "../../../auth/api/user"
import type { AdminMenuItem } from "../api/products"
import { backupFileName, page } from "../lib/download"
import { ProductManagement } from "../product-management"

const PRAHOK: AdminMenuItem = adminItem({ id: "prod_1", categoryId: "pcat_fish", isPopular: true, nameKm: "ប្រហុក", cookTimeKm: "ក្រឡ ៤៥៤ ក្រាម" })
const PEPPER: AdminMenuItem = adminItem({
  id: "prod_2",
  name: "Kampot Black Pepper",
  description: "Whole peppercorns from Kampot.",
  price: 14.99,
  categoryId: "pcat_spice",
  isNew: true,
  imageUrl: "/static/pepper.jpg",
  nameKm: "ម្រេចកំពត",
  dietaryInfoKm: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។",
})
const KRAMA: AdminMenuItem = adminItem({
  id: "prod_3",
  name: "Silk Krama Scarf",
  description: "Hand-woven cotton and silk.",
  price: 25,
  categoryId: "pcat_clothing",
  imageUrl: "/static/krama.jpg",
  descriptionKm: "ក្រមាសូត្រត្បាញដោយដៃ",
})
const PRODUCTS = [PRAHOK, PEPPER, KRAMA]

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

/** fakeApi's catalog plus the back office's product calls; `routes` ("METHOD /path", a trailing * matches ids) win. */
function productApi(routes: Record<string, Handler> = {}) {
  // The public menu has no Khmer texts: the back office's list is GET /api/admin/menu-items.
  // signed in as an admin (staff may not add, delete, reprice or run the utilities: roles.test.tsx)
  const shop = fakeApi({ en: PRODUCTS.map(({ nameKm, descriptionKm, cookTimeKm, dietaryInfoKm, ...menuItem }) => menuItem), user: user({ username: "admin", role: "admin" }) })
  const defaults: Record<string, Handler> = {
    "GET /api/admin/menu-items": () => Response.json(PRODUCTS),
    "POST /api/upload-product": () => Response.json({ ...PRAHOK, id: "prod_new" }, { status: 201 }),
    "PUT /api/upload-product/*": () => Response.json(PRAHOK),
    "PATCH /api/menu-items/*": () => Response.json(PRAHOK),
    "DELETE /api/menu-items/*": () => Response.json({ success: true }),
    "GET /api/fix-images": () => Response.json({ success: true, message: "Fixed 2 product images.", fixed: 2 }),
    "GET /api/clean-duplicates": () => Response.json({ success: true, message: "Removed 1 duplicate product.", removed: 1 }),
    "GET /api/reset-categories": () => Response.json({ success: true, message: "Moved 3 products.", moved: 3 }),
    "GET /api/fix-sequences": () => Response.json({ success: true, message: "Repaired 2 sequences.", repaired: 2 }),
    "GET /api/products-backup": () => Response.json({ products: PRODUCTS }),
  }
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, "http://shop.test")
    const method = init?.method ?? "GET"
    const wildcard = `${method} ${pathname.replace(/\/[^/]+$/, "/*")}`
    const key = `${method} ${pathname}`
    const handler = routes[key] ?? routes[wildcard] ?? defaults[key] ?? defaults[wildcard]
    return handler ? handler(init) : shop(input, init)
  })
  vi.stubGlobal("fetch", fetch)
  const calls = (method: string, path: string) =>
    fetch.mock.calls.filter(([u, init]) => (init?.method ?? "GET") === method && new URL(u, "http://shop.test").pathname === path).map(([, init]) => init as RequestInit)
  return { fetch, calls }
}

function renderProducts(lang: Language = "en") {
  // the dashboard around this card has the signed-in admin already (RequireAdmin waits for them)
  const queryClient = createQueryClient()
  queryClient.setQueryData(userKeys.current, user({ username: "admin", role: "admin" }))
  return render(
    <Providers i18n={createI18n(lang)} queryClient={queryClient}>
      <MemoryRouter>
        <ProductManagement />
      </MemoryRouter>
    </Providers>
  )
}

/** Radix tabs switch on mouse down (or focus), as a pointer user's press does. */
function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }))
  return within(screen.getByRole("tabpanel", { name }))
}

// jsdom's Blob has no text().
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

const list = () => within(screen.getByRole("region", { name: "Products" }))
const png = (name = "krama.png") => new File(["png-bytes"], name, { type: "image/png" })

beforeEach(() => {
  // jsdom has no object URLs (image previews and the backup download use them).
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:http://shop.test/1"), revokeObjectURL: vi.fn() })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("Manage Products", () => {
  it("lists the products, searches both languages, filters by category with counts, and clears the filters", async () => {
    productApi()
    renderProducts()
    expect(screen.getByRole("status")).toHaveTextContent("Loading products…")
    expect(await screen.findByText("Showing 3 of 3 products")).toBeInTheDocument()
    expect(list().getByText("$8.99 · Preserved Fish")).toBeInTheDocument()
    expect(list().getByText("$14.99 · Cambodian Spices")).toBeInTheDocument()
    expect(list().getByText("NEW")).toBeInTheDocument()
    expect(list().getByText("POPULAR")).toBeInTheDocument()

    const panel = within(screen.getByRole("tabpanel", { name: "Manage Products" }))
    const category = panel.getByLabelText("Category")
    await waitFor(() => expect(within(category).getByRole("option", { name: "Food (2)" })).toBeInTheDocument())
    expect(within(category).getByRole("option", { name: "All categories (3)" })).toBeInTheDocument()
    expect(within(category).getByRole("option", { name: "Preserved Fish (1)" })).toBeInTheDocument()
    expect(within(category).getByRole("option", { name: "Clothes (1)" })).toBeInTheDocument()

    const search = panel.getByLabelText("Search products")
    fireEvent.change(search, { target: { value: "pepper" } })
    expect(screen.getByText("Showing 1 of 3 products")).toBeInTheDocument()
    expect(list().getByText("Kampot Black Pepper")).toBeInTheDocument()
    expect(list().queryByText(PRAHOK.name)).toBeNull()

    fireEvent.change(search, { target: { value: "ក្រមាសូត្រ" } }) // the Khmer description
    expect(list().getByText("Silk Krama Scarf")).toBeInTheDocument()
    expect(screen.getByText("Showing 1 of 3 products")).toBeInTheDocument()

    fireEvent.change(search, { target: { value: "ប្រហុក" } }) // the Khmer name
    expect(list().getByText(PRAHOK.name)).toBeInTheDocument()
    expect(screen.getByText("Showing 1 of 3 products")).toBeInTheDocument()

    fireEvent.change(search, { target: { value: "៤៥៤ ក្រាម" } }) // the Khmer Weight/Size
    expect(list().getByText(PRAHOK.name)).toBeInTheDocument()
    expect(screen.getByText("Showing 1 of 3 products")).toBeInTheDocument()

    fireEvent.change(search, { target: { value: "គ្មានគ្លុយតែន" } }) // the Khmer Additional Info
    expect(list().getByText("Kampot Black Pepper")).toBeInTheDocument()
    expect(screen.getByText("Showing 1 of 3 products")).toBeInTheDocument()

    fireEvent.change(search, { target: { value: "" } })
    fireEvent.change(category, { target: { value: "pcat_food" } })
    expect(screen.getByText("Showing 2 of 3 products")).toBeInTheDocument()
    expect(list().queryByText("Silk Krama Scarf")).toBeNull()

    fireEvent.change(search, { target: { value: "silk" } })
    expect(list().getByText("No products match this search and category.")).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }))
    expect(screen.getByText("Showing 3 of 3 products")).toBeInTheDocument()
    expect(search).toHaveValue("")
    expect(category).toHaveValue("all")
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled()
  })

  it("asks before deleting, then calls DELETE, toasts and refetches the list", async () => {
    const api = productApi()
    renderProducts()
    fireEvent.click(await screen.findByRole("button", { name: "Delete Kampot Black Pepper" }))
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete Kampot Black Pepper?" }))
    expect(dialog.getByText("Are you sure you want to delete this product?")).toBeInTheDocument()
    expect(api.calls("DELETE", "/api/menu-items/prod_2")).toHaveLength(0)

    const listFetches = api.calls("GET", "/api/admin/menu-items").length
    fireEvent.click(dialog.getByRole("button", { name: "Delete" }))
    expect(await screen.findByText("Product deleted")).toBeInTheDocument()
    expect(api.calls("DELETE", "/api/menu-items/prod_2")).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(api.calls("GET", "/api/admin/menu-items").length).toBeGreaterThan(listFetches)
  })

  it("keeps the product and says why when deleting fails; Cancel sends nothing", async () => {
    const api = productApi({ "DELETE /api/menu-items/*": () => Response.json({ error: "Only shop admins can do this." }, { status: 403 }) })
    renderProducts()
    fireEvent.click(await screen.findByRole("button", { name: "Delete Kampot Black Pepper" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(api.calls("DELETE", "/api/menu-items/prod_2")).toHaveLength(0)

    fireEvent.click(screen.getByRole("button", { name: "Delete Kampot Black Pepper" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }))
    expect(await screen.findByText("Failed to delete product: Only shop admins can do this.")).toBeInTheDocument()
    expect(list().getByText("Kampot Black Pepper")).toBeInTheDocument()
  })
})

describe("Edit Product", () => {
  it("opens prefilled and, without a new image, sends a JSON PATCH keeping the image URL", async () => {
    const api = productApi()
    renderProducts()
    const edit = await screen.findByRole("button", { name: `Edit ${PRAHOK.name}` })
    edit.focus()
    fireEvent.click(edit)
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Product" }))
    expect(dialog.getByLabelText("Name")).toHaveValue(PRAHOK.name)
    expect(dialog.getByLabelText("Price")).toHaveValue("8.99")
    expect(dialog.getByLabelText("Category")).toHaveValue("pcat_fish")
    expect(dialog.getByLabelText("Popular")).toBeChecked()
    expect(dialog.getByLabelText(/Khmer name/)).toHaveValue("ប្រហុក")
    expect(dialog.getByLabelText(/Khmer description/)).toHaveValue("")
    expect(dialog.getByLabelText(/Khmer name/)).toHaveAttribute("lang", "km")
    expect(dialog.getByLabelText(/Khmer weight and size/)).toHaveValue("ក្រឡ ៤៥៤ ក្រាម")
    expect(dialog.getByLabelText(/Khmer weight and size/)).toHaveAttribute("lang", "km")
    expect(dialog.getByLabelText(/Khmer additional details/)).toHaveValue("")
    expect(dialog.getByLabelText(/Khmer additional details/)).toHaveAttribute("lang", "km")
    expect(dialog.getByRole("img", { name: "Current image" })).toHaveAttribute("src", PRAHOK.imageUrl)

    fireEvent.change(dialog.getByLabelText("Price"), { target: { value: "$ 9.49" } })
    fireEvent.change(dialog.getByLabelText(/Khmer additional details/), { target: { value: "មានត្រី។" } })
    fireEvent.click(dialog.getByRole("button", { name: "Save Changes" }))
    expect(await screen.findByText("Product updated")).toBeInTheDocument()
    const [patch] = api.calls("PATCH", "/api/menu-items/prod_1")
    expect(new Headers(patch.headers).get("content-type")).toBe("application/json")
    expect(JSON.parse(String(patch.body))).toEqual({
      name: PRAHOK.name,
      description: PRAHOK.description,
      price: "9.49",
      categoryId: "pcat_fish",
      isNew: false,
      isPopular: true,
      cookTime: PRAHOK.cookTime,
      dietaryInfo: PRAHOK.dietaryInfo,
      nameKm: "ប្រហុក",
      descriptionKm: "",
      cookTimeKm: "ក្រឡ ៤៥៤ ក្រាម",
      dietaryInfoKm: "មានត្រី។",
      imageUrl: PRAHOK.imageUrl,
    })
    expect(api.calls("PUT", "/api/upload-product/prod_1")).toHaveLength(0)
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(screen.getByRole("button", { name: `Edit ${PRAHOK.name}` })).toHaveFocus())
  })

  it("with a new image sends a multipart PUT to /api/upload-product/{id}", async () => {
    const api = productApi()
    renderProducts()
    fireEvent.click(await screen.findByRole("button", { name: "Edit Silk Krama Scarf" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Product" }))
    expect(dialog.getByLabelText(/Khmer description/)).toHaveValue(KRAMA.descriptionKm)
    const image = png()
    fireEvent.change(dialog.getByLabelText(/New image/), { target: { files: [image] } })
    expect(await dialog.findByRole("img", { name: "Preview of the chosen image" })).toBeInTheDocument()
    fireEvent.click(dialog.getByRole("button", { name: "Save Changes" }))
    expect(await screen.findByText("Product updated")).toBeInTheDocument()
    const [put] = api.calls("PUT", "/api/upload-product/prod_3")
    const body = put.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(new Headers(put.headers).has("content-type")).toBe(false)
    expect(body.get("image")).toBe(image)
    expect(body.get("price")).toBe("25.00")
    expect(body.get("descriptionKm")).toBe(KRAMA.descriptionKm)
    expect(body.get("isPopular")).toBe("false")
    expect(api.calls("PATCH", "/api/menu-items/prod_3")).toHaveLength(0)
  })

  it("shows the server's reason when the update fails and stays open", async () => {
    productApi({ "PATCH /api/menu-items/*": () => Response.json({ error: "Price must be a positive amount." }, { status: 400 }) })
    renderProducts()
    fireEvent.click(await screen.findByRole("button", { name: `Edit ${PRAHOK.name}` }))
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Product" }))
    fireEvent.click(dialog.getByRole("button", { name: "Save Changes" }))
    expect(await screen.findByText("Failed to update product: Price must be a positive amount.")).toBeInTheDocument()
    expect(screen.getByRole("dialog", { name: "Edit Product" })).toBeInTheDocument()
  })
})

describe("Add New Product", () => {
  async function addForm() {
    const panel = openTab("Add New Product")
    return within(await panel.findByRole("form", { name: "Add New Product" }))
  }

  function fill(form: ReturnType<typeof within>, values: { name?: string; description?: string; price?: string }) {
    if (values.name !== undefined) fireEvent.change(form.getByLabelText("Name"), { target: { value: values.name } })
    if (values.description !== undefined) fireEvent.change(form.getByLabelText("Description"), { target: { value: values.description } })
    if (values.price !== undefined) fireEvent.change(form.getByLabelText("Price"), { target: { value: values.price } })
  }

  it("requires an image, name, description and a positive price, and sends nothing until then", async () => {
    const api = productApi()
    renderProducts()
    const form = await addForm()
    expect(form.getByLabelText("Category")).toHaveValue("pcat_food") // the first category
    expect(form.getByText("Dollar signs are removed automatically, so $12.99 and 12.99 are the same.")).toBeInTheDocument()
    fireEvent.click(form.getByRole("button", { name: "Add Product" }))
    expect(await form.findByText("Please select an image for the product.")).toBeInTheDocument()
    expect(form.getByText("Name is required.")).toBeInTheDocument()
    expect(form.getByText("Description is required.")).toBeInTheDocument()
    expect(form.getByText("Price is required.")).toBeInTheDocument()
    expect(form.getByLabelText("Product image")).toHaveAttribute("aria-invalid", "true")
    expect(form.getByLabelText("Product image")).toHaveAttribute("accept", "image/*")
    expect(form.getByLabelText("Product image")).toHaveFocus()

    fill(form, { name: "Kampot Salt", description: "Sea salt from the Kampot flats.", price: "$0" })
    fireEvent.click(form.getByRole("button", { name: "Add Product" }))
    expect(await form.findByText("Enter a price above 0 as a number, like 12.99.")).toBeInTheDocument()
    expect(form.getByText("Please select an image for the product.")).toBeInTheDocument()
    expect(api.calls("POST", "/api/upload-product")).toHaveLength(0)
  })

  it("posts a multipart body with '$' removed from the price, toasts 'Product created', resets and refreshes", async () => {
    const api = productApi()
    renderProducts()
    const form = await addForm()
    const image = png("salt.png")
    fireEvent.change(form.getByLabelText("Product image"), { target: { files: [image] } })
    expect(await form.findByRole("img", { name: "Preview of the chosen image" })).toBeInTheDocument()
    fill(form, { name: "Kampot Salt", description: "Sea salt from the Kampot flats.", price: " $12.50 " })
    fireEvent.change(form.getByLabelText("Category"), { target: { value: "pcat_spice" } })
    fireEvent.click(form.getByLabelText("New"))
    fireEvent.change(form.getByLabelText(/Weight\/Size/), { target: { value: "8 oz bag" } })
    fireEvent.change(form.getByLabelText(/Khmer name/), { target: { value: "អំបិលកំពត" } })
    fireEvent.change(form.getByLabelText(/Khmer weight and size/), { target: { value: "២២៧ ក្រាម" } })
    const listFetches = api.calls("GET", "/api/admin/menu-items").length

    fireEvent.click(form.getByRole("button", { name: "Add Product" }))
    expect(await screen.findByText("Product created")).toBeInTheDocument()
    const [post] = api.calls("POST", "/api/upload-product")
    const body = post.body as FormData
    expect(new Headers(post.headers).has("content-type")).toBe(false)
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== "image"))).toEqual({
      name: "Kampot Salt",
      description: "Sea salt from the Kampot flats.",
      price: "12.50",
      categoryId: "pcat_spice",
      isNew: "true",
      isPopular: "false",
      cookTime: "8 oz bag",
      dietaryInfo: "",
      nameKm: "អំបិលកំពត",
      descriptionKm: "",
      cookTimeKm: "២២៧ ក្រាម",
      dietaryInfoKm: "",
    })
    expect(body.get("image")).toBe(image)
    await waitFor(() => expect(form.getByLabelText("Name")).toHaveValue(""))
    expect(form.getByLabelText("Category")).toHaveValue("pcat_food")
    await waitFor(() => expect(form.queryByRole("img", { name: "Preview of the chosen image" })).toBeNull())
    await waitFor(() => expect(api.calls("GET", "/api/admin/menu-items").length).toBeGreaterThan(listFetches))
  })

  it("says 'Failed to create product' with the server's reason and keeps the form", async () => {
    productApi({ "POST /api/upload-product": () => Response.json({ error: "The image must be a JPEG, PNG, WebP or GIF file.", message: "x" }, { status: 400 }) })
    renderProducts()
    const form = await addForm()
    fireEvent.change(form.getByLabelText("Product image"), { target: { files: [png()] } })
    fill(form, { name: "Kampot Salt", description: "Sea salt.", price: "4" })
    fireEvent.click(form.getByRole("button", { name: "Add Product" }))
    expect(await screen.findByText("Failed to create product: The image must be a JPEG, PNG, WebP or GIF file.")).toBeInTheDocument()
    expect(form.getByLabelText("Name")).toHaveValue("Kampot Salt")
  })
})

describe("Utilities", () => {
  it("shows the server's message on success, and 'Operation Failed' with the reason on failure", async () => {
    const api = productApi({ "GET /api/fix-images": () => Response.json({ error: "Storage is unavailable." }, { status: 500 }) })
    renderProducts()
    const panel = openTab("Utilities")
    fireEvent.click(panel.getByRole("button", { name: "Fix Images" }))
    expect(await screen.findByText("Operation Failed")).toBeInTheDocument()
    // The toast has the spec's words; the card's last result also names the server's reason.
    expect(screen.getByText("Error: Operation failed: Fix Images")).toBeInTheDocument()
    expect(panel.getByText("Last result: Error: Operation failed: Fix Images (Storage is unavailable.)")).toBeInTheDocument()

    const categoryFetches = api.calls("GET", "/api/categories").length
    fireEvent.click(panel.getByRole("button", { name: "Remove Duplicates" }))
    expect(await screen.findByText("Duplicates Removed")).toBeInTheDocument()
    expect(panel.getByText("Last result: Removed 1 duplicate product.")).toBeInTheDocument()
    await waitFor(() => expect(api.calls("GET", "/api/categories").length).toBeGreaterThan(categoryFetches))
    expect(panel.getByRole("link", { name: "Go to Shipping Administration" })).toHaveAttribute("href", "/shipping-admin")
  })

  it("Fix Database IDs toasts 'Database Fixed' and reloads the page 1.5 s later", async () => {
    productApi()
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {})
    renderProducts()
    fireEvent.click(openTab("Utilities").getByRole("button", { name: "Fix Database IDs" }))
    expect(await screen.findByText("Database Fixed")).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 })
  })

  it("Fix Database IDs failure says 'Failed to fix database sequences' and does not reload", async () => {
    productApi({ "GET /api/fix-sequences": () => Response.json({ success: false, message: "Sequence table is locked." }) })
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {})
    renderProducts()
    fireEvent.click(openTab("Utilities").getByRole("button", { name: "Fix Database IDs" }))
    expect(await screen.findByText("Failed to fix database sequences")).toBeInTheDocument()
    expect(screen.getByText("Last result: Failed to fix database sequences (Sequence table is locked.)")).toBeInTheDocument()
    expect(screen.getByText("Error")).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  it("downloads the backup as products-backup-YYYY-MM-DD.json", async () => {
    const api = productApi()
    const downloads: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href })
    })
    renderProducts()
    fireEvent.click(openTab("Utilities").getByRole("button", { name: "Download Backup" }))
    expect(await screen.findByText("Backup Created")).toBeInTheDocument()
    expect(api.calls("GET", "/api/products-backup")).toHaveLength(1)
    expect(downloads).toHaveLength(1)
    expect(downloads[0].name).toMatch(/^products-backup-\d{4}-\d{2}-\d{2}\.json$/)
    expect(downloads[0].name).toBe(backupFileName(new Date()))
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob
    expect(JSON.parse(await readText(blob))).toEqual({ products: PRODUCTS })
  })
})

describe("in Khmer", () => {
  it("shows the tabs, totals and actions in Khmer", async () => {
    productApi()
    renderProducts("km")
    expect(screen.getByRole("heading", { name: "ការគ្រប់គ្រងផលិតផល" })).toBeInTheDocument()
    expect(screen.getByRole("tab", { name: "គ្រប់គ្រងផលិតផល" })).toHaveAttribute("aria-selected", "true")
    expect(await screen.findByText("បង្ហាញ 3 ក្នុងចំណោមផលិតផល 3 មុខ")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "លុប Kampot Black Pepper" })).toBeInTheDocument()
    const form = within(await openTab("បន្ថែមផលិតផលថ្មី").findByRole("form", { name: "បន្ថែមផលិតផលថ្មី" }))
    fireEvent.click(form.getByRole("button", { name: "បន្ថែមផលិតផល" }))
    expect(await form.findByText("សូមជ្រើសរើសរូបភាពសម្រាប់ផលិតផល។")).toBeInTheDocument()
  })
})
