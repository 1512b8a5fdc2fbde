import { fireEvent, screen, waitFor } from "@testing-library/react"
import { AdminPutShopSettings, emptyShopSettings, resolveShopFacts, type ShopSettings } from "@shop/contract"
import { describe, expect, it } from "vitest"
import ShopSettingsPage, { config } from "../routes/shop-settings/page"
import { fakeShop } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"

/** The fake server's /admin/shop/settings: answers what was saved, takes a PUT as the server would (400 on bad input). */
function settingsServer(initial: Partial<ShopSettings> = {}) {
  const shop = fakeShop()
  let saved: ShopSettings = AdminPutShopSettings.parse(initial)
  const answer = () =>
    Response.json({ settings: saved, facts: resolveShopFacts(saved), defaults: resolveShopFacts(emptyShopSettings()), updated_at: null })
  shop.on("GET", "/settings", answer)
  shop.on("PUT", "/settings", (req) => {
    const r = AdminPutShopSettings.safeParse(req.body)
    if (!r.success) return Response.json({ error: r.error.issues[0].message, message: r.error.issues[0].message, code: "request.invalid" }, { status: 400 })
    saved = r.data
    return answer()
  })
  return shop
}

describe("Shop settings page (Medusa's admin)", () => {
  it("shows every field in English and Khmer side by side, empty ones with their default as placeholder", async () => {
    expect(config).toMatchObject({ label: "settings.nav", translationNs: "cambodianShop" })
    settingsServer({ phone: "(562) 555-0111" })
    renderInAdmin(<ShopSettingsPage />)
    const nameEn = await screen.findByLabelText("Name · English")
    expect(nameEn).toHaveValue("")
    expect(nameEn).toHaveAttribute("placeholder", "Cambodian Heritage Market")
    expect(screen.getByLabelText("Name · Khmer")).toHaveAttribute("placeholder", "ផ្សារបេតិកភណ្ឌខ្មែរ")
    expect(screen.getAllByLabelText("Phone")[0]).toHaveValue("(562) 555-0111")
    expect(screen.getByLabelText("Banner text · English")).toHaveAttribute("placeholder", "Free shipping on orders over $100")
    expect(screen.getByLabelText("Footer · English")).toHaveAttribute("placeholder", "Open every day 11:00 AM-10:00 PM")
    for (const page of ["FAQ", "Delivery Information", "Terms & Conditions", "Privacy Policy", "Returns"]) {
      expect(screen.getByRole("heading", { name: page })).toBeInTheDocument()
    }
    expect(screen.getAllByRole("link", { name: "Open on the storefront" })[4]).toHaveAttribute("href", "http://localhost:8000/help/returns")
  })

  it("saves the whole form with PUT and says so", async () => {
    const shop = settingsServer()
    renderInAdmin(<ShopSettingsPage />)
    fireEvent.change(await screen.findByLabelText("Name · English"), { target: { value: "Amok House" } })
    fireEvent.change(screen.getAllByLabelText("Text · Khmer")[0], { target: { value: "សំណួរ\n\nចម្លើយ" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Shop settings saved. The storefront shows them within a minute.")).toBeInTheDocument()
    const [put] = shop.requests("PUT", "/settings")
    expect(put.body.name).toEqual({ en: "Amok House", km: "" })
    expect(put.body.pages.faq.body.km).toBe("សំណួរ\n\nចម្លើយ")
  })

  it("shows what is wrong under the field and sends nothing (English and Khmer)", async () => {
    const shop = settingsServer()
    renderInAdmin(<ShopSettingsPage />)
    fireEvent.change(await screen.findByLabelText("E-mail", { selector: "input[name=email]" }), { target: { value: "not-an-email" } })
    fireEvent.change(screen.getAllByLabelText("Text · English")[1], { target: { value: "<b>bold</b>" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    const email = screen.getByLabelText("E-mail", { selector: "input[name=email]" })
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(await screen.findByText("Please enter a valid e-mail address, or leave it empty for the default.")).toBeInTheDocument()
    expect(screen.getByText(/HTML tags are not allowed/)).toBeInTheDocument()
    expect(shop.requests("PUT", "/settings")).toEqual([])
    // Fixed: the message goes as the admin types.
    fireEvent.change(email, { target: { value: "hi@example.com" } })
    await waitFor(() => expect(screen.queryByText("Please enter a valid e-mail address, or leave it empty for the default.")).not.toBeInTheDocument())
  })

  it("speaks Khmer in a Khmer admin", async () => {
    settingsServer()
    renderInAdmin(<ShopSettingsPage />, { lang: "km" })
    expect(await screen.findByRole("heading", { name: "ការកំណត់ហាង" })).toBeInTheDocument()
    const nameKm = await screen.findByLabelText("ឈ្មោះ · ខ្មែរ")
    expect(nameKm).toHaveAttribute("lang", "km")
    fireEvent.change(screen.getByLabelText("អ៊ីមែល", { selector: "input[name=email]" }), { target: { value: "x@" } })
    fireEvent.click(screen.getByRole("button", { name: "រក្សាទុក" }))
    expect(await screen.findByText("សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ ឬទុកទទេសម្រាប់តម្លៃលំនាំដើម។")).toBeInTheDocument()
  })
})
