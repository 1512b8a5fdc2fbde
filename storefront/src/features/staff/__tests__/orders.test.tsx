import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { formatDateTime } from "../../../lib/dates"
import type { Order } from "../api/orders"
import { undoVerificationCancelled } from "@shop/staff/testing"
import { fakeStaffApi, manyOrders, order } from "./staff-api"
import { staffAdminTexts } from "../staff-texts"

const { en: adminEn, km: adminKm } = staffAdminTexts

afterEach(() => vi.unstubAllGlobals())

const ordersTable = async () => within(await screen.findByRole("table", { name: "Orders" }))
const dataRows = async () => (await ordersTable()).getAllByRole("row").slice(1)
const ordersCard = () => within(screen.getByRole("region", { name: /Orders Management/ }))

// Radix tabs switch on mouse down, as in a browser.
function selectTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

async function openOrder(id: number) {
  fireEvent.click((await ordersTable()).getByRole("button", { name: `Open order #${id}` }))
  return within(await screen.findByRole("dialog", { name: `Order #${id}` }))
}

describe("orders management", () => {
  it("lists orders newest first, highlights and counts the unseen ones", async () => {
    fakeStaffApi({ orders: [order({ id: 1040 }), order({ id: 1042, seen: false, customerName: "Dara Kim" }), order({ id: 1041, seen: false })] })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(3))
    const rows = await dataRows()
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["#1042New", "#1041New", "#1040"])
    expect(rows[0]).toHaveTextContent("Dara Kim")
    expect(rows[0]).toHaveTextContent(formatDateTime(new Date("2026-11-22T13:00:00.000Z")))
    expect(rows[0]).toHaveTextContent("$39.98")
    expect(rows[0]).toHaveTextContent("Zelle")
    expect(rows[0]).toHaveTextContent("Pending")
    expect(await screen.findByRole("heading", { name: "Orders Management 2 new" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to Shipping Administration" })).toHaveAttribute("href", "/shipping-admin")
  })

  it("marks a card order paid in the sandbox as a test payment, in the list and the order, in English and Khmer", async () => {
    const orders = [order({ id: 1043, paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true }), order({ id: 1042, paymentMethod: "stripe", paymentStatus: "paid" })]
    fakeStaffApi({ orders })
    const app = renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(2))
    const table = await ordersTable()
    expect(table.getByRole("row", { name: /#1043/ })).toHaveTextContent("Test payment")
    expect(table.getByRole("row", { name: /#1042/ })).not.toHaveTextContent("Test payment")
    const dialog = await openOrder(1043)
    expect(dialog.getByText(adminEn.orders.testPaymentHint)).toBeInTheDocument()
    app.unmount()

    fakeStaffApi({ orders })
    renderApp("/admin", "km")
    const km = within(await screen.findByRole("table", { name: adminKm.orders.list }))
    await waitFor(() => expect(km.getByRole("row", { name: /#1043/ })).toHaveTextContent(adminKm.orders.testPayment))
    expect(km.getByRole("row", { name: /#1042/ })).not.toHaveTextContent(adminKm.orders.testPayment)
  })

  it("says when an order is still being placed or its placement failed", async () => {
    fakeStaffApi({
      orders: [order({ id: 7, placement: "queued", medusaOrderId: null }), order({ id: 8, placement: "failed", placementError: "Out of stock" })],
    })
    renderApp("/admin")
    const table = await ordersTable()
    expect(table.getByRole("row", { name: /#7/ })).toHaveTextContent("Being placed")
    expect(table.getByRole("row", { name: /#8/ })).toHaveTextContent("Placement failed: Out of stock")
  })

  it("keeps Limit to 10 disabled with 10 orders, and both buttons with none", async () => {
    const { state } = fakeStaffApi({ orders: manyOrders(10) })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(10))
    expect(ordersCard().getByRole("button", { name: "Limit to 10" })).toBeDisabled()
    expect(ordersCard().getByRole("button", { name: "Clear All" })).toBeEnabled()

    state.orders = []
    fireEvent.click(ordersCard().getByRole("button", { name: "Refresh" }))
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument()
    expect(ordersCard().getByRole("button", { name: "Clear All" })).toBeDisabled()
    expect(ordersCard().getByRole("button", { name: "Limit to 10" })).toBeDisabled()
  })

  it("asks before limiting to the 10 newest orders, then reports how many went", async () => {
    const api = fakeStaffApi({ orders: manyOrders(12) })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(12))
    fireEvent.click(ordersCard().getByRole("button", { name: "Limit to 10" }))
    const confirm = within(await screen.findByRole("alertdialog", { name: "Keep only the 10 most recent orders?" }))
    expect(api.calls("POST", "/api/orders/limit")).toHaveLength(0)
    fireEvent.click(confirm.getByRole("button", { name: "Limit to 10" }))
    expect(await screen.findByText("Orders limited")).toBeInTheDocument()
    expect(screen.getByText("Deleted 2 old order(s), keeping only the 10 most recent orders.")).toBeInTheDocument()
    expect(api.calls("POST", "/api/orders/limit")).toEqual([{ maxOrders: 10 }])
    await waitFor(async () => expect(await dataRows()).toHaveLength(10))
  })

  it("does nothing when the confirmation is cancelled, and clears all orders once confirmed", async () => {
    const api = fakeStaffApi({ orders: manyOrders(3) })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(3))
    const clear = ordersCard().getByRole("button", { name: "Clear All" })
    fireEvent.click(clear)
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Clear all orders?" })).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(clear).toHaveFocus()
    expect(api.calls("DELETE", "/api/orders/clear-all")).toHaveLength(0)

    fireEvent.click(clear)
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Clear all orders?" })).getByRole("button", { name: "Clear All" }))
    expect(await screen.findByText("All orders cleared")).toBeInTheDocument()
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument()
    expect(api.calls("DELETE", "/api/orders/clear-all")).toHaveLength(1)
  })

  it("shows the server's reason when clearing fails", async () => {
    fakeStaffApi({
      orders: manyOrders(2),
      answer: (_m, path) => (path === "/api/orders/clear-all" ? Response.json({ error: "Only shop admins can do this." }, { status: 403 }) : undefined),
    })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(2))
    fireEvent.click(ordersCard().getByRole("button", { name: "Clear All" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear All" }))
    expect(await screen.findByText("Failed to clear orders: Only shop admins can do this.")).toBeInTheDocument()
    expect(await dataRows()).toHaveLength(2)
  })

  it("loads 50 orders at a time, with Load more for the rest", async () => {
    const api = fakeStaffApi({ orders: manyOrders(120) })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(50))
    expect(screen.getByText("Showing 50 of 120 orders")).toBeInTheDocument()
    expect((await dataRows())[0]).toHaveTextContent("#1120")
    expect(ordersCard().getByRole("button", { name: "Limit to 10" })).toBeEnabled()
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await waitFor(async () => expect(await dataRows()).toHaveLength(100))
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await waitFor(async () => expect(await dataRows()).toHaveLength(120))
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument()
    const urls = api.fetch.mock.calls.map(([u]) => u).filter((u) => u.startsWith("/api/orders?limit"))
    expect(urls).toEqual(["/api/orders?limit=50&offset=0", "/api/orders?limit=50&offset=50", "/api/orders?limit=50&offset=100"])
  })
})

describe("archived orders", () => {
  const archivedList = () => within(screen.getByRole("region", { name: "Archived orders" }))

  it("Clear All moves the orders to the Archived view; Restore asks first, toasts, and puts the order back in the list", async () => {
    const api = fakeStaffApi({ orders: [order({ id: 1042, customerName: "Dara Kim" }), order({ id: 1041, customerName: "Srey Mom" })] })
    renderApp("/admin")
    await waitFor(async () => expect(await dataRows()).toHaveLength(2))
    fireEvent.click(ordersCard().getByRole("button", { name: "Clear All" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear All" }))
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument()

    fireEvent.click(ordersCard().getByRole("button", { name: "Archived" }))
    expect(ordersCard().getByRole("button", { name: "Archived" })).toHaveAttribute("aria-pressed", "true")
    expect(ordersCard().queryByRole("button", { name: "Clear All" })).toBeNull()
    expect(await screen.findByText("Showing 2 of 2 archived orders")).toBeInTheDocument()
    expect(archivedList().getAllByRole("listitem").map((li) => li.textContent)).toEqual([expect.stringMatching(/^#1042 · Dara Kim/), expect.stringMatching(/^#1041 · Srey Mom/)])
    expect(archivedList().getAllByText(`Archived ${formatDateTime(new Date("2026-11-23T09:00:00.000Z"))}`)).toHaveLength(2)

    fireEvent.change(ordersCard().getByLabelText("Search archived orders"), { target: { value: "srey" } })
    expect(await screen.findByText("Showing 1 of 1 archived order")).toBeInTheDocument()
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("/api/orders/archived?") && String(u).includes("q=srey"))).toBe(true)

    fireEvent.click(archivedList().getByRole("button", { name: "Restore order #1041" }))
    const confirm = within(await screen.findByRole("alertdialog", { name: "Restore order #1041?" }))
    expect(api.calls("POST", "/api/orders/1041/restore")).toHaveLength(0)
    fireEvent.click(confirm.getByRole("button", { name: "Restore" }))
    expect(await screen.findByText("Order #1041 restored")).toBeInTheDocument()
    expect(api.calls("POST", "/api/orders/1041/restore")).toHaveLength(1)
    expect(await screen.findByText("No archived order matches this search.")).toBeInTheDocument()

    fireEvent.click(ordersCard().getByRole("button", { name: "Orders" }))
    await waitFor(async () => expect((await dataRows()).map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["#1041"]))
  })

  it("says why a restore failed", async () => {
    fakeStaffApi({
      archived: [order({ id: 1042 })],
      answer: (method, path) => (method === "POST" && path === "/api/orders/1042/restore" ? Response.json({ error: "There is no archived order with this number.", code: "staffOrder.notArchived" }, { status: 404 }) : undefined),
    })
    renderApp("/admin")
    fireEvent.click(await screen.findByRole("button", { name: "Archived" }))
    fireEvent.click(await screen.findByRole("button", { name: "Restore order #1042" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Restore" }))
    expect(await screen.findByText("Failed to restore the order: There is no archived order with this number.")).toBeInTheDocument()
  })

  it("shows the Archived view and its confirmation in Khmer without English", async () => {
    const archived = [order({ id: 1042, customerName: "Dara Kim", paymentReference: "ORDER-123456" })]
    fakeStaffApi({ archived })
    renderApp("/admin", "km")
    fireEvent.click(await screen.findByRole("button", { name: "ក្នុងបណ្ណសារ" }))
    const card = screen.getByRole("heading", { name: /ការគ្រប់គ្រងការបញ្ជាទិញ/ }).closest("section")!
    await within(card).findByText("បង្ហាញ 1 ក្នុងចំណោម 1 ការបញ្ជាទិញក្នុងបណ្ណសារ")
    const data = ["Dara Kim", "ORDER-123456", "ORDER-…", "Zelle", "Medusa", formatDateTime(new Date(archived[0].createdAt), "km"), formatDateTime(new Date("2026-11-23T09:00:00.000Z"), "km")]
    const english = (el: Element) => {
      let text = [el.textContent, ...[...el.querySelectorAll("[aria-label],[placeholder]")].flatMap((e) => [e.getAttribute("aria-label"), e.getAttribute("placeholder")])].join(" ")
      for (const d of data) text = text.split(d).join(" ")
      return text.match(/[A-Za-z]{2,}/g) ?? []
    }
    expect(english(card)).toEqual([])
    fireEvent.click(within(card).getByRole("button", { name: "ស្ដារការបញ្ជាទិញ #1042 វិញ" }))
    const confirm = await screen.findByRole("alertdialog", { name: "ស្ដារការបញ្ជាទិញ #1042 វិញឬ?" })
    expect(english(confirm)).toEqual([])
    fireEvent.click(within(confirm).getByRole("button", { name: "ស្ដារវិញ" }))
    expect(await screen.findByText("បានស្ដារការបញ្ជាទិញ #1042 វិញ")).toBeInTheDocument()
  })
})

describe("order dialog", () => {
  it("opens the order's Packing slip and Invoice PDFs in a new tab, in the screen's language", async () => {
    fakeStaffApi({ orders: [order({ id: 1042 })] })
    const app = renderApp("/admin")
    const dialog = await openOrder(1042)
    const slip = dialog.getByRole("link", { name: `Packing slip of order #1042 ${adminEn.orderActions.print.newTab}` })
    expect(slip).toHaveAttribute("href", "/api/orders/1042/packing-slip.pdf")
    expect(slip).toHaveAttribute("target", "_blank")
    expect(dialog.getByRole("link", { name: /^Invoice of order #1042/ })).toHaveAttribute("href", "/api/orders/1042/invoice.pdf")
    app.unmount()

    fakeStaffApi({ orders: [order({ id: 1042 })] })
    renderApp("/admin", "km")
    fireEvent.click(within(await screen.findByRole("table", { name: adminKm.orders.list })).getByRole("button", { name: /#1042/ }))
    const km = within(await screen.findByRole("dialog"))
    const invoice = km.getByRole("link", { name: `វិក្កយបត្រនៃការបញ្ជាទិញ #1042 ${adminKm.orderActions.print.newTab}` })
    expect(invoice).toHaveAttribute("href", "/api/orders/1042/invoice.pdf?lang=km")
    expect(invoice).toHaveTextContent(adminKm.orderActions.print.invoice)
  })

  it("shows the order and marks an unseen one as seen when opened", async () => {
    const api = fakeStaffApi({ orders: [order({ seen: false }), order({ id: 1041 })] })
    renderApp("/admin")
    await screen.findByRole("heading", { name: "Orders Management 1 new" })
    const dialog = await openOrder(1042)
    expect(dialog.getByRole("tab", { name: "Order Details", selected: true })).toBeInTheDocument()
    for (const text of ["Sokha Chan", "(562) 555-0100", "sokha@example.com", "1450 E Anaheim St, Long Beach, CA 90813", "Ring twice", "Kampot Black Pepper", "$29.98", "$10.00", "$0.00", "$39.98"]) {
      expect(dialog.getAllByText(text).length).toBeGreaterThan(0)
    }
    expect(dialog.getByText("Customer confirmed payment").nextSibling).toHaveTextContent("Yes")
    await waitFor(() => expect(api.calls("PATCH", "/api/orders/1042/acknowledge")).toHaveLength(1))
    await waitFor(() => expect(dialog.getByRole("button", { name: "Seen" })).toBeDisabled())

    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    expect(await dialog.findByRole("button", { name: "Compare Carrier Rates" })).toBeInTheDocument()

    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect((await ordersTable()).getByRole("button", { name: "Open order #1042" })).toHaveFocus()
    expect((await dataRows())[0]).not.toHaveTextContent("New")
    await waitFor(() => expect(screen.queryByRole("heading", { name: /new/ })).not.toBeInTheDocument())
    expect(api.calls("PATCH", "/api/orders/1041/acknowledge")).toHaveLength(0)
  })

  it("shows an order placed through Medusa's store API like a shop order: its payment memo and its phone formatted", async () => {
    fakeStaffApi({ orders: [order({ id: 326, paymentReference: "#326", customerPhone: "+15625550148", paymentMethod: "zelle" })] })
    renderApp("/admin")
    const dialog = await openOrder(326)
    expect(dialog.getByText("Payment memo").nextSibling).toHaveTextContent("#326")
    expect(dialog.getByRole("link", { name: "(562) 555-0148" })).toHaveAttribute("href", "tel:+15625550148")
  })

  it("verifies the payment, then lets staff complete the order", async () => {
    const api = fakeStaffApi({ orders: [order()] })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    const complete = dialog.getByRole("button", { name: "Complete Order" })
    expect(complete).toBeDisabled()
    expect(complete).toHaveAccessibleDescription("Verify the payment before completing the order.")
    expect(dialog.getByRole("button", { name: "Mark Pending" })).toBeDisabled()

    // Verify asks first: the order, the amount and method, and the e-mail that will go to whom.
    const ask = await askFirst(dialog, "Verify Payment")
    expect(ask.getByRole("heading", { name: "Verify the payment for order #1042?" })).toBeInTheDocument()
    expect(ask.getByText(/^Confirm that \$[\d.]+ arrived with Zelle\. Medusa captures the payment\. sokha@example\.com gets the e-mail “Payment confirmed”\.$/)).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([])
    fireEvent.click(ask.getByRole("button", { name: "Verify Payment" }))
    expect(await screen.findByText("Payment status updated")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([{ paymentStatus: "paid" }])
    await waitFor(() => expect(dialog.getByRole("button", { name: "Verify Payment" })).toBeDisabled())
    expect(dialog.getByText("Paid")).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: "Mark Pending" })).toBeEnabled()

    await waitFor(() => expect(complete).toBeEnabled())
    fireEvent.click(complete)
    expect(await screen.findByText("Order status updated")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042/status")).toEqual([{ status: "completed" }])
    await waitFor(() => expect(complete).toBeDisabled())
    expect(dialog.getByText("Completed")).toBeInTheDocument()
  })

  it("Cancel order asks first, naming the order and what happens to the money, sends the reason; refused for a shipped order", async () => {
    const api = fakeStaffApi({
      orders: [order({ id: 1042, paymentMethod: "stripe", paymentStatus: "paid", totalAmount: 41.18 }), order({ id: 1041, orderStatus: "shipped" })],
    })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    fireEvent.click(dialog.getByRole("button", { name: "Cancel order" }))
    const confirm = within(await screen.findByRole("alertdialog", { name: "Cancel order #1042?" }))
    expect(confirm.getByText(/\$41\.18 will be refunded to the customer's card\./)).toBeInTheDocument()
    expect(confirm.getByText(/The customer gets an e-mail that the order was cancelled, with your reason\./)).toBeInTheDocument()
    fireEvent.click(confirm.getByRole("button", { name: "Keep the order" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(api.calls("POST", "/api/orders/1042/cancel")).toHaveLength(0)

    fireEvent.click(dialog.getByRole("button", { name: "Cancel order" }))
    const again = within(await screen.findByRole("alertdialog", { name: "Cancel order #1042?" }))
    fireEvent.change(again.getByRole("textbox", { name: "Reason (optional)" }), { target: { value: "Sold out of amok paste" } })
    fireEvent.click(again.getByRole("button", { name: "Cancel order" }))
    expect(await screen.findByText("Order #1042 cancelled")).toBeInTheDocument()
    expect(api.calls("POST", "/api/orders/1042/cancel")).toEqual([{ reason: "Sold out of amok paste" }])
    await waitFor(() => expect(dialog.getByRole("button", { name: "Cancel order" })).toBeDisabled())
    expect(dialog.getByRole("button", { name: "Cancel order" })).toHaveAccessibleDescription("This order is already cancelled.")

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    const shipped = await openOrder(1041)
    expect(shipped.getByRole("button", { name: "Cancel order" })).toBeDisabled()
    expect(shipped.getByRole("button", { name: "Cancel order" })).toHaveAccessibleDescription("A shipped order cannot be cancelled.")
  })

  it("Archive asks first, archives the one order and closes the dialog; the order is then under Archived", async () => {
    const api = fakeStaffApi({ orders: [order({ id: 1042 }), order({ id: 1041 })] })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    fireEvent.click(dialog.getByRole("button", { name: "Archive order #1042" }))
    const confirm = within(await screen.findByRole("alertdialog", { name: "Archive order #1042?" }))
    expect(api.calls("POST", "/api/orders/1042/archive")).toHaveLength(0)
    fireEvent.click(confirm.getByRole("button", { name: "Archive" }))
    expect(await screen.findByText("Order #1042 archived")).toBeInTheDocument()
    expect(api.calls("POST", "/api/orders/1042/archive")).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(async () => expect((await dataRows()).map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["#1041"]))
  })

  it("offers no payment decision on a cancelled order (Verify had captured it and e-mailed the shopper 'payment confirmed')", async () => {
    fakeStaffApi({ orders: [order({ status: "cancelled", paymentStatus: "pending", paymentState: "customer_says_paid" })] })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    for (const name of ["Verify Payment", "Mark Pending", "Reject Payment"]) {
      expect(dialog.getByRole("button", { name })).toBeDisabled()
    }
  })

  it("offers no label for a cancelled, rejected or fully refunded order, and says why", async () => {
    fakeStaffApi({
      orders: [
        order({ id: 1042, status: "cancelled", paymentStatus: "failed", paymentState: "canceled" }),
        order({ id: 1043, paymentStatus: "failed", paymentState: "rejected" }),
        order({ id: 1044, paymentStatus: "failed", paymentState: "refunded", refundedAmount: 39.98 }),
        order({ id: 1045, paymentStatus: "paid", paymentState: "partially_refunded", refundedAmount: 5 }),
      ],
    })
    renderApp("/admin")
    const expectations = [
      [1042, "This order was cancelled: it cannot be shipped."],
      [1043, "The payment for this order was rejected: it cannot be shipped."],
      [1044, "The payment for this order was refunded in full: it cannot be shipped."],
    ] as const
    for (const [id, why] of expectations) {
      const dialog = await openOrder(id)
      const create = dialog.getByRole("button", { name: "Create Shipping Label" })
      expect(create).toBeDisabled()
      expect(create).toHaveAccessibleDescription(why)
      fireEvent.keyDown(dialog.getByRole("button", { name: "Create Shipping Label" }), { key: "Escape" })
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    }
    // Refunded in part: the goods may still go.
    const partly = await openOrder(1045)
    expect(partly.getByRole("button", { name: "Create Shipping Label" })).toBeEnabled()
  })

  it("keeps focus in the reason fields of Reject and Cancel order (a confirm step opened from the order dialog), so staff can type a reason", async () => {
    fakeStaffApi({ orders: [order()] })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    for (const [button, label] of [
      ["Reject Payment", /^Reason \(optional\)/],
      ["Cancel order", "Reason (optional)"],
    ] as const) {
      fireEvent.click(dialog.getByRole("button", { name: button }))
      const ask = within(await screen.findByRole("alertdialog"))
      const reason = ask.getByRole("textbox", { name: label })
      // A browser moves focus with a click; the order dialog's own focus trap took it back to its
      // button (two copies of Radix's focus scope), so nothing typed reached the field.
      fireEvent.focusIn(reason)
      reason.focus()
      expect(document.activeElement).toBe(reason)
      fireEvent.keyDown(reason, { key: "Escape" })
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
      expect(screen.getByRole("dialog", { name: "Order #1042" })).toBeInTheDocument()
    }
  })

  it("rejects a payment, and shows the server's reason when an update fails", async () => {
    let fail = false
    const api = fakeStaffApi({
      orders: [order()],
      answer: (_m, path) =>
        fail && path === "/api/orders/1042/payment"
          ? Response.json({ error: "Payment was already captured.", message: "Payment was already captured." }, { status: 409 })
          : undefined,
    })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    // Reject asks first, names the e-mail, and takes an optional reason (sent along).
    const ask = await askFirst(dialog, "Reject Payment")
    expect(ask.getByRole("heading", { name: "Reject the payment for order #1042?" })).toBeInTheDocument()
    expect(ask.getByText(/sokha@example\.com gets the e-mail “Payment problem”\.$/)).toBeInTheDocument()
    fireEvent.change(ask.getByLabelText(/^Reason \(optional\)/), { target: { value: " No Zelle payment with the memo " } })
    fireEvent.click(ask.getByRole("button", { name: "Reject Payment" }))
    await waitFor(() => expect(dialog.getByRole("button", { name: "Reject Payment" })).toBeDisabled())
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([{ paymentStatus: "failed", reason: "No Zelle payment with the memo" }])
    expect(dialog.getByText("Rejected")).toBeInTheDocument()

    fail = true
    fireEvent.click((await askFirst(dialog, "Mark Pending")).getByRole("button", { name: "Mark Pending" }))
    expect(await screen.findByText("Failed to update payment status: Payment was already captured.")).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: "Reject Payment" })).toBeDisabled()
  })
})

/** A paid order's dialog, open, over the fake API. */
async function openPaid(over: Partial<Order>) {
  const api = fakeStaffApi({ orders: [order({ paymentStatus: "paid", ...over })] })
  renderApp("/admin")
  return { api, dialog: await openOrder(1042) }
}

/** Presses `name` in the dialog: the confirmation that asks first. */
async function askFirst(dialog: ReturnType<typeof within>, name: string) {
  fireEvent.click(dialog.getByRole("button", { name }))
  return within(await screen.findByRole("alertdialog"))
}

describe("undoing a verified payment", () => {
  it("a verified manual payment: Mark Pending asks first, saying the capture is taken back (no refund) and the correction e-mail goes; Cancel changes nothing", async () => {
    const { api, dialog } = await openPaid({ paymentMethod: "zelle", totalAmount: 39.98 })
    expect(dialog.getByRole("button", { name: "Verify Payment" })).toBeDisabled()
    await undoVerificationCancelled(await askFirst(dialog, "Mark Pending"), { order: 1042, amount: "$39.98", email: "sokha@example.com" })
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([])

    const reject = await askFirst(dialog, "Reject Payment")
    expect(reject.getByText(/^The capture of \$39\.98 is taken back in Medusa as if it never happened \(no money moved, nothing is refunded\), and the payment is marked rejected\./)).toBeInTheDocument()
    fireEvent.click(reject.getByRole("button", { name: "Reject Payment" }))
    expect(await screen.findByText("Payment status updated")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([{ paymentStatus: "failed" }])
  })

  it("a charged card: Reject names the refund through Stripe (card fee included); Mark Pending is off; a rejected card allows nothing", async () => {
    const { api, dialog } = await openPaid({ paymentMethod: "stripe", totalAmount: 41.18, processingFee: 1.2 })
    expect(dialog.getByRole("button", { name: "Mark Pending" })).toBeDisabled()
    expect(dialog.getByRole("button", { name: "Verify Payment" })).toBeDisabled()
    const confirm = await askFirst(dialog, "Reject Payment")
    expect(confirm.getByRole("heading", { name: "Refund the card?" })).toBeInTheDocument()
    expect(confirm.getByText(/^Refund \$41\.18 to the customer's card through Stripe and mark the payment rejected\?/)).toBeInTheDocument()
    fireEvent.click(confirm.getByRole("button", { name: "Refund and reject" }))
    expect(await screen.findByText("Payment status updated")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([{ paymentStatus: "failed" }])
    await waitFor(() => expect(dialog.getByRole("button", { name: "Reject Payment" })).toBeDisabled())
    for (const name of ["Verify Payment", "Mark Pending"]) expect(dialog.getByRole("button", { name })).toBeDisabled()
  })

  it("a pending card payment's Reject asks too; without a reason none is sent", async () => {
    const api = fakeStaffApi({ orders: [order({ paymentStatus: "pending", paymentMethod: "stripe" })] })
    renderApp("/admin")
    const dialog = await openOrder(1042)
    fireEvent.click((await askFirst(dialog, "Reject Payment")).getByRole("button", { name: "Reject Payment" }))
    await waitFor(() => expect(api.calls("PATCH", "/api/orders/1042/payment")).toEqual([{ paymentStatus: "failed" }]))
  })

  it("shows Refunded, Partially refunded and Rejected as their own badges", async () => {
    fakeStaffApi({
      orders: [
        order({ id: 1042, paymentStatus: "failed", paymentState: "refunded", refundedAmount: 39.98 }),
        order({ id: 1041, paymentStatus: "paid", paymentState: "partially_refunded", refundedAmount: 5 }),
        order({ id: 1040, paymentStatus: "failed", paymentState: "rejected" }),
      ],
    })
    renderApp("/admin")
    const rows = await dataRows()
    expect(rows[0]).toHaveTextContent("Refunded")
    expect(rows[1]).toHaveTextContent("Partially refunded")
    expect(rows[2]).toHaveTextContent("Rejected")
    expect(rows[0]).not.toHaveTextContent("Failed")
  })
})

describe("dashboard in Khmer", () => {
  // Data (names, addresses, amounts, dates in the spec's format, payment brands) stays as entered.
  const dataOf = (o: Order) => [
    o.customerName,
    o.customerPhone,
    o.customerEmail ?? "",
    o.deliveryAddress,
    o.notes ?? "",
    ...o.orderItems.map((i) => i.name),
    formatDateTime(new Date(o.createdAt)),
    "Zelle",
  ]
  const englishLeft = (el: HTMLElement, data: string[]) => {
    const labels = [...el.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))
    let text = [el.textContent, el.getAttribute("aria-label"), ...labels].join(" ")
    for (const d of [...data].sort((a, b) => b.length - a.length)) text = text.split(d).join(" ")
    return text.match(/[A-Za-z]{2,}/g) ?? []
  }

  it("shows the staff bar, the orders and the order dialog without English", async () => {
    const orders = [
      order({ seen: false }),
      order({ id: 1041, status: "acknowledged", paymentStatus: "paid" }),
      // placed through Medusa's store API with Medusa's own payment provider
      order({ id: 1040, paymentMethod: "other" }),
    ]
    fakeStaffApi({ orders })
    renderApp("/admin", "km")
    expect(await screen.findByRole("heading", { name: "ផ្ទាំងគ្រប់គ្រង" })).toBeInTheDocument()
    await screen.findByRole("table")
    const data = orders.flatMap(dataOf)
    const bar = await screen.findByRole("region", { name: "បុគ្គលិក" })
    expect(englishLeft(bar, [...data, "admin"])).toEqual([])
    const card = screen.getByRole("heading", { name: /ការគ្រប់គ្រងការបញ្ជាទិញ/ }).closest("section")!
    expect(englishLeft(card, data)).toEqual([])
    expect(screen.getByRole("link", { name: "ទៅកាន់ការគ្រប់គ្រងការដឹកជញ្ជូន" })).toBeInTheDocument()

    fireEvent.click(within(card).getAllByRole("button", { name: "បើកការបញ្ជាទិញ #1042" })[0])
    const dialog = await screen.findByRole("dialog", { name: "ការបញ្ជាទិញ #1042" })
    expect(englishLeft(dialog, data)).toEqual([])
    expect(within(dialog).getByRole("button", { name: "ផ្ទៀងផ្ទាត់ការបង់ប្រាក់" })).toBeEnabled()
  })
})

describe("an open orders list", () => {
  afterEach(() => vi.useRealTimers())

  it("follows a change made elsewhere (cancelled in Medusa's admin) within seconds, without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { state } = fakeStaffApi({ orders: [order({ id: 1042, customerName: "Dara Kim" })] })
    renderApp("/admin")
    await waitFor(async () => expect((await ordersTable()).getByRole("row", { name: /#1042/ })).toHaveTextContent("Pending"))
    state.orders[0].status = "cancelled"
    await vi.advanceTimersByTimeAsync(5_000)
    await waitFor(async () => expect((await ordersTable()).getByRole("row", { name: /#1042/ })).toHaveTextContent("Cancelled"))
  })

  it("does not ask while its tab is hidden, and catches up when shown again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = fakeStaffApi({ orders: [order({ id: 1042 })] })
    renderApp("/admin")
    await waitFor(async () => expect((await ordersTable()).getByRole("row", { name: /#1042/ })).toHaveTextContent("Pending"))
    const asked = () => api.calls("GET", "/api/orders").length
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    document.dispatchEvent(new Event("visibilitychange"))
    const before = asked()
    expect(before).toBeGreaterThan(0)
    api.state.orders[0].status = "cancelled"
    await vi.advanceTimersByTimeAsync(20_000)
    expect(asked()).toBe(before)
    visibility.mockReturnValue("visible")
    document.dispatchEvent(new Event("visibilitychange"))
    await waitFor(async () => expect((await ordersTable()).getByRole("row", { name: /#1042/ })).toHaveTextContent("Cancelled"))
  })
})
