import type { AdminOrder } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { en } from "../i18n/en"
import { km } from "../i18n/km"
import EmailsPage, { config } from "../routes/emails/page"
import { daily, fakeShop, legacyError, outboxMessage } from "../test/fake-shop"
import { KHMER_FONT_URL } from "../lib/khmer-font"
import { renderInAdmin } from "../test/render"
import { answerPrompt, columnOf, rowOf, renderShowing, openPage, search, pagerOf } from "../test/screens"
import OrderEmailsWidget, { config as widgetConfig } from "../widgets/order-emails"

const emails = () => [
  outboxMessage({ id: "noti_1", kind: "order-received", to: "sophea@example.com", subject: "We received your order #1042", orderNumber: 1042, createdAt: "2025-05-01T10:01:00.000Z" }),
  outboxMessage({
    id: "noti_2",
    kind: "staff-new-order",
    to: "staff@shop.example",
    subject: "New order #1042",
    orderNumber: 1042,
    state: "failure",
    attempts: 5,
    error: "550 5.1.1 Mailbox unavailable",
    createdAt: "2025-05-01T10:02:00.000Z",
  }),
  outboxMessage({
    id: "noti_3",
    kind: "payment-confirmed",
    to: "dara@example.com",
    subject: "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043",
    language: "km",
    orderNumber: 1043,
    state: "pending",
    attempts: 2,
    error: "421 Try again later",
    createdAt: "2025-05-02T09:00:00.000Z",
    html: "<html><body><p>ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់</p></body></html>",
    text: "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់",
  }),
  outboxMessage({ id: "noti_4", kind: "order-shipped", to: "dara@example.com", subject: "Order #1043 is on its way", orderNumber: 1043, state: "outbox", createdAt: "2025-05-03T09:00:00.000Z" }),
]

const rowSubjects = () => columnOf(3, { first: false })

/** View → the drawer with the e-mail, once it has loaded. */
async function view(subject: string, to: string, viewLabel = `View the e-mail “${subject}” to ${to}`) {
  fireEvent.click(screen.getByRole("button", { name: viewLabel }))
  const drawer = await screen.findByRole("dialog", { name: subject })
  return drawer
}

async function closeDrawer(drawer: HTMLElement, close = "Close") {
  fireEvent.click(within(drawer).getByRole("button", { name: close }))
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
}

/** Resend → the confirmation → `answer`; returns the confirmation's text. */
const resend = (drawer: HTMLElement, { answer = "Resend", button = "Resend", title = "Send this e-mail again?" } = {}) =>
  answerPrompt(within(drawer).getByRole("button", { name: button }), title, answer)

