import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { SESSION_HINT_KEY } from "../../auth/api/user"
import { ADMIN, fakeStaffApi, order, PASSWORD, SHOPPER } from "./staff-api"

afterEach(() => vi.unstubAllGlobals())

const LABELS = {
  en: { form: "Staff sign-in", username: "Username", password: "Password", submit: "Sign in" },
  km: { form: "ការចូលគណនីបុគ្គលិក", username: "ឈ្មោះអ្នកប្រើ", password: "ពាក្យសម្ងាត់", submit: "ចូលគណនី" },
}

async function fillLogin(username: string, password: string, lang: keyof typeof LABELS = "en") {
  const form = await screen.findByRole("form", { name: LABELS[lang].form })
  fireEvent.change(within(form).getByLabelText(LABELS[lang].username), { target: { value: username } })
  fireEvent.change(within(form).getByLabelText(LABELS[lang].password), { target: { value: password } })
  return form
}

describe("staff sign-in", () => {
  it("keeps Sign in disabled until both fields are filled, and refuses blank ones", async () => {
    const api = fakeStaffApi({ user: null })
    renderApp("/staff-login")
    const submit = await screen.findByRole("button", { name: "Sign in" })
    expect(submit).toBeDisabled()
    await fillLogin("admin", "")
    expect(submit).toBeDisabled()
    await fillLogin("   ", "x")
    expect(submit).toBeEnabled()
    fireEvent.click(submit)
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter both username and password")
    expect(api.calls("POST", "/api/login")).toHaveLength(0)
  })

  it("shows the server's reason when the sign-in fails", async () => {
    fakeStaffApi({ user: null })
    renderApp("/staff-login")
    await fillLogin("admin", "wrong")
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText("Login failed")).toBeInTheDocument()
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument()
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull()
  })

  it("shows the lock-out text of a 429 as the server wrote it", async () => {
    const text = "Too many failed sign-in attempts. Please try again in 15 minutes."
    fakeStaffApi({
      user: null,
      answer: (method, path) =>
        path === "/api/login"
          ? Response.json({ error: text, message: text, code: "auth.locked", params: { minutes: 15 } }, { status: 429, headers: { "Retry-After": "900" } })
          : undefined,
    })
    renderApp("/staff-login")
    await fillLogin("admin", PASSWORD)
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it("says in Khmer why the sign-in failed or is locked, not in the server's English", async () => {
    const locked = "Too many failed sign-in attempts. Please try again in 15 minutes."
    let calls = 0
    fakeStaffApi({
      user: null,
      answer: (_method, path) =>
        path === "/api/login" && ++calls === 2
          ? Response.json({ error: locked, message: locked, code: "auth.locked", params: { minutes: 15 } }, { status: 429 })
          : undefined,
    })
    renderApp("/staff-login", "km")
    const form = await fillLogin("admin", "wrong", "km")
    fireEvent.click(within(form).getByRole("button", { name: LABELS.km.submit }))
    expect(await screen.findByText("ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ")).toBeInTheDocument()
    expect(screen.queryByText("Invalid username or password")).not.toBeInTheDocument()
    fireEvent.click(within(form).getByRole("button", { name: LABELS.km.submit }))
    expect(await screen.findByText("ការព្យាយាមចូលគណនីបរាជ័យច្រើនដងពេក។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល 15 នាទី។")).toBeInTheDocument()
    expect(screen.queryByText(locked)).not.toBeInTheDocument()
  })

  it("translates the server's failures by their stable code, never by the English text", async () => {
    fakeStaffApi({
      user: null,
      answer: (_method, path) =>
        path === "/api/login" ? Response.json({ error: "Wrong name or password", message: "Wrong name or password", code: "auth.invalidLogin" }, { status: 401 }) : undefined,
    })
    renderApp("/staff-login", "km")
    const form = await fillLogin("admin", "wrong", "km")
    fireEvent.click(within(form).getByRole("button", { name: LABELS.km.submit }))
    expect(await screen.findByText("ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ")).toBeInTheDocument()
    expect(screen.queryByText("Wrong name or password")).not.toBeInTheDocument()
  })

  it("says in Khmer that the shop is briefly unavailable when the database is away (503), not that the password is wrong", async () => {
    const text = "The shop is briefly unavailable. Please try again in a moment."
    fakeStaffApi({
      user: null,
      answer: (_method, path) =>
        path === "/api/login" ? Response.json({ error: text, message: text, code: "request.temporarilyUnavailable" }, { status: 503, headers: { "Retry-After": "5" } }) : undefined,
    })
    renderApp("/staff-login", "km")
    const form = await fillLogin("admin", PASSWORD, "km")
    fireEvent.click(within(form).getByRole("button", { name: LABELS.km.submit }))
    expect(await screen.findByText("ហាងមិនអាចប្រើបានមួយភ្លែត។ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត។")).toBeInTheDocument()
    expect(screen.queryByText(text)).not.toBeInTheDocument()
    expect(screen.queryByText("ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ")).not.toBeInTheDocument()
  })

  it("signs an admin in: welcome toast, /admin with the staff bar, and the session remembered", async () => {
    const api = fakeStaffApi({ user: null })
    const { router } = renderApp("/staff-login")
    await fillLogin("admin", PASSWORD)
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText("Login successful")).toBeInTheDocument()
    expect(screen.getByText("Welcome, admin")).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"))
    const bar = await screen.findByRole("region", { name: "Staff" })
    expect(bar).toHaveTextContent("Logged in as admin")
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/login")).toEqual([{ username: "admin", password: PASSWORD }])
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe("1")
  })

  it("offers Google sign-in through the server", async () => {
    fakeStaffApi({ user: null })
    renderApp("/staff-login")
    expect(await screen.findByRole("link", { name: "Continue with Google" })).toHaveAttribute("href", "/api/auth/google")
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it.each([
    ["google", /your Google account must be on the shop's staff list/],
    ["google_unavailable", /Google sign-in is not set up for this shop/],
  ])("says why Google sign-in sent the browser back (?error=%s)", async (reason, text) => {
    fakeStaffApi({ user: null })
    renderApp(`/staff-login?error=${reason}`)
    expect(await screen.findByRole("alert")).toHaveTextContent(text)
  })

  it("sends an admin who is already signed in on to /admin", async () => {
    fakeStaffApi({ user: ADMIN })
    const { router } = renderApp("/staff-login")
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"))
  })
})

describe("a link from a staff e-mail (/admin?order=1042)", () => {
  it("survives the sign-in: the login sends the admin back to it, and the order's dialog opens", async () => {
    const api = fakeStaffApi({ user: null, orders: [order({ id: 1041 }), order({ id: 1042, customerName: "Dara Kim" })] })
    const { router } = renderApp("/admin?order=1042")
    await waitFor(() => expect(router.state.location.pathname).toBe("/staff-login"))
    await fillLogin("admin", PASSWORD)
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("dialog", { name: "Order #1042" })).toHaveTextContent("Dara Kim")
    expect(router.state.location.pathname).toBe("/admin")
    // the address no longer names it: closing the dialog and reloading does not open it again
    await waitFor(() => expect(router.state.location.search).toBe(""))
    expect(api.calls("POST", "/api/login")).toHaveLength(1)
  })

  it("says when the linked order is not in the list, and drops a link that names no order number", async () => {
    fakeStaffApi({ orders: [order({ id: 1042 })] })
    const { router } = renderApp("/admin?order=999999")
    expect(await screen.findByText("Order #999999 was not found in the list.")).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(""))
  })

  it("ignores ?order= that is not a number, without a message", async () => {
    fakeStaffApi({ orders: [order({ id: 1042 })] })
    const { router } = renderApp("/admin?order=abc")
    expect(await within(await screen.findByRole("table", { name: "Orders" })).findByRole("button", { name: "Open order #1042" })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(""))
    expect(screen.queryByText(/was not found in the list/)).not.toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("never sends the browser elsewhere after the sign-in", async () => {
    fakeStaffApi({ user: null })
    const { router } = renderApp(`/staff-login?next=${encodeURIComponent("//evil.example/x")}`)
    await fillLogin("admin", PASSWORD)
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }))
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"))
  })
})

