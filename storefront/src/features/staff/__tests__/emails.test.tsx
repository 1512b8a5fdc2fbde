import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { formatDateTime } from "../../../lib/dates"
import { staffAdminTexts } from "../staff-texts"

import { email, fakeStaffApi, order } from "./staff-api"
import { withKhmerFontFace } from "../components/outbox"

const { en, km } = staffAdminTexts

afterEach(() => vi.unstubAllGlobals())

const OUTBOX_NOTE = "E-mail is not set up (no SMTP_URL): messages are kept here, not sent."

const RECEIVED = email()
const PROBLEM = email({
  id: "noti_02",
  kind: "payment-problem",
  to: "dara@example.com",
  subject: "A problem with the payment of order #1041",
  orderNumber: 1041,
  state: "failure",
  attempts: 5,
  error: "550 mailbox unavailable",
  createdAt: "2026-11-22T14:00:00.000Z",
  html: "<p>Please pay again</p>",
  text: "Please pay again",
})
const STAFF_COPY = email({
  id: "noti_03",
  kind: "staff-new-order",
  to: "owner@shop.test",
  subject: "New order #1043",
  orderNumber: 1043,
  state: "pending",
  attempts: 2,
  error: "421 try again later",
  createdAt: "2026-11-22T15:00:00.000Z",
})

const CONFIRMED = email({
  id: "noti_04",
  kind: "payment-confirmed",
  subject: "Payment received for order #1042",
  state: "outbox",
  createdAt: "2026-11-22T16:00:00.000Z",
})

const table = async () => within(await screen.findByRole("table", { name: "E-mails" }))
const rows = async () => (await table()).getAllByRole("row").slice(1)

