import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { km } from "../i18n/km"
import ArchivedOrdersPage, { config } from "../routes/archived-orders/page"
import { archivedOrder, fakeShop, medusaError } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import { answerPrompt, columnOf, rowOf, renderShowing, openPage, search } from "../test/screens"

const archived = () => [
  archivedOrder({ id: 1041, customerName: "Dara Kim", medusaOrderId: "order_41" }),
  archivedOrder({ id: 1043, customerName: "Srey Mom", customerEmail: "srey@example.com", medusaOrderId: "order_43", paymentReference: "ORDER-123456" }),
]

/** Restore → the confirmation → Restore (or Cancel). */
const restore = (id: number, answer = "Restore", title = `Restore order #${id}?`, button = `Restore order #${id}`) =>
  answerPrompt(screen.getByRole("button", { name: button }), title, answer)

describe("Archived orders page", () => {
  it("in the sidebar, lists the archived orders newest first and searches them", async () => {
    expect(config).toMatchObject({ label: "nav.archivedOrders", translationNs: "cambodianShop" })
    const shop = await openPage(<ArchivedOrdersPage />, { archived: archived() }, "Srey Mom")
    const numbers = columnOf(0)
    expect(numbers).toEqual(["#1043", "#1041"])
    expect(within(rowOf("Srey Mom")).getByText("ORDER-123456")).toBeInTheDocument()
    expect(within(rowOf("Srey Mom")).getByText("$38.50")).toBeInTheDocument()
    expect(shop.requests("GET", "/archived-orders")[0].query).toEqual({ limit: "20", offset: "0" })

    search("Search archived orders", "srey@")
    await waitFor(() => expect(screen.queryByText("Dara Kim")).not.toBeInTheDocument())
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", q: "srey@" })
    search("Search archived orders", "nobody")
    expect(await screen.findByText("No archived order matches this search.")).toBeInTheDocument()
  })

  it("Restore asks first; once confirmed the order leaves the list with a toast", async () => {
    const shop = await openPage(<ArchivedOrdersPage />, { archived: archived() }, "Dara Kim")
    await restore(1041, "Cancel")
    expect(shop.requests("POST", "/archived-orders/1041/restore")).toHaveLength(0)

    await restore(1041)
    expect(await screen.findByText("Order #1041 restored")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText("Dara Kim")).not.toBeInTheDocument())
    expect(shop.requests("POST", "/archived-orders/1041/restore")).toHaveLength(1)
    expect(shop.state.orders.map((o) => o.id)).toEqual([1041])
  })

  it("says when nothing is archived", async () => {
    await openPage(<ArchivedOrdersPage />, {}, "No archived orders.")
  })

  it("says why a restore failed", async () => {
    const shop = fakeShop({ archived: archived() })
    shop.on("POST", "/archived-orders/:id/restore", () => medusaError(404, "There is no archived order with this number."))
    await renderShowing(<ArchivedOrdersPage />, "Dara Kim")
    await restore(1043)
    expect(await screen.findByText("Failed to restore the order: There is no archived order with this number.")).toBeInTheDocument()
  })

  it("is all Khmer when the dashboard is in Khmer, the restore failure too", async () => {
    const shop = fakeShop({ archived: archived() })
    shop.on("POST", "/archived-orders/:id/restore", () => medusaError(404, "There is no archived order with this number."))
    const { zone } = renderInAdmin(<ArchivedOrdersPage />, { lang: "km" })
    await screen.findByText("Dara Kim")
    let text = [zone.textContent, ...[...zone.querySelectorAll("[aria-label],[placeholder]")].flatMap((e) => [e.getAttribute("aria-label"), e.getAttribute("placeholder")])].join(" ")
    for (const data of ["Dara Kim", "Srey Mom", "ORDER-123456", "ORDER-…", "Medusa", "Zelle", "USD", "English"]) text = text.split(data).join(" ")
    // dates and amounts are Intl's km-KH formats (whose times keep AM/PM); the language switch names English in English
    expect((text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== "AM" && w !== "PM")).toEqual([])
    expect(screen.getByRole("heading", { name: km.archived.title })).toBeInTheDocument()

    await restore(1043, km.archived.restore, "ស្ដារការបញ្ជាទិញ #1043 វិញឬ?", "ស្ដារការបញ្ជាទិញ #1043 វិញ")
    expect(await screen.findByText(`មិនអាចស្ដារការបញ្ជាទិញវិញបានទេ៖ ${km.archived.notArchived}`)).toBeInTheDocument()
  })
})