describe("admin-only routes", () => {
  it.each(["/admin", "/clear-orders"])("send nobody signed in from %s to the admin login", async (path) => {
    fakeStaffApi({ user: null })
    const { router } = renderApp(path)
    await waitFor(() => expect(router.state.location.pathname).toBe("/staff-login"))
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument()
  })

  it("tells a signed-in user without a shop role why, instead of sending them home, without the staff bar", async () => {
    fakeStaffApi({ user: SHOPPER, hint: true })
    const { router } = renderApp("/admin")
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role (customer) may not see orders. Ask an admin.")
    expect(router.state.location.pathname).toBe("/admin")
    expect(screen.queryByRole("region", { name: "Staff" })).not.toBeInTheDocument()
  })

  it("recognises staff who open /admin directly, without signing in through the shop first", async () => {
    fakeStaffApi({ user: ADMIN })
    renderApp("/admin")
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument()
    expect(await screen.findByRole("region", { name: "Staff" })).toHaveTextContent("Logged in as admin")
  })
})

describe("staff bar", () => {
  it("goes back to the store, and logs out to the admin login", async () => {
    const api = fakeStaffApi({ user: ADMIN, hint: true })
    const { router } = renderApp("/admin")
    const bar = await screen.findByRole("region", { name: "Staff" })
    fireEvent.click(within(bar).getByRole("link", { name: "Back to Store" }))
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    expect(screen.getByRole("region", { name: "Staff" })).toBeInTheDocument()

    fireEvent.click(within(screen.getByRole("region", { name: "Staff" })).getByRole("button", { name: "Logout" }))
    expect(await screen.findByText("Logged out")).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe("/staff-login"))
    expect(screen.queryByRole("region", { name: "Staff" })).not.toBeInTheDocument()
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull()
    expect(api.calls("POST", "/api/logout")).toHaveLength(1)
  })

  it("is not shown to shoppers, who never ask /api/user", async () => {
    const api = fakeStaffApi({ user: null })
    renderApp("/")
    await screen.findAllByRole("link", { name: "Sign In" })
    expect(screen.queryByRole("region", { name: "Staff" })).not.toBeInTheDocument()
    expect(api.calls("GET", "/api/user")).toHaveLength(0)
  })
})
