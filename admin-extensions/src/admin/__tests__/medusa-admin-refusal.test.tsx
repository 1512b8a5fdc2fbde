import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { shopKeys } from "../lib/query-keys"
import { KHMER_FONT_FAMILY, KHMER_FONT_STYLE_ID } from "../lib/khmer-font"
import { fakeShop } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import MedusaAdminRefusalWidget, { config } from "../widgets/medusa-admin-refusal"

describe("sign-in page: a signed-in clerk is told why Medusa's admin is closed", () => {
  it("above the sign-in form, says why and links to the shop's back office, for a clerk whose session Medusa's admin refuses", async () => {
    expect(config.zone).toBe("login.before")
    const shop = fakeShop({ signedIn: "clerk" })
    renderInAdmin(<MedusaAdminRefusalWidget />)

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("You are signed in with a staff account.")
    expect(alert).toHaveTextContent("Medusa's admin is for shop admins only. Staff use the shop's back office (/admin) instead.")
    expect(alert).toHaveTextContent("Or sign in below with a shop admin's account.")
    expect(screen.getByRole("link", { name: "Open the shop's back office" })).toHaveAttribute("href", "http://localhost:8000/admin")
    expect(alert).toHaveAttribute("lang", "en")
    expect(shop.requests("GET", "/admin/users/me")).toHaveLength(1)
  })

  it("speaks Khmer, in the Khmer font, when that is the admin's language", async () => {
    fakeShop({ signedIn: "clerk" })
    renderInAdmin(<MedusaAdminRefusalWidget />, { lang: "km" })

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveAttribute("lang", "km")
    expect(alert).toHaveTextContent("ផ្ទាំងគ្រប់គ្រងរបស់ Medusa សម្រាប់តែអ្នកគ្រប់គ្រងហាងប៉ុណ្ណោះ។")
    expect(screen.getByRole("link", { name: "បើកផ្ទាំងគ្រប់គ្រងរបស់ហាង" })).toHaveAttribute("href", "http://localhost:8000/admin")
    expect(document.getElementById(KHMER_FONT_STYLE_ID)?.textContent).toContain(`font-family: "${KHMER_FONT_FAMILY}"`)
  })

  it("shows nothing to someone not signed in (401), nor to an admin, nor for another 403", async () => {
    const cases: [string, () => void][] = [
      ["not signed in", () => fakeShop({ signedIn: null })],
      ["admin", () => fakeShop({ signedIn: "admin" })],
      ["other 403", () => vi.stubGlobal("fetch", vi.fn(async () => Response.json({ type: "not_allowed", message: "Forbidden" }, { status: 403 })))],
    ]
    for (const [name, arrange] of cases) {
      arrange()
      const { zone, queryClient, unmount } = renderInAdmin(<MedusaAdminRefusalWidget />)
      await waitFor(() => expect(queryClient.getQueryState(shopKeys.medusaAdminRefusal())?.status).toBe("success"))
      expect([name, zone.innerHTML]).toEqual([name, ""])
      unmount()
    }
  })
})
