import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { staffTexts } from "@shop/staff/texts"
import { adminItem, renderApp, user } from "../../../test/fake-api"
import { ADMIN, fakeStaffApi, manyOrders } from "./staff-api"

/** A user with the shop's `staff` role (issue 27 point 6). */
const STAFF = user({ username: "kanha", fullName: "Kanha Sok", email: "kanha@example.com", role: "staff" })

afterEach(() => vi.unstubAllGlobals())

/** The back office's product list (GET /api/admin/menu-items): one product. */
const productList = (method: string, path: string) => (method === "GET" && path === "/api/admin/menu-items" ? Response.json([adminItem()]) : undefined)

/** Signed in as `who`, the product list's Edit dialog of its one product. */
async function editProductAs(who: ReturnType<typeof user>) {
  fakeStaffApi({ user: who, answer: productList })
  renderApp("/admin")
  fireEvent.click(await screen.findByRole("button", { name: "Edit Prahok (Fermented Fish Paste)" }))
  return within(await screen.findByRole("dialog"))
}

const ordersCard = () => within(screen.getByRole("region", { name: /Orders Management/ }))
// Radix tabs switch on mouse down, as in a browser.
const selectTab = (tab: HTMLElement) => {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

describe("the staff role in the shop's /admin", () => {
  it("lands staff on the dashboard after signing in, not on the shop's home", async () => {
    fakeStaffApi({ user: STAFF, hint: true })
    const { router } = renderApp("/staff-login")
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"))
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument()
  })

  it("disables Clear All and Limit for staff and says why; an admin has them", async () => {
    fakeStaffApi({ user: STAFF, orders: manyOrders(120) })
    renderApp("/admin")
    await screen.findByRole("region", { name: /Orders Management/ })
    await waitFor(() => expect(ordersCard().getByRole("button", { name: "Refresh" })).toBeEnabled())
    expect(ordersCard().getByRole("button", { name: "Clear All" })).toBeDisabled()
    expect(ordersCard().getByRole("button", { name: /Limit/ })).toBeDisabled()
    expect(screen.getByText("Your role (staff) may not clear orders. Ask an admin.")).toBeInTheDocument()
    expect(screen.getByText("Your role (staff) may not limit orders. Ask an admin.")).toBeInTheDocument()
    // no Users link for staff
    expect(screen.queryByRole("link", { name: "Users" })).not.toBeInTheDocument()
  })

  it("disables Cancel order and Archive in the order dialog for staff and says why (walked: the clerk could fill in a reason and confirm, to be refused after)", async () => {
    fakeStaffApi({ user: STAFF, orders: manyOrders(3) })
    renderApp("/admin")
    const card = await screen.findByRole("region", { name: /Orders Management/ })
    const [first] = await within(card).findAllByRole("button", { name: /^Open order #/ })
    fireEvent.click(first)
    const dialog = within(await screen.findByRole("dialog", { name: /^Order #/ }))
    expect(dialog.getByRole("button", { name: "Cancel order" })).toBeDisabled()
    expect(dialog.getByRole("button", { name: /^Archive/ })).toBeDisabled()
    expect(dialog.getByText("Your role (staff) may not cancel orders. Ask an admin.")).toBeInTheDocument()
    expect(dialog.getByText("Your role (staff) may not archive or restore orders. Ask an admin.")).toBeInTheDocument()
  })

  it("keeps Clear All for an admin, without a refusal", async () => {
    fakeStaffApi({ user: ADMIN, orders: manyOrders(3) })
    renderApp("/admin")
    await screen.findByRole("region", { name: /Orders Management/ })
    await waitFor(() => expect(ordersCard().getByRole("button", { name: "Clear All" })).toBeEnabled())
    expect(screen.queryByText(/may not clear orders/)).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Users" })).toBeInTheDocument()
  })

  it("shows staff why an admin-only page is closed instead of sending them home", async () => {
    fakeStaffApi({ user: STAFF })
    const { router } = renderApp("/clear-orders")
    const refusal = await screen.findByText("Your role (staff) may not clear orders. Ask an admin.")
    expect(refusal).toHaveAttribute("role", "alert")
    expect(router.state.location.pathname).toBe("/clear-orders")
    expect(screen.queryByRole("button", { name: "Delete all orders" })).not.toBeInTheDocument()
  })

  it("says the same in Khmer, with no English left in it", async () => {
    fakeStaffApi({ user: STAFF })
    renderApp("/clear-orders", "km")
    const refusal = await screen.findByText("តួនាទីរបស់អ្នក (បុគ្គលិក) មិនអាចសម្អាតការបញ្ជាទិញបានទេ។ សូមសួរអ្នកគ្រប់គ្រង។")
    expect(refusal).toHaveAttribute("role", "alert")
    expect(screen.getByRole("link", { name: "ត្រឡប់ទៅផ្ទាំងការងារ" })).toBeInTheDocument()
  })

  it("closes the Users page to staff with the reason", async () => {
    fakeStaffApi({ user: STAFF })
    renderApp("/admin/users")
    expect(await screen.findByText("Your role (staff) may not manage users. Ask an admin.")).toHaveAttribute("role", "alert")
  })

  it("hides Add Product and the utilities from staff with the reason", async () => {
    fakeStaffApi({ user: STAFF })
    renderApp("/admin")
    const tabs = await screen.findByRole("tablist")
    selectTab(within(tabs).getByRole("tab", { name: /Utilities/ }))
    expect(await screen.findByText("Your role (staff) may not run the utilities. Ask an admin.")).toBeVisible()
    selectTab(within(tabs).getByRole("tab", { name: /Add/ }))
    expect(await screen.findByText("Your role (staff) may not add products. Ask an admin.")).toBeVisible()
    expect(screen.queryByRole("button", { name: /Upload|Add Product/i })).not.toBeInTheDocument()
  })

  it("says a server's role refusal in the screen's language (role.forbidden)", async () => {
    fakeStaffApi({
      user: ADMIN,
      orders: manyOrders(3),
      answer: (_m, path) =>
        path === "/api/orders/clear-all"
          ? Response.json(
              { error: "Your role (staff) may not clear orders. Ask an admin.", code: "role.forbidden", params: { role: "staff", permission: "orders.clear" } },
              { status: 403 }
            )
          : undefined,
    })
    renderApp("/admin", "km")
    const card = await screen.findByRole("region", { name: staffTexts.km.orders.list.title })
    const clear = within(card).getByRole("button", { name: staffTexts.km.orders.list.clearAll })
    await waitFor(() => expect(clear).toBeEnabled())
    fireEvent.click(clear)
    const dialog = within(await screen.findByRole("alertdialog"))
    fireEvent.click(dialog.getByRole("button", { name: staffTexts.km.orders.list.confirmClear.confirm }))
    expect(await screen.findByText(/តួនាទីរបស់អ្នក \(បុគ្គលិក\) មិនអាចសម្អាតការបញ្ជាទិញបានទេ/)).toBeInTheDocument()
  })

  it("lets staff edit a product but keeps its price read-only, with the reason", async () => {
    const dialog = await editProductAs(STAFF)
    expect(dialog.getByLabelText("Name")).not.toHaveAttribute("readonly")
    const price = dialog.getByLabelText("Price")
    expect(price).toHaveAttribute("readonly")
    expect(price).toHaveAccessibleDescription(/Your role \(staff\) may not change prices\. Ask an admin\./)
  })

  it("gives an admin an editable price", async () => {
    const dialog = await editProductAs(ADMIN)
    expect(dialog.getByLabelText("Price")).not.toHaveAttribute("readonly")
  })

  it("lists users for an admin; the last admin and yourself cannot be demoted or removed; adds a user with a role", async () => {
    const users = [
      { id: "user_admin", username: "admin", email: "sokha@example.com", role: "admin", fullName: null, createdAt: null },
      { id: "user_kanha", username: "kanha", email: "kanha@example.com", role: "staff", fullName: null, createdAt: null },
    ]
    const api = fakeStaffApi({
      user: ADMIN,
      answer: (method, path, body) => {
        if (method === "GET" && path === "/api/users") return Response.json({ users })
        if (method === "POST" && path === "/api/users") {
          const b = body as { username: string; email: string; role: string }
          users.push({ id: "user_new", username: b.username, email: b.email, role: b.role, fullName: null, createdAt: null })
          return Response.json({ user: users.at(-1) }, { status: 201 })
        }
        return undefined
      },
    })
    renderApp("/admin/users")
    const me = within(await screen.findByTestId("user-admin"))
    expect(me.getByRole("combobox")).toBeDisabled()
    expect(me.getByRole("button", { name: "Remove" })).toBeDisabled()
    expect(me.getByText("You cannot remove yourself.")).toBeInTheDocument()
    const kanha = within(screen.getByTestId("user-kanha"))
    expect(kanha.getByRole("combobox")).toHaveValue("staff")
    expect(kanha.getByRole("button", { name: "Remove" })).toBeEnabled()

    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "vanna" } })
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "vanna@example.com" } })
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "lok-lak-2024" } })
    fireEvent.click(screen.getByRole("button", { name: "Add user" }))
    expect(await screen.findByText("User vanna added.")).toBeInTheDocument()
    expect(api.calls("POST", "/api/users")).toEqual([{ username: "vanna", email: "vanna@example.com", password: "lok-lak-2024", role: "staff" }])
    expect(await screen.findByTestId("user-vanna")).toBeInTheDocument()
  })

  it("checks a new user before sending and says the server's refusal (user.taken) in Khmer", async () => {
    const api = fakeStaffApi({ user: ADMIN })
    api.state.users = [
      { id: "user_admin", username: "admin", email: "sokha@example.com", role: "admin", fullName: null, createdAt: null },
      { id: "user_kanha", username: "kanha", email: "kanha@example.com", role: "staff", fullName: null, createdAt: null },
    ]
    renderApp("/admin/users", "km")
    expect(await screen.findByTestId("user-kanha")).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText("ឈ្មោះអ្នកប្រើ"), { target: { value: "kanha" } })
    fireEvent.change(screen.getByLabelText("អ៊ីមែល"), { target: { value: "kanha@example.com" } })
    fireEvent.change(screen.getByLabelText("ពាក្យសម្ងាត់"), { target: { value: "short" } })
    fireEvent.click(screen.getByRole("button", { name: "បន្ថែមអ្នកប្រើ" }))
    expect(await screen.findByText("ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ៨ តួ។")).toBeInTheDocument()
    expect(api.calls("POST", "/api/users")).toEqual([])

    fireEvent.change(screen.getByLabelText("ពាក្យសម្ងាត់"), { target: { value: "lok-lak-2024" } })
    fireEvent.click(screen.getByRole("button", { name: "បន្ថែមអ្នកប្រើ" }))
    expect(await screen.findByText("មិនបានសម្រេច៖ មានអ្នកប្រើដែលមានឈ្មោះអ្នកប្រើ ឬអ៊ីមែលនេះរួចហើយ។")).toHaveAttribute("role", "alert")
    expect(api.calls("POST", "/api/users")).toHaveLength(1)
  })
})
