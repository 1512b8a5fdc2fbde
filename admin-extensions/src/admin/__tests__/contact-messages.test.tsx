import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import ContactMessagesPage, { config } from "../routes/contact-messages/page"
import { contactMessage, daily, medusaError } from "../test/fake-shop"
import { columnOf, rowOf, openPage, pagerOf } from "../test/screens"

const messages = () => [
  contactMessage({ id: "cmsg_1", name: "Dara Kim", message: "Do you ship kampot pepper to Canada?", created_at: "2025-05-01T09:00:00.000Z" }),
  contactMessage({
    id: "cmsg_2",
    name: "Srey Mom",
    email: null,
    phone: "+1 555 0122",
    message: "តើមានក្រមាទេ?",
    locale: "km",
    created_at: "2025-05-03T09:00:00.000Z",
  }),
  contactMessage({ id: "cmsg_3", name: "Rith Sok", handled: true, handled_at: "2025-05-02T12:00:00.000Z", created_at: "2025-05-02T09:00:00.000Z" }),
]

/** The page over the three messages above, once it shows them. */
const openWithMessages = () => openPage(<ContactMessagesPage />, { messages: messages() }, "2 open")

describe("Contact messages page", () => {
  it("in the sidebar, lists the messages newest first with the sender, language and state", async () => {
    expect(config).toMatchObject({ label: "nav.contactMessages", translationNs: "cambodianShop" })
    const shop = await openPage(<ContactMessagesPage />, { messages: messages() }, "2 open")

    const names = columnOf(1)
    expect(names).toEqual(["Srey Mom", "Rith Sok", "Dara Kim"])
    const srey = rowOf("Srey Mom")
    expect(within(srey).getByText("តើមានក្រមាទេ?")).toHaveAttribute("lang", "km")
    expect(within(srey).getByText("Khmer")).toBeInTheDocument()
    expect(within(srey).getByRole("link", { name: "+1 555 0122" })).toHaveAttribute("href", "tel:+1 555 0122")
    expect(within(rowOf("Dara Kim")).getByRole("link", { name: "dara@example.com" })).toHaveAttribute("href", "mailto:dara@example.com")
    expect(within(rowOf("Rith Sok")).getByText("Handled")).toBeInTheDocument()
    expect(shop.requests("GET", "/contact-messages")[0].query).toEqual({ limit: "20", offset: "0" })
  })

  it("Mark handled posts handled: true and the row and open count follow", async () => {
    const shop = await openWithMessages()
    fireEvent.click(within(rowOf("Dara Kim")).getByRole("button", { name: "Mark handled" }))

    expect(await screen.findByText("1 open")).toBeInTheDocument()
    expect(shop.requests("POST", "/contact-messages/cmsg_1").map((c) => c.body)).toEqual([{ handled: true }])
    expect(within(rowOf("Dara Kim")).getByRole("button", { name: "Mark as open" })).toBeInTheDocument()
    expect(within(rowOf("Dara Kim")).getByText(/^Handled .+/)).toBeInTheDocument()
    expect(screen.getByText("Message updated")).toBeInTheDocument()
  })

  it("Mark as open posts handled: false", async () => {
    const shop = await openWithMessages()
    fireEvent.click(within(rowOf("Rith Sok")).getByRole("button", { name: "Mark as open" }))
    expect(await screen.findByText("3 open")).toBeInTheDocument()
    expect(shop.requests("POST", "/contact-messages/cmsg_3").map((c) => c.body)).toEqual([{ handled: false }])
  })

  it("filters open and handled messages through the query", async () => {
    const shop = await openWithMessages()
    fireEvent.click(screen.getByRole("button", { name: "Handled" }))
    await waitFor(() => expect(screen.queryByText("Dara Kim")).not.toBeInTheDocument())
    expect(screen.getByText("Rith Sok")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Handled" })).toHaveAttribute("aria-pressed", "true")
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", handled: "true" })

    fireEvent.click(screen.getByRole("button", { name: "Open" }))
    await waitFor(() => expect(screen.queryByText("Rith Sok")).not.toBeInTheDocument())
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", handled: "false" })
  })

  it("pages through 20 at a time", async () => {
    const many = daily(25, (i, created_at) => contactMessage({ id: `cmsg_${i}`, name: `Sender ${i}`, created_at }))
    const shop = await openPage(<ContactMessagesPage />, { messages: many }, "1–20 of 25")
    // The pager: "1–20 of 25", Previous, Next.
    const pager = await pagerOf("1–20 of 25")
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled()
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }))
    expect(await screen.findByText("21–25 of 25")).toBeInTheDocument()
    expect(await screen.findByText("Sender 0")).toBeInTheDocument()
    expect(screen.queryByText("Sender 5")).not.toBeInTheDocument()
    expect(screen.getAllByRole("row")).toHaveLength(6)
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "20" })
  })

  it("says when there are no messages, and when the list cannot be loaded", async () => {
    const shop = await openPage(<ContactMessagesPage />, { messages: [] }, "No messages.")
    shop.on("GET", "/contact-messages", () => medusaError(403, "Only the shop's admins may do this.", "not_allowed"))
    fireEvent.click(screen.getByRole("button", { name: "Handled" }))
    expect(await screen.findByText("Could not load this: Only the shop's admins may do this.")).toBeInTheDocument()
  })
})

describe("Contact messages page: reply and the order a message names", () => {
  it("replies in the message's language from a drawer, and links the order it names", async () => {
    const shop = await openPage(
      <ContactMessagesPage />,
      { messages: [contactMessage({ id: "cmsg_9", name: "Srey Mom", email: "mom@example.com", message: "តើការបញ្ជាទិញ #1042 នៅឯណា?", locale: "km", created_at: "2025-05-03T09:00:00.000Z" })] },
      "1 open"
    )
    shop.on("POST", "/contact-messages/:id/reply", ({ params, body }) => {
      const m = shop.state.messages.find((x) => x.id === params.id)!
      Object.assign(m, { replied_at: "2025-05-03T10:00:00.000Z", replied_by: "sophea", reply_count: 1 })
      return Response.json({ contact_message: { ...m, text: (body as { text: string }).text }, email: { outcome: "sent" } })
    })
    const row = rowOf("Srey Mom")
    expect(within(row).getByRole("link", { name: /Order #1042/ })).toHaveAttribute("href", "/orders?q=1042")
    fireEvent.click(within(row).getByRole("button", { name: "Reply" }))
    const drawer = within(await screen.findByRole("dialog"))
    expect(drawer.getByText("Reply to Srey Mom")).toBeInTheDocument()
    expect(drawer.getByText("The reply is sent in Khmer, the language the message was written in, to mom@example.com.")).toBeInTheDocument()
    const send = drawer.getByRole("button", { name: "Send reply" })
    expect(send).toBeDisabled()
    fireEvent.change(drawer.getByLabelText("Your reply"), { target: { value: "យើងបានផ្ញើវាហើយ។" } })
    fireEvent.click(send)
    await waitFor(() => expect(shop.requests("POST", "/contact-messages/cmsg_9/reply").map((c) => c.body)).toEqual([{ text: "យើងបានផ្ញើវាហើយ។" }]))
    expect(await screen.findByText("Reply sent")).toBeInTheDocument()
    expect(await screen.findByText(/Replied by sophea/)).toBeInTheDocument()
  })
})
