import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { fakeApi, item, renderApp, user } from "../../../test/fake-api"
import { initials, SESSION_HINT_KEY } from "../api/user"

afterEach(() => vi.unstubAllGlobals())
// Staff who signed in through the shop carry the session hint (set by the login screen).
const signedIn = () => localStorage.setItem(SESSION_HINT_KEY, "1")

// Opened from the keyboard, as a keyboard user would (Radix opens on Enter).
function openMenu(trigger: HTMLElement) {
  trigger.focus()
  fireEvent.keyDown(trigger, { key: "Enter" })
}

describe("user menu", () => {
  it("takes up to two initials", () => {
    expect(initials({ fullName: "Sokha Chan Dara", username: "sokha" })).toBe("SD")
    expect(initials({ fullName: "", username: "admin" })).toBe("AD")
    expect(initials({ fullName: null, username: "s" })).toBe("S")
  })

  it("offers Sign In to the admin login, without asking /api/user, when nobody signed in here", async () => {
    const fetch = fakeApi({ en: [item()] })
    renderApp("/")
    const links = await screen.findAllByRole("link", { name: "Sign In" })
    expect(links[0]).toHaveAttribute("href", "/staff-login")
    await screen.findByRole("heading", { name: item().name })
    expect(fetch.mock.calls.map(([u]) => u)).not.toContain("/api/user")
  })

  it("shows Sign In and forgets the sign-in when the session is gone (401)", async () => {
    localStorage.setItem(SESSION_HINT_KEY, "1")
    const fetch = fakeApi({ en: [item()], user: null })
    renderApp("/")
    await waitFor(() => expect(fetch.mock.calls.map(([u]) => u)).toContain("/api/user"))
    expect((await screen.findAllByRole("link", { name: "Sign In" })).length).toBeGreaterThan(0)
    await waitFor(() => expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull())
  })

  it("shows an admin's name, e-mail and the Admin Dashboard item", async () => {
    signedIn()
    fakeApi({ en: [item()], user: user({ username: "admin", fullName: "Sokha Chan", email: "sokha@example.com", role: "admin" }) })
    renderApp("/")
    const [trigger] = await screen.findAllByRole("button", { name: "Account menu for Sokha Chan" })
    expect(trigger).toHaveTextContent("SC")
    openMenu(trigger)
    expect(await screen.findByRole("menuitem", { name: "Admin Dashboard" })).toBeInTheDocument()
    expect(screen.getByText("sokha@example.com")).toBeInTheDocument()
    expect(screen.getByRole("menuitem", { name: "Log out" })).toBeInTheDocument()
  })

  it("has no Admin Dashboard item for a signed-in non-admin, and logs out to Sign In", async () => {
    signedIn()
    const fetch = fakeApi({ en: [item()], user: user({ username: "dara", role: "customer" }) })
    renderApp("/")
    const [trigger] = await screen.findAllByRole("button", { name: "Account menu for dara" })
    openMenu(trigger)
    const logout = await screen.findByRole("menuitem", { name: "Log out" })
    expect(screen.queryByRole("menuitem", { name: "Admin Dashboard" })).not.toBeInTheDocument()
    fireEvent.click(logout)
    expect(await screen.findByText("Logged out")).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Sign In" }).length).toBeGreaterThan(0))
    expect(fetch.mock.calls.some(([u, init]) => u === "/api/logout" && init?.method === "POST")).toBe(true)
  })
})