describe("E-mails page", () => {
  it("in the sidebar, lists the outbox newest first: when, to, what about, subject, order, state and why a send failed", async () => {
    expect(config).toMatchObject({ label: "nav.emails", translationNs: "cambodianShop" })
    const shop = await openPage(<EmailsPage />, { emails: emails() }, "Order #1043 is on its way")
    expect(rowSubjects()).toEqual(["Order #1043 is on its way", "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043", "New order #1042", "We received your order #1042"])

    const received = rowOf("We received your order #1042")
    expect(received).toHaveTextContent("sophea@example.com")
    expect(received).toHaveTextContent("Order received")
    expect(received).toHaveTextContent("#1042")
    expect(within(received).getByText("Sent")).toBeInTheDocument()

    const staff = rowOf("New order #1042")
    expect(staff).toHaveTextContent("New order (to staff)")
    expect(within(staff).getByText("Failed")).toBeInTheDocument()
    expect(within(staff).getByText("550 5.1.1 Mailbox unavailable")).toBeInTheDocument()
    expect(within(staff).getByText("5 tries")).toBeInTheDocument()

    const pending = rowOf("ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043")
    expect(within(pending).getByText("ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043")).toHaveAttribute("lang", "km")
    expect(pending).toHaveTextContent("Payment confirmed")
    expect(within(pending).getByText("Khmer")).toBeInTheDocument()
    expect(within(pending).getByText("Waiting to retry")).toBeInTheDocument()
    expect(within(pending).getByText("Last try failed: 421 Try again later")).toBeInTheDocument()

    expect(within(rowOf("Order #1043 is on its way")).getByText("Kept, not sent")).toBeInTheDocument()
    expect(within(rowOf("Order #1043 is on its way")).getByText("On its way")).toBeInTheDocument()
    // SMTP mode: no outbox banner
    expect(screen.queryByText(en.emails.outboxModeBanner)).not.toBeInTheDocument()
    expect(shop.requests("GET", "/notifications")[0].query).toEqual({ limit: "20", offset: "0" })
  })

  it("says so when the shop runs in outbox mode (no SMTP_URL)", async () => {
    fakeShop({ emails: emails(), mailMode: "outbox" })
    renderInAdmin(<EmailsPage />)
    expect(await screen.findByRole("status")).toHaveTextContent(en.emails.outboxModeBanner)
  })

  it("filters by state and by order number through the query", async () => {
    const shop = await openPage(<EmailsPage />, { emails: emails() }, "We received your order #1042")

    fireEvent.click(screen.getByRole("button", { name: "Failed" }))
    await waitFor(() => expect(rowSubjects()).toEqual(["New order #1042"]))
    expect(screen.getByRole("button", { name: "Failed" })).toHaveAttribute("aria-pressed", "true")
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", status: "failure" })

    // "Sent or kept": the server's "sent" includes what outbox mode kept
    fireEvent.click(screen.getByRole("button", { name: "Sent or kept" }))
    await waitFor(() => expect(rowSubjects()).toEqual(["Order #1043 is on its way", "We received your order #1042"]))
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", status: "sent" })

    fireEvent.click(screen.getByRole("button", { name: "All" }))
    search("Order number", "#1043")
    await waitFor(() => expect(rowSubjects()).toEqual(["Order #1043 is on its way", "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043"]))
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", orderNumber: "1043" })

    // Khmer digits, as a Khmer keyboard types them
    search("Order number", "១០៤២")
    await waitFor(() => expect(rowSubjects()).toEqual(["New order #1042", "We received your order #1042"]))
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "0", orderNumber: "1042" })

    search("Order number", "999")
    expect(await screen.findByText("No e-mail matches these filters.")).toBeInTheDocument()
  })

  it("an order number that is none is refused under the field, unasked, and the list stays on the last one", async () => {
    const shop = await openPage(<EmailsPage />, { emails: emails() }, "We received your order #1042")
    const field = screen.getByRole("searchbox", { name: "Order number" })
    fireEvent.change(field, { target: { value: "#១០៤៣" } })
    await waitFor(() => expect(rowSubjects()).toEqual(["Order #1043 is on its way", "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043"]))
    const asked = shop.requests("GET", "/notifications").length

    for (const bad of ["abc", "123456789012345678901234567890"]) {
      fireEvent.change(field, { target: { value: bad } })
      expect(await screen.findByText("An order number is 1 to 9 digits, like 1042.")).toBeInTheDocument()
      expect(field).toHaveAttribute("aria-invalid", "true")
      expect(field).toHaveAccessibleDescription("An order number is 1 to 9 digits, like 1042.")
      await new Promise((r) => setTimeout(r, 50))
      expect(rowSubjects()).toEqual(["Order #1043 is on its way", "ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043"])
      expect(screen.queryByText(/Could not load this/)).not.toBeInTheDocument()
    }
    expect(shop.requests("GET", "/notifications")).toHaveLength(asked)

    // cleared: the message goes, the list shows all again
    fireEvent.change(field, { target: { value: "" } })
    await waitFor(() => expect(rowSubjects()).toHaveLength(4))
    expect(screen.queryByText("An order number is 1 to 9 digits, like 1042.")).not.toBeInTheDocument()
    expect(field).not.toHaveAttribute("aria-invalid")
  })

  it("asks for the list again every 15 seconds: new e-mails show without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const shop = await openPage(<EmailsPage />, { emails: emails() }, "We received your order #1042")
      shop.state.emails.push(
        outboxMessage({ id: "noti_5", kind: "order-cancelled", subject: "Your order #1042 was cancelled", createdAt: "2025-05-06T09:00:00.000Z" })
      )
      await vi.advanceTimersByTimeAsync(15_000)
      expect(await screen.findByText("Your order #1042 was cancelled")).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it("pages through 20 at a time", async () => {
    const many = daily(25, (i, createdAt) => outboxMessage({ id: `noti_${i}`, subject: `Message ${i}`, createdAt }))
    const shop = await openPage(<EmailsPage />, { emails: many }, "1–20 of 25")
    const pager = await pagerOf("1–20 of 25")
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }))
    expect(await screen.findByText("21–25 of 25")).toBeInTheDocument()
    expect(await screen.findByText("Message 0")).toBeInTheDocument()
    expect(screen.queryByText("Message 24")).not.toBeInTheDocument()
    expect(shop.calls.at(-1)?.query).toEqual({ limit: "20", offset: "20" })
  })

  it("says when the outbox is empty, and why the list could not be loaded", async () => {
    const shop = await openPage(<EmailsPage />, {}, "No e-mails yet.")
    shop.on("GET", "/notifications", () => legacyError(403, "Only the shop's admins may do this."))
    fireEvent.click(screen.getByRole("button", { name: "Failed" }))
    expect(await screen.findByText("Could not load this: Only the shop's admins may do this.")).toBeInTheDocument()
  })

  it("View shows the e-mail as sent: its facts, the HTML in a sandboxed frame and the plain text", async () => {
    const shop = await openPage(<EmailsPage />, { emails: emails() }, "New order #1042")
    const drawer = await view("New order #1042", "staff@shop.example")

    expect(drawer).toHaveTextContent("staff@shop.example")
    expect(drawer).toHaveTextContent("New order (to staff)")
    expect(within(drawer).getByText("Failed")).toBeInTheDocument()
    expect(within(drawer).getByText("550 5.1.1 Mailbox unavailable")).toBeInTheDocument()
    const frame = within(drawer).getByTitle("The e-mail as the reader sees it")
    expect(frame.tagName).toBe("IFRAME")
    expect(frame).toHaveAttribute("sandbox", "")
    expect(frame).toHaveAttribute("srcdoc", emails()[1].html)
    expect(within(drawer).getByText(/Thank you, Sophea\s+Order #1042/)).toBeInTheDocument()
    expect(shop.requests("GET", "/notifications/noti_2")).toHaveLength(1)
    await closeDrawer(drawer)
  })

  it("a Khmer e-mail's preview carries the Khmer font (the sandboxed frame cannot load the page's)", async () => {
    fakeShop({ emails: emails() })
    const answer = globalThis.fetch
    const font = vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "font/woff2" } }))
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => (String(input) === KHMER_FONT_URL ? font() : answer(input, init)))
    await renderShowing(<EmailsPage />, "New order #1042")
    const drawer = await view("ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043", "dara@example.com")
    const frame = within(drawer).getByTitle("The e-mail as the reader sees it")
    await waitFor(() =>
      expect(frame.getAttribute("srcdoc")).toBe(
        '<html><head><style>@font-face { font-family: "Noto Sans Khmer"; src: url(data:font/woff2;base64,AQID) format("woff2"); font-weight: 100 900; }</style></head><body><p>ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់</p></body></html>'
      )
    )
    expect(frame).toHaveAttribute("sandbox", "")
    await closeDrawer(drawer)

    // fetched once: the next Khmer e-mail reuses it; an English one is shown as it is
    const again = await view("ការទូទាត់របស់អ្នកត្រូវបានបញ្ជាក់ #1043", "dara@example.com")
    expect(within(again).getByTitle("The e-mail as the reader sees it").getAttribute("srcdoc")).toContain("data:font/woff2;base64,AQID")
    await closeDrawer(again)
    const english = await view("New order #1042", "staff@shop.example")
    expect(within(english).getByTitle("The e-mail as the reader sees it")).toHaveAttribute("srcdoc", emails()[1].html)
    await closeDrawer(english)
    expect(font).toHaveBeenCalledTimes(1)
  })

  it("Resend asks first; once confirmed it posts, says it was sent, and the list shows the new copy", async () => {
    const shop = await openPage(<EmailsPage />, { emails: emails() }, "New order #1042")
    const drawer = await view("New order #1042", "staff@shop.example")

    expect(await resend(drawer, { answer: "Cancel" })).toContain("A new copy of “New order #1042” goes to staff@shop.example.")
    expect(shop.requests("POST", "/notifications/noti_2/resend")).toHaveLength(0)

    await resend(drawer)
    expect(await screen.findByText("E-mail sent again to staff@shop.example")).toBeInTheDocument()
    expect(shop.requests("POST", "/notifications/noti_2/resend")).toHaveLength(1)
    await closeDrawer(drawer)
    // the list is fetched again: the copy is there, marked as a resend
    await waitFor(() => expect(screen.getAllByText("New order #1042")).toHaveLength(2))
    expect(screen.getByText("Resent copy")).toBeInTheDocument()
  })

  it("in outbox mode, Resend says the copy is kept, not sent", async () => {
    await openPage(<EmailsPage />, { emails: emails(), mailMode: "outbox" }, "We received your order #1042")
    const drawer = await view("We received your order #1042", "sophea@example.com")
    expect(await resend(drawer)).toContain("is kept in the outbox: no SMTP server is set, so it is not sent.")
    expect(await screen.findByText("A new copy for sophea@example.com is in the outbox")).toBeInTheDocument()
    await closeDrawer(drawer)
  })

  it("says why a resend failed: the server's refusal, or the SMTP server's answer to the copy", async () => {
    const shop = fakeShop({ emails: emails() })
    shop.on("POST", "/notifications/:id/resend", () => legacyError(400, "This message has no recipient to send it to."))
    await renderShowing(<EmailsPage />, "New order #1042")
    const drawer = await view("New order #1042", "staff@shop.example")
    await resend(drawer)
    expect(await screen.findByText("Failed to resend the e-mail: This message has no recipient to send it to.")).toBeInTheDocument()

    shop.on("POST", "/notifications/:id/resend", () =>
      Response.json({ message: { ...outboxMessage({ id: "noti_9", to: "staff@shop.example", state: "failure", error: "550 Mailbox full" }), resendOf: "noti_2" } }, { status: 201 })
    )
    await resend(drawer)
    expect(await screen.findByText("The e-mail to staff@shop.example could not be sent: 550 Mailbox full")).toBeInTheDocument()
    await closeDrawer(drawer)
  })

  it("says so when a message has no HTML version", async () => {
    await openPage(<EmailsPage />, { emails: [outboxMessage({ html: "", text: "Plain only" })] }, "We received your order #1042")
    const drawer = await view("We received your order #1042", "sophea@example.com")
    expect(within(drawer).getByText("(no HTML version)")).toBeInTheDocument()
    expect(within(drawer).queryByTitle("The e-mail as the reader sees it")).not.toBeInTheDocument()
    expect(within(drawer).getByText("Plain only")).toBeInTheDocument()
    await closeDrawer(drawer)
  })

  it("a message gone from the outbox shows the server's reason in the drawer", async () => {
    const shop = fakeShop({ emails: emails() })
    shop.on("GET", "/notifications/:id", () => legacyError(404, "There is no such message in the outbox."))
    await renderShowing(<EmailsPage />, "New order #1042")
    fireEvent.click(screen.getByRole("button", { name: "View the e-mail “New order #1042” to staff@shop.example" }))
    const drawer = await screen.findByRole("dialog", { name: "E-mails" })
    expect(await within(drawer).findByText("Could not load this: There is no such message in the outbox.")).toBeInTheDocument()
    expect(within(drawer).getByRole("button", { name: "Resend" })).toBeDisabled()
    await closeDrawer(drawer)
  })
})

