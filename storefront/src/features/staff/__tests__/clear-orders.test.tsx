import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { fakeStaffApi, manyOrders } from "./staff-api"

afterEach(() => vi.unstubAllGlobals())

describe("clear test orders page", () => {
  it("warns, asks again, then deletes every order and shows the server's message", async () => {
    const api = fakeStaffApi({ orders: manyOrders(4) })
    renderApp("/clear-orders")
    expect(await screen.findByText(/This will delete ALL orders/)).toHaveTextContent("WARNING: This will delete ALL orders")
    expect(screen.getByText(/an admin can restore them/)).toBeInTheDocument()

    const start = screen.getByRole("button", { name: "Delete all orders" })
    fireEvent.click(start)
    expect(screen.getByText("Are you sure? All orders will be deleted.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(screen.getByRole("button", { name: "Delete all orders" })).toHaveFocus()
    expect(api.calls("DELETE", "/api/admin/clear-test-orders")).toHaveLength(0)

    fireEvent.click(screen.getByRole("button", { name: "Delete all orders" }))
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete all orders" }))
    expect(await screen.findByText("Archived 4 orders.")).toBeInTheDocument()
    expect(api.calls("DELETE", "/api/admin/clear-test-orders")).toHaveLength(1)
    expect(api.state.orders).toHaveLength(0)
  })

  it("says so when the server cannot be reached", async () => {
    fakeStaffApi({
      answer: (_m, path) => {
        if (path === "/api/admin/clear-test-orders") throw new TypeError("Failed to fetch")
        return undefined
      },
    })
    renderApp("/clear-orders")
    fireEvent.click(await screen.findByRole("button", { name: "Delete all orders" }))
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete all orders" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to connect to the server")
  })
})