describe("the E-mails page", () => {
  it("lists the outbox newest first: to, subject, kind, order, when and the state with its error; says the shop keeps mail in outbox mode", async () => {
    fakeStaffApi({ emails: [RECEIVED, PROBLEM, STAFF_COPY] })
    renderApp("/admin/emails")
    expect(await screen.findByRole("heading", { level: 1, name: "E-mails" })).toBeInTheDocument()
    await waitFor(async () => expect(await rows()).toHaveLength(3))
    const [first, second, third] = await rows()
    expect(first).toHaveTextContent("owner@shop.test")
    expect(first).toHaveTextContent("New order (to staff)")
    expect(first).toHaveTextContent("Waiting to retry")
    expect(first).toHaveTextContent("2 tries")
    expect(first).toHaveTextContent("Error: 421 try again later")
    expect(second).toHaveTextContent("A problem with the payment of order #1041")
    expect(second).toHaveTextContent("Payment problem")
    expect(second).toHaveTextContent("Failed")
    expect(second).toHaveTextContent("Error: 550 mailbox unavailable")
    expect(third).toHaveTextContent("sokha@example.com")
    expect(third).toHaveTextContent("Order #1042 received – Cambodian Heritage Market")
    expect(third).toHaveTextContent("Order received")
    expect(third).toHaveTextContent("#1042")
    expect(third).toHaveTextContent(formatDateTime(new Date(RECEIVED.createdAt)))
    expect(third).toHaveTextContent("Kept in outbox, not sent")
    expect(third).not.toHaveTextContent("Error")
    expect(screen.getByRole("note")).toHaveTextContent(OUTBOX_NOTE)
    expect(screen.getByText("1–3 of 3")).toBeInTheDocument()
  })

  it("shows no outbox banner when the shop sends over SMTP", async () => {
    fakeStaffApi({ emails: [email({ state: "sent" })], mailMode: "smtp" })
    renderApp("/admin/emails")
    expect(await screen.findByText("Sent")).toBeInTheDocument()
    expect(screen.queryByText(OUTBOX_NOTE)).not.toBeInTheDocument()
  })

  it("filters by state and by order number (with or without #), and refuses an order number that is not one", async () => {
    const api = fakeStaffApi({ emails: [RECEIVED, PROBLEM, STAFF_COPY] })
    renderApp("/admin/emails")
    await waitFor(async () => expect(await rows()).toHaveLength(3))

    fireEvent.change(screen.getByLabelText("State"), { target: { value: "failure" } })
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect((await rows())[0]).toHaveTextContent("dara@example.com")
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("status=failure"))).toBe(true)

    fireEvent.change(screen.getByLabelText("State"), { target: { value: "" } })
    const number = screen.getByLabelText("Order number")
    fireEvent.change(number, { target: { value: "#1042" } })
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect((await rows())[0]).toHaveTextContent("sokha@example.com")
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("orderNumber=1042"))).toBe(true)

    fireEvent.change(number, { target: { value: "ten" } })
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    expect(await screen.findByText("Enter an order number in digits, like 1042.")).toBeInTheDocument()
    expect(number).toHaveAttribute("aria-invalid", "true")
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("orderNumber=ten"))).toBe(false)
    // #1042's messages are not shown as if they matched "ten".
    expect(screen.queryByRole("table", { name: "E-mails" })).not.toBeInTheDocument()
    expect(screen.getByText("Correct the order number, or clear the filters, to see the e-mails.")).toBeInTheDocument()

    // Digits, but more than an order number has: said so, not "enter digits".
    fireEvent.change(number, { target: { value: "12345678901" } })
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    expect(await screen.findByText("An order number has at most 9 digits.")).toBeInTheDocument()
    expect(screen.queryByText("Enter an order number in digits, like 1042.")).not.toBeInTheDocument()
    expect(screen.queryByRole("table", { name: "E-mails" })).not.toBeInTheDocument()
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("orderNumber=12345678901"))).toBe(false)

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }))
    await waitFor(async () => expect(await rows()).toHaveLength(3))
    expect(number).toHaveValue("")

    fireEvent.change(number, { target: { value: "7" } })
    fireEvent.click(screen.getByRole("button", { name: "Show" }))
    expect(await screen.findByText("No e-mails match these filters.")).toBeInTheDocument()
  })

  it("pages through the outbox 20 at a time", async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      email({ id: `noti_${100 + i}`, to: `shopper${i}@example.com`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() })
    )
    fakeStaffApi({ emails: many })
    // jsdom does not lay out: record the scroll the page asks for.
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    renderApp("/admin/emails")
    expect(await screen.findByText("1–20 of 25")).toBeInTheDocument()
    expect((await rows())[0]).toHaveTextContent("shopper24@example.com")
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled()
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expect(await screen.findByText("21–25 of 25")).toBeInTheDocument()
    // The new page is shown from its top, not left scrolled to the bottom where Next was.
    expect(scrolled).toHaveBeenCalled()
    expect(scrolled.mock.contexts.at(-1)).toContainElement(screen.getByRole("table", { name: "E-mails" }))
    // @ts-expect-error jsdom has none: remove the stub
    delete Element.prototype.scrollIntoView
    expect(await rows()).toHaveLength(5)
    expect((await rows())[4]).toHaveTextContent("shopper0@example.com")
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
  })

  it("shows a message as it was rendered: the HTML in a sandboxed frame, and the plain text", async () => {
    fakeStaffApi({ emails: [RECEIVED, PROBLEM] })
    renderApp("/admin/emails")
    fireEvent.click((await table()).getByRole("button", { name: `View the e-mail “${PROBLEM.subject}” to dara@example.com` }))
    const dialog = within(await screen.findByRole("dialog", { name: `E-mail: ${PROBLEM.subject}` }))
    const frame = await dialog.findByTitle("The message as the recipient sees it")
    expect(frame.tagName).toBe("IFRAME")
    // sandbox="" allows nothing: no scripts, no forms, no access to the back office's origin.
    expect(frame).toHaveAttribute("sandbox", "")
    expect(frame).toHaveAttribute("srcdoc", "<p>Please pay again</p>")
    expect(dialog.getByText("Please pay again")).toBeInTheDocument()
    expect(dialog.getByText("Error: 550 mailbox unavailable")).toBeInTheDocument()
    expect(dialog.getByText("English")).toBeInTheDocument()
    fireEvent.click(dialog.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  })

  it("gives the sandboxed preview the shop's Khmer font, so a Khmer e-mail does not show as boxes", async () => {
    const khmer = email({ id: "noti_km", language: "km", subject: "ការបញ្ជាទិញ #1042", html: "<html><head><title>x</title></head><body>សួស្ដី</body></html>" })
    fakeStaffApi({
      emails: [khmer],
      answer: (method, path) =>
        method === "GET" && /noto-sans-khmer-khmer-wght-normal\.woff2$/.test(path) ? new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "font/woff2" } }) : undefined,
    })
    renderApp("/admin/emails")
    fireEvent.click((await table()).getByRole("button", { name: /^View the e-mail/ }))
    const dialog = within(await screen.findByRole("dialog"))
    const frame = await dialog.findByTitle("The message as the recipient sees it")
    expect(frame).toHaveAttribute("sandbox", "")
    const doc = frame.getAttribute("srcdoc")!
    // The font file's bytes (01 02 03) as a data URL, declared in the message's own <head>.
    expect(doc).toContain(
      '<head><style>@font-face { font-family: "Noto Sans Khmer"; src: url(data:font/woff2;base64,AQID) format("woff2"); font-weight: 100 900; }</style><title>x</title>'
    )
    expect(doc).toContain("<body>សួស្ដី</body>")
  })

  it("gives focus back to the Resend button once the confirmation closes", async () => {
    const api = fakeStaffApi({ emails: [RECEIVED] })
    // The resend takes a moment, as over a network: the confirmation closes while it is on its way.
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
      init?.method === "POST" ? new Promise((done) => setTimeout(() => done(api.fetch(input, init)), 300)) : api.fetch(input, init)
    )
    renderApp("/admin/emails")
    const resend = (await table()).getByRole("button", { name: /^Resend the e-mail/ })
    resend.focus()
    fireEvent.click(resend)
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Resend" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    await waitFor(() => expect(document.activeElement).toBe(resend))
    // While the resend is on its way the button says it is busy, and a second press does nothing.
    expect(resend).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(resend)
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
    expect(await screen.findByText("E-mail resent")).toBeInTheDocument()
    expect(document.activeElement).toBe(resend)
  })

  it("resends after a confirmation, says it was kept in the outbox, and lists the new message", async () => {
    const api = fakeStaffApi({ emails: [RECEIVED] })
    renderApp("/admin/emails")
    const resend = (await table()).getByRole("button", { name: `Resend the e-mail “${RECEIVED.subject}” to sokha@example.com` })
    fireEvent.click(resend)
    const confirm = within(await screen.findByRole("alertdialog", { name: "Resend this e-mail?" }))
    expect(confirm.getByText(`“${RECEIVED.subject}” goes to sokha@example.com again, as a new message. The first one stays in the list.`)).toBeInTheDocument()
    expect(api.calls("POST", "/api/notifications/noti_01/resend")).toHaveLength(0)
    fireEvent.click(confirm.getByRole("button", { name: "Resend" }))
    expect(await screen.findByText("E-mail resent")).toBeInTheDocument()
    expect(screen.getByText("Resent: kept in the outbox, not sent (no SMTP_URL).")).toBeInTheDocument()
    expect(api.calls("POST", "/api/notifications/noti_01/resend")).toHaveLength(1)
    await waitFor(async () => expect(await rows()).toHaveLength(2))
    expect((await rows())[0]).toHaveTextContent("Resend of an earlier message")
  })

  it("does not resend when the confirmation is cancelled", async () => {
    const api = fakeStaffApi({ emails: [RECEIVED] })
    renderApp("/admin/emails")
    fireEvent.click((await table()).getByRole("button", { name: /^Resend the e-mail/ }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(api.calls("POST", "/api/notifications/noti_01/resend")).toHaveLength(0)
  })

  it("says so when the resent message could not be sent, with the server's reason", async () => {
    fakeStaffApi({
      emails: [PROBLEM],
      mailMode: "smtp",
      answer: (method, path) =>
        method === "POST" && path.endsWith("/resend")
          ? Response.json({ message: { ...PROBLEM, id: "noti_9", resendOf: PROBLEM.id, attempts: 1, error: "550 mailbox unavailable" } }, { status: 201 })
          : undefined,
    })
    renderApp("/admin/emails")
    fireEvent.click((await table()).getByRole("button", { name: /^Resend the e-mail/ }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Resend" }))
    expect(await screen.findByText("The new message could not be sent: 550 mailbox unavailable")).toBeInTheDocument()
  })

  it("is reached from the admin header", async () => {
    fakeStaffApi({ emails: [RECEIVED] })
    const { router } = renderApp("/admin")
    fireEvent.click(within(await screen.findByRole("region", { name: "Staff" })).getByRole("link", { name: "E-mails" }))
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/emails"))
    expect(await screen.findByRole("heading", { level: 1, name: "E-mails" })).toBeInTheDocument()
  })

  it("shows in Khmer when the back office is in Khmer, and reads an order number in Khmer digits", async () => {
    const api = fakeStaffApi({ emails: [RECEIVED] })
    renderApp("/admin/emails", "km")
    expect(await screen.findByRole("heading", { level: 1, name: km.emails.title })).toBeInTheDocument()
    expect(await screen.findByText(km.emails.outboxMode)).toBeInTheDocument()
    expect(await screen.findByText(km.emails.states.outbox)).toBeInTheDocument()
    expect(screen.queryByText(en.emails.states.outbox)).not.toBeInTheDocument()
    // An order number typed on a Khmer keyboard.
    fireEvent.change(screen.getByLabelText(km.emails.orderNumber), { target: { value: "#១០៤២" } })
    fireEvent.click(screen.getByRole("button", { name: km.emails.apply }))
    await waitFor(() => expect(api.fetch.mock.calls.some(([u]) => String(u).includes("orderNumber=1042"))).toBe(true))
  })
})

describe("the order dialog's E-mails section", () => {
  it("lists that order's messages only, each with View and Resend", async () => {
    const api = fakeStaffApi({ orders: [order({ id: 1042 }), order({ id: 1041 })], emails: [RECEIVED, PROBLEM] })
    renderApp("/admin")
    fireEvent.click(within(await screen.findByRole("table", { name: "Orders" })).getByRole("button", { name: "Open order #1042" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Order #1042" }))
    const section = within(await dialog.findByRole("region", { name: "E-mails" }))
    // A compact list, not the page's seven-column table (squashed in the dialog).
    expect(section.queryByRole("table")).not.toBeInTheDocument()
    const list = within(await section.findByRole("list", { name: "E-mails" }))
    const items = list.getAllByRole("listitem")
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent("Order received")
    expect(items[0]).toHaveTextContent("Kept in outbox, not sent")
    expect(items[0]).toHaveTextContent(formatDateTime(new Date(RECEIVED.createdAt)))
    // A long address is cut to one line; the whole of it is in its title.
    expect(within(items[0]).getByTitle("sokha@example.com")).toHaveTextContent("sokha@example.com")
    expect(section.queryByText("dara@example.com")).not.toBeInTheDocument()
    expect(section.getByText(OUTBOX_NOTE)).toBeInTheDocument()
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("orderNumber=1042"))).toBe(true)

    fireEvent.click(list.getByRole("button", { name: /^View the e-mail/ }))
    const view = within(await screen.findByRole("dialog", { name: `E-mail: ${RECEIVED.subject}` }))
    expect(await view.findByTitle("The message as the recipient sees it")).toHaveAttribute("srcdoc", RECEIVED.html)
    fireEvent.click(view.getByRole("button", { name: /^Resend the e-mail/ }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Resend" }))
    expect(await screen.findByText("E-mail resent")).toBeInTheDocument()
    expect(api.calls("POST", "/api/notifications/noti_01/resend")).toHaveLength(1)
  })

  it("shows the e-mail an order change sends: asked again after Verify Payment", async () => {
    const api = fakeStaffApi({
      orders: [order({ id: 1042 })],
      emails: [RECEIVED],
      answer: (method, path) => {
        // The server's subscriber writes "payment confirmed" once the payment is verified.
        if (method === "PATCH" && path === "/api/orders/1042/payment") api.state.emails.push(CONFIRMED)
        return undefined
      },
    })
    renderApp("/admin")
    fireEvent.click(within(await screen.findByRole("table", { name: "Orders" })).getByRole("button", { name: "Open order #1042" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Order #1042" }))
    const list = within(await dialog.findByRole("list", { name: "E-mails" }))
    expect(list.getAllByRole("listitem")).toHaveLength(1)
    fireEvent.click(dialog.getByRole("button", { name: "Verify Payment" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Verify Payment" }))
    // Sooner than the section's own refetch every 4 seconds: the change itself asks again.
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(2), { timeout: 2_000 })
    expect(list.getAllByRole("listitem")[0]).toHaveTextContent("Payment confirmed")
  })

  it("asks again every few seconds while the dialog is open: a message written a moment after an action appears", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const api = fakeStaffApi({ orders: [order({ id: 1042 })], emails: [RECEIVED] })
      renderApp("/admin")
      fireEvent.click(within(await screen.findByRole("table", { name: "Orders" })).getByRole("button", { name: "Open order #1042" }))
      const dialog = within(await screen.findByRole("dialog", { name: "Order #1042" }))
      const list = within(await dialog.findByRole("list", { name: "E-mails" }))
      expect(list.getAllByRole("listitem")).toHaveLength(1)
      api.state.emails.push(CONFIRMED)
      await vi.advanceTimersByTimeAsync(4_500)
      await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(2))
    } finally {
      vi.useRealTimers()
    }
  })

  it("says when the order has no e-mails yet", async () => {
    fakeStaffApi({ orders: [order({ id: 1041 })], emails: [RECEIVED] })
    renderApp("/admin")
    fireEvent.click(within(await screen.findByRole("table", { name: "Orders" })).getByRole("button", { name: "Open order #1041" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Order #1041" }))
    expect(await dialog.findByText("No e-mails for this order yet.")).toBeInTheDocument()
  })
})

describe("the preview's Khmer font", () => {
  const face = "@font-face { font-family: x }"
  it("goes first in the message's <head>, or a new <head>, never into a <header>", () => {
    expect(withKhmerFontFace('<html lang="km"><head><meta charset="utf-8"></head></html>', face)).toBe(
      `<html lang="km"><head><style>${face}</style><meta charset="utf-8"></head></html>`
    )
    expect(withKhmerFontFace('<html lang="km"><body><header>Shop</header></body></html>', face)).toBe(
      `<html lang="km"><head><style>${face}</style></head><body><header>Shop</header></body></html>`
    )
    expect(withKhmerFontFace("<header>Shop</header>", face)).toBe(`<style>${face}</style><header>Shop</header>`)
    // Without the font file the message is shown as it is.
    expect(withKhmerFontFace("<p>hi</p>", undefined)).toBe("<p>hi</p>")
  })
})