const order = (display_id: number) => ({ id: "order_01", display_id }) as AdminOrder

describe("E-mails on a Medusa order's page", () => {
  it("lists that order's e-mails (by its number), with View and Resend", async () => {
    expect(widgetConfig).toMatchObject({ zone: "order.details.side.after" })
    const shop = fakeShop({ emails: emails() })
    renderInAdmin(<OrderEmailsWidget data={order(1042)} />)
    const region = await screen.findByRole("region", { name: "E-mails" })
    const items = await within(region).findAllByRole("listitem")
    expect(items.map((li) => li.firstElementChild?.firstElementChild?.textContent)).toEqual(["New order (to staff)", "Order received"])
    expect(items[0]).toHaveTextContent("staff@shop.example")
    expect(within(items[0]).getByText("Failed")).toBeInTheDocument()
    expect(within(items[0]).getByText("550 5.1.1 Mailbox unavailable")).toBeInTheDocument()
    expect(within(items[1]).getByText("Sent")).toBeInTheDocument()
    expect(shop.requests("GET", "/notifications")[0].query).toEqual({ limit: "20", offset: "0", orderNumber: "1042" })
    expect(within(region).queryByRole("link")).not.toBeInTheDocument()

    const drawer = await view("We received your order #1042", "sophea@example.com")
    expect(within(drawer).getByTitle("The e-mail as the reader sees it")).toHaveAttribute("srcdoc", emails()[0].html)
    await resend(drawer)
    expect(await screen.findByText("E-mail sent again to sophea@example.com")).toBeInTheDocument()
    await closeDrawer(drawer)
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(3))
    expect(shop.requests("POST", "/notifications/noti_1/resend")).toHaveLength(1)
  })

  it("marks a resent copy, as the E-mails page does", async () => {
    fakeShop({ emails: [...emails(), outboxMessage({ id: "noti_5", resendOf: "noti_1", createdAt: "2025-05-05T12:00:00.000Z" })] })
    renderInAdmin(<OrderEmailsWidget data={order(1042)} />)
    const region = await screen.findByRole("region", { name: "E-mails" })
    const items = await within(region).findAllByRole("listitem")
    expect(items).toHaveLength(3)
    expect(within(items[0]).getByText("Resent copy")).toBeInTheDocument()
    expect(within(items[1]).queryByText("Resent copy")).not.toBeInTheDocument()
    expect(within(items[2]).queryByText("Resent copy")).not.toBeInTheDocument()
  })

  it("shows the e-mail of a staff action (sent a moment later by the server) without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const shop = fakeShop({ emails: emails() })
      renderInAdmin(<OrderEmailsWidget data={order(1042)} />)
      const region = await screen.findByRole("region", { name: "E-mails" })
      expect(await within(region).findAllByRole("listitem")).toHaveLength(2)
      // staff cancel the order in Medusa's admin; the subscriber writes the e-mail after the widget loaded
      shop.state.emails.push(
        outboxMessage({ id: "noti_5", kind: "order-cancelled", subject: "Your order #1042 was cancelled", createdAt: "2025-05-06T09:00:00.000Z" })
      )
      await vi.advanceTimersByTimeAsync(5_000)
      expect(await within(region).findByText("Order cancelled")).toBeInTheDocument()
      expect(within(region).getAllByRole("listitem")).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it("says when the order has no e-mail, and notes outbox mode", async () => {
    await openPage(<OrderEmailsWidget data={order(1050)} />, { emails: [], mailMode: "outbox" }, "No e-mails about this order yet.")
    expect(screen.getByText(en.emails.widget.outbox)).toBeInTheDocument()
  })

  it("shows nothing for an order without a number rather than every order's e-mails", async () => {
    const shop = fakeShop({ emails: emails() })
    const { zone } = renderInAdmin(<OrderEmailsWidget data={{ id: "order_01" } as AdminOrder} />)
    await new Promise((r) => setTimeout(r, 50))
    expect(zone).toBeEmptyDOMElement()
    expect(shop.requests("GET", "/notifications")).toHaveLength(0)
  })

  it("links to the E-mails page for an order with more e-mails than it shows", async () => {
    const many = daily(22, (i, createdAt) => outboxMessage({ id: `noti_${i}`, subject: `Message ${i}`, createdAt }))
    fakeShop({ emails: many })
    renderInAdmin(<OrderEmailsWidget data={order(1042)} />)
    expect(await screen.findByRole("link", { name: "All 22 e-mails of this order" })).toHaveAttribute("href", "/emails?orderNumber=1042")
  })
})

