import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import ShopUsersPage, { config } from "../routes/shop-users/page"
import { fakeShop } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import { answerPrompt, rowOf } from "../test/screens"

/** The page once it lists the fake shop's users (Sophea the admin, signed in; Kanha on staff). */
async function openUsers(lang = "en", state: Parameters<typeof fakeShop>[0] = {}) {
  const shop = fakeShop(state)
  renderInAdmin(<ShopUsersPage />, { lang })
  await screen.findByText("kanha")
  return shop
}

/** Opens the role select named `name` and picks `option`. */
async function pickRole(name: string, option: string) {
  fireEvent.keyDown(screen.getByRole("combobox", { name }), { key: "Enter" })
  fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: option }))
}

describe("Shop users page", () => {
  it("is in the sidebar and lists the users with e-mail and role; you and the last admin cannot be removed", async () => {
    expect(config).toMatchObject({ label: "nav.shopUsers", translationNs: "cambodianShop" })
    await openUsers()
    const sophea = within(rowOf("sophea"))
    expect(sophea.getAllByRole("cell")[1]).toHaveTextContent("sophea@example.com")
    expect(sophea.getByText("you")).toBeInTheDocument()
    expect(sophea.getByRole("combobox", { name: "Role of sophea" })).toHaveTextContent("admin")
    expect(sophea.getByRole("combobox", { name: "Role of sophea" })).toBeDisabled()
    expect(sophea.getByRole("button", { name: "Remove" })).toBeDisabled()
    expect(sophea.getByText("You cannot remove yourself.")).toBeInTheDocument()
    const kanha = within(rowOf("kanha"))
    expect(kanha.getByRole("combobox", { name: "Role of kanha" })).toHaveTextContent("staff")
    expect(kanha.getByRole("button", { name: "Remove" })).toBeEnabled()
  })

  it("adds a user with a role; the list shows them", async () => {
    const shop = await openUsers()
    const add = screen.getByRole("button", { name: "Add user" })
    expect(add).toBeDisabled()
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "vanna" } })
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "vanna@example.com" } })
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "lok-lak-2024" } })
    await pickRole("Role", "admin")
    fireEvent.click(add)
    expect(await screen.findByText("User vanna added.")).toBeInTheDocument()
    expect(shop.requests("POST", "/users").map((c) => c.body)).toEqual([{ username: "vanna", email: "vanna@example.com", password: "lok-lak-2024", role: "admin" }])
    expect(await screen.findByText("vanna")).toBeInTheDocument()
    expect(within(rowOf("vanna")).getByRole("combobox", { name: "Role of vanna" })).toHaveTextContent("admin")
    expect(screen.getByLabelText("Username")).toHaveValue("")
  })

  it("checks the form before sending, in Khmer; the server's 'taken' in Khmer too", async () => {
    const shop = await openUsers("km")
    fireEvent.change(screen.getByLabelText("ឈ្មោះអ្នកប្រើ"), { target: { value: "kanha" } })
    fireEvent.change(screen.getByLabelText("អ៊ីមែល"), { target: { value: "kanha@example.com" } })
    fireEvent.change(screen.getByLabelText("ពាក្យសម្ងាត់"), { target: { value: "short" } })
    fireEvent.click(screen.getByRole("button", { name: "បន្ថែមអ្នកប្រើ" }))
    expect(await screen.findByText("ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ៨ តួ។")).toBeInTheDocument()
    expect(shop.requests("POST", "/users")).toHaveLength(0)

    fireEvent.change(screen.getByLabelText("ពាក្យសម្ងាត់"), { target: { value: "lok-lak-2024" } })
    fireEvent.click(screen.getByRole("button", { name: "បន្ថែមអ្នកប្រើ" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("មិនបានសម្រេច៖ មានអ្នកប្រើដែលមានឈ្មោះអ្នកប្រើ ឬអ៊ីមែលនេះរួចហើយ។")
    expect(alert.textContent).not.toMatch(/[A-Za-z]/)
  })

  it("changes a role", async () => {
    const shop = await openUsers()
    await pickRole("Role of kanha", "admin")
    expect(await screen.findByText("kanha is now admin.")).toBeInTheDocument()
    expect(shop.requests("PATCH", "/users/user_2").map((c) => c.body)).toEqual([{ role: "admin" }])
    await waitFor(() => expect(within(rowOf("kanha")).getByRole("combobox", { name: "Role of kanha" })).toHaveTextContent("admin"))
    // two admins now: Sophea's role may change
    expect(within(rowOf("sophea")).getByRole("combobox", { name: "Role of sophea" })).toBeEnabled()
  })

  it("removes a user after asking", async () => {
    const shop = await openUsers()
    const text = await answerPrompt(within(rowOf("kanha")).getByRole("button", { name: "Remove" }), "Remove", "Remove")
    expect(text).toContain("Remove kanha? They can no longer sign in.")
    expect(await screen.findByText("kanha removed.")).toBeInTheDocument()
    expect(shop.requests("DELETE", "/users/user_2")).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText("kanha")).not.toBeInTheDocument())
  })

  it("shows the server's refusal by its code when the list changed meanwhile (the last admin), in English and Khmer", async () => {
    const users = () => [
      { id: "user_1", username: "sophea", email: "sophea@example.com", role: "admin", fullName: null, createdAt: null },
      { id: "user_3", username: "dara", email: "dara@example.com", role: "admin", fullName: null, createdAt: null },
    ]
    for (const [lang, said] of [
      ["en", "That did not work: This is the last admin: make another user an admin first."],
      ["km", "មិនបានសម្រេច៖ នេះជាអ្នកគ្រប់គ្រងចុងក្រោយ៖ សូមដាក់អ្នកប្រើម្នាក់ទៀតជាអ្នកគ្រប់គ្រងជាមុនសិន។"],
    ] as const) {
      const shop = fakeShop({ users: users() })
      const view = renderInAdmin(<ShopUsersPage />, { lang })
      await screen.findByText("dara")
      // another admin made Sophea staff in another tab: Dara is now the shop's last admin
      shop.state.users[0].role = "staff"
      const remove = lang === "en" ? "Remove" : "ដកចេញ"
      await answerPrompt(within(rowOf("dara")).getByRole("button", { name: remove }), remove, remove)
      expect(await screen.findByText(said)).toBeInTheDocument()
      expect(shop.state.users.map((u) => u.username)).toEqual(["sophea", "dara"])
      view.unmount()
    }
  })

  it("tells a staff user the server's refusal in their language instead of a broken page", async () => {
    fakeShop({ signedIn: "staff" })
    const view = renderInAdmin(<ShopUsersPage />)
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role (staff) may not manage users. Ask an admin.")
    expect(screen.queryByRole("button", { name: "Add user" })).not.toBeInTheDocument()
    view.unmount()

    fakeShop({ signedIn: "staff" })
    renderInAdmin(<ShopUsersPage />, { lang: "km" })
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("តួនាទីរបស់អ្នក (បុគ្គលិក) មិនអាចគ្រប់គ្រងអ្នកប្រើបានទេ។ សូមសួរអ្នកគ្រប់គ្រង។")
    expect(alert.textContent).not.toMatch(/[A-Za-z]/)
  })
})
