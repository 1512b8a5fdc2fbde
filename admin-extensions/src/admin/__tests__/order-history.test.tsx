import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { AdminOrder } from "@medusajs/framework/types"
import type { OrderHistoryEvent } from "@shop/contract"
import { describe, expect, it } from "vitest"
import OrderHistoryWidget, { config } from "../widgets/order-history"
import { historyLines } from "@shop/staff/testing"
import { fakeShop, legacyError } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"

const json = (data: unknown, status = 200) => Response.json(data, { status })

const EVENTS: OrderHistoryEvent[] = [
  { at: "2025-05-01T10:00:00.000Z", kind: "placed", details: { method: "zelle", total: 38.5 } },
  { at: "2025-05-01T10:01:00.000Z", kind: "email", details: { template: "order-received", to: "sophea@example.com", state: "sent" } },
  { at: "2025-05-01T12:00:00.000Z", kind: "payment", by: "bopha", text: "No Zelle payment with that memo", details: { decision: "failed" } },
  { at: "2025-05-01T13:00:00.000Z", kind: "note", by: "bopha", text: "Called her: she will pay tonight." },
]

/** A fake shop whose order order_01 has the history above; notes are added to it. */
function shopWithHistory() {
  const events = [...EVENTS]
  const shop = fakeShop()
  shop.on("GET", "/orders/:id/history", ({ params }) => (params.id === "order_01" ? json({ events }) : legacyError(404, "This order did not come through the shop's checkout.")))
  shop.on("POST", "/orders/:id/notes", ({ body }) => {
    const note = { id: "onote_2", at: "2025-05-02T09:00:00.000Z", by: "sophea", text: String((body as { text: string }).text).trim() }
    events.push({ at: note.at, kind: "note", by: note.by, text: note.text })
    return json(note, 201)
  })
  return shop
}

const order = (id: string) => ({ id, display_id: 1042 }) as AdminOrder

describe("Order history widget", () => {
  it("sits under the order's details and tells its story oldest first, with who and why", async () => {
    expect(config).toMatchObject({ zone: "order.details.after" })
    shopWithHistory()
    renderInAdmin(<OrderHistoryWidget data={order("order_01")} />)
    const region = await screen.findByRole("region", { name: "Order history" })
    const list = within(await within(region).findByRole("list"))
    const items = list.getAllByRole("listitem")
    expect(historyLines(list)).toEqual([
      "Order placed (zelle, $38.50)",
      "E-mail “Order received” sent to sophea@example.com",
      "Payment rejected by bopha",
      "Note by bopha",
    ])
    expect(within(items[2]).getByText("No Zelle payment with that memo")).toBeInTheDocument()
    expect(within(items[3]).getByText("Called her: she will pay tonight.")).toBeInTheDocument()
  })

  it("adds a note (refusing one over 2,000 characters) and shows it", async () => {
    const shop = shopWithHistory()
    renderInAdmin(<OrderHistoryWidget data={order("order_01")} />)
    const box = await screen.findByLabelText("Internal note")
    const add = screen.getByRole("button", { name: "Add note" })
    expect(add).toBeDisabled()
    fireEvent.change(box, { target: { value: "x".repeat(2001) } })
    expect(screen.getByText("2001 characters: a note is at most 2,000.")).toBeInTheDocument()
    expect(add).toBeDisabled()
    fireEvent.change(box, { target: { value: "Paid tonight, verified." } })
    fireEvent.click(add)
    expect(await screen.findByText("Paid tonight, verified.", { selector: "p" })).toBeInTheDocument()
    expect(shop.requests("POST", "/orders/order_01/notes").map((c) => c.body)).toEqual([{ text: "Paid tonight, verified." }])
    await waitFor(() => expect(box).toHaveValue(""))
  })

  it("shows nothing for an order the shop's checkout did not take", async () => {
    const shop = shopWithHistory()
    const { zone } = renderInAdmin(<OrderHistoryWidget data={order("order_draft")} />)
    await waitFor(() => expect(shop.requests("GET", "/orders/order_draft/history")).toHaveLength(1))
    await waitFor(() => expect(zone).toBeEmptyDOMElement())
  })

  it("reads in Khmer", async () => {
    shopWithHistory()
    renderInAdmin(<OrderHistoryWidget data={order("order_01")} />, { lang: "km" })
    const region = await screen.findByRole("region", { name: "ប្រវត្តិការបញ្ជាទិញ" })
    expect(await within(region).findByText("ការបង់ប្រាក់ត្រូវបានបដិសេធដោយ bopha")).toBeInTheDocument()
    expect(within(region).getByRole("button", { name: "បន្ថែមកំណត់ចំណាំ" })).toBeInTheDocument()
  })
})