describe("E-mails in Khmer", () => {
  it("the page is all Khmer when the dashboard is in Khmer: filters, kinds, states, the drawer and the server's refusal", async () => {
    const shop = fakeShop({ emails: emails(), mailMode: "outbox" })
    shop.on("POST", "/notifications/:id/resend", () => legacyError(404, "There is no such message in the outbox."))
    const { zone } = renderInAdmin(<EmailsPage />, { lang: "km" })
    expect(await screen.findByRole("heading", { name: km.emails.title })).toBeInTheDocument()
    await screen.findByText("New order #1042")
    let text = [zone.textContent, ...[...zone.querySelectorAll("[aria-label],[placeholder]")].flatMap((e) => [e.getAttribute("aria-label"), e.getAttribute("placeholder")])].join(" ")
    // the e-mails' own words (addresses, English subjects, SMTP answers) and the names of things (SMTP, Medusa, English on the switch) stay as they are
    for (const data of [...emails().flatMap((m) => [m.to, m.subject, m.error ?? ""]), "SMTP_URL", "SMTP", "Medusa", "English"]) text = data ? text.split(data).join(" ") : text
    // dates too: Khmer month, 24-hour clock (km-KH's 12-hour clock says "AM"/"PM" in English), ASCII digits as elsewhere
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([])
    expect(within(rowOf("We received your order #1042")).getAllByRole("cell")[0].textContent).toMatch(/^\d{1,2} (មេសា|ឧសភា) 2025, \d{2}:\d{2}$/)

    const staff = rowOf("New order #1042")
    expect(within(staff).getByText(km.emails.kinds["staff-new-order"])).toBeInTheDocument()
    expect(within(staff).getByText(km.emails.stateBadges.failure)).toBeInTheDocument()
    expect(within(rowOf("Order #1043 is on its way")).getByText(km.emails.stateBadges.outbox)).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent(km.emails.outboxModeBanner)

    const drawer = await view("New order #1042", "staff@shop.example", "មើលអ៊ីមែល “New order #1042” ទៅកាន់ staff@shop.example")
    expect(drawer).toHaveAttribute("lang", "km")
    expect(within(drawer).getByTitle(km.emails.messageView.rendered)).toBeInTheDocument()
    await resend(drawer, { button: km.emails.messageView.resend, answer: km.emails.resendDialog.confirm, title: km.emails.resendDialog.title })
    expect(await screen.findByText(`មិនអាចផ្ញើអ៊ីមែលម្ដងទៀតបានទេ៖ ${km.emails.errors.notFound}`)).toBeInTheDocument()
    await closeDrawer(drawer, km.emails.messageView.close)
  })

  it("the order widget is in Khmer, its badges on one line and as tall as Khmer text", async () => {
    fakeShop({ emails: [...emails(), outboxMessage({ id: "noti_5", orderNumber: 1043, state: "outbox", resendOf: "noti_4", createdAt: "2025-05-05T12:00:00.000Z" })] })
    renderInAdmin(<OrderEmailsWidget data={order(1043)} />, { lang: "km" })
    const region = await screen.findByRole("region", { name: km.emails.widget.title })
    expect(region).toHaveAttribute("lang", "km")
    expect(await within(region).findByText(km.emails.kinds["order-shipped"])).toBeInTheDocument()
    expect(within(region).getByText(km.emails.kinds["payment-confirmed"])).toBeInTheDocument()
    expect(within(region).getByText(km.emails.stateBadges.pending)).toBeInTheDocument()
    expect(within(region).getByText(km.emails.lastError.replace("{{error}}", "421 Try again later"))).toBeInTheDocument()
    expect(within(region).getAllByRole("button", { name: /^មើលអ៊ីមែល/ })).toHaveLength(3)
    // jsdom lays nothing out: what keeps them in their pill is no fixed height (Medusa's h-5 fits Latin) and no wrapping
    for (const badge of [within(region).getByText(km.emails.resentCopy), ...within(region).getAllByText(km.emails.stateBadges.outbox)]) {
      expect(badge).toHaveClass("whitespace-nowrap", "h-auto")
      expect(badge).not.toHaveClass("h-5")
    }
    expect(within(region).getByText(km.emails.resentCopy)).toHaveTextContent("ច្បាប់ចម្លងផ្ញើឡើងវិញ")
  })
})
