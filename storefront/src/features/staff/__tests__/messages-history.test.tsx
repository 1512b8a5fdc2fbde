import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { ContactMessage, OrderHistoryEvent } from "@shop/contract"
import { renderApp } from "../../../test/fake-api"
import { staffAdminTexts } from "../staff-texts"
import { historyLines } from "@shop/staff/testing"
import { fakeStaffApi, order } from "./staff-api"

const { en, km } = staffAdminTexts

afterEach(() => vi.unstubAllGlobals())

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  id: "cmsg_1",
  name: "Srey Mom",
  email: "mom@example.com",
  phone: "5625550111",
  message: "តើការបញ្ជាទិញ #1042 របស់ខ្ញុំនៅឯណា?",
  locale: "km",
  handled: false,
  handled_at: null,
  created_at: "2026-11-22T10:00:00.000Z",
  replied_at: null,
  replied_by: null,
  reply_count: 0,
  ...over,
})

/** The contact inbox's calls over a list of messages: handled toggles and replies change it. */
function inbox(messages: ContactMessage[]) {
  const state = messages.map((m) => ({ ...m }))
  const replies: { id: string; text: string }[] = []
  const answer = (method: string, path: string, body: any): Response | undefined => {
    if (method === "GET" && path === "/api/contact-messages") {
      return json({ contact_messages: state, count: state.length, limit: 20, offset: 0, open: state.filter((m) => !m.handled).length })
    }
    const reply = /^\/api\/contact-messages\/([^/]+)\/reply$/.exec(path)
    if (method === "POST" && reply) {
      if (!body?.text?.trim()) return json({ error: "A reply needs some text.", message: "A reply needs some text." }, 400)
      const m = state.find((x) => x.id === reply[1])!
      Object.assign(m, { replied_at: "2026-11-22T11:00:00.000Z", replied_by: "admin", reply_count: (m.reply_count ?? 0) + 1 })
      replies.push({ id: m.id, text: body.text })
      return json({ contact_message: m, email: { outcome: "sent" } })
    }
    const one = /^\/api\/contact-messages\/([^/]+)$/.exec(path)
    if ((method === "PATCH" || method === "POST") && one) {
      const m = state.find((x) => x.id === one[1])!
      Object.assign(m, { handled: body.handled, handled_at: body.handled ? "2026-11-22T12:00:00.000Z" : null })
      return json({ contact_message: m })
    }
    return undefined
  }
  return { state, replies, answer }
}

/** The Messages page's items (not the site's navigation lists). */
const messageItems = async (name: string = en.messages.title) => within(await screen.findByRole("list", { name })).findAllByRole("listitem")

describe("the Messages page", () => {
  it("lists the messages with their language and the order they name; the header counts the unhandled ones", async () => {
    const box = inbox([message(), message({ id: "cmsg_2", name: "Dara Keo", email: null, message: "Do you sell prahok? I paid ORDER-123456 yesterday.", locale: "en" })])
    fakeStaffApi({ answer: box.answer })
    renderApp("/admin/messages")
    expect(await screen.findByRole("heading", { level: 1, name: en.messages.title })).toBeInTheDocument()
    const list = within(await screen.findByRole("list", { name: en.messages.title }))
    const [first, second] = list.getAllByRole("listitem")
    expect(first).toHaveTextContent("Srey Mom")
    expect(first).toHaveTextContent(en.messages.langKm)
    expect(within(first).getByRole("link", { name: /Order #1042/ })).toHaveAttribute("href", "/admin?order=1042")
    expect(within(second).getByRole("link", { name: /ORDER-123456/ })).toHaveAttribute("href", "/admin?search=ORDER-123456")
    // No e-mail: no reply, call instead.
    expect(within(second).getByRole("button", { name: en.messages.reply })).toBeDisabled()
    expect(second).toHaveTextContent("No e-mail address: call 5625550111 instead.")
    expect(await screen.findByTestId("open-messages-badge")).toHaveTextContent("2")
  })

  it("marks a message handled and open again; searches and filters through the call", async () => {
    const box = inbox([message()])
    const api = fakeStaffApi({ answer: box.answer })
    renderApp("/admin/messages")
    const item = within((await messageItems())[0])
    fireEvent.click(item.getByRole("button", { name: en.messages.markHandled }))
    await waitFor(() => expect(box.state[0].handled).toBe(true))
    expect(await item.findByRole("button", { name: en.messages.markOpen })).toBeInTheDocument()
    fireEvent.click(item.getByRole("button", { name: en.messages.markOpen }))
    await waitFor(() => expect(box.state[0].handled).toBe(false))

    expect(api.fetch.mock.calls.some(([u]) => String(u).includes("handled=false"))).toBe(true)
    fireEvent.change(screen.getByLabelText(en.messages.show), { target: { value: "all" } })
    fireEvent.change(screen.getByLabelText(en.messages.search), { target: { value: "prahok" } })
    await waitFor(() => expect(api.fetch.mock.calls.some(([u]) => String(u).includes("search=prahok") && !String(u).includes("handled="))).toBe(true))
  })

  it("replies in the message's language: the composer says so, refuses an empty reply, sends the text and shows who replied", async () => {
    const box = inbox([message()])
    fakeStaffApi({ answer: box.answer })
    renderApp("/admin/messages")
    const item = within((await messageItems())[0])
    fireEvent.click(item.getByRole("button", { name: en.messages.reply }))
    const dialog = within(await screen.findByRole("dialog", { name: "Reply to Srey Mom" }))
    expect(dialog.getByText("The reply is sent in Khmer, the language the message was written in, to mom@example.com.")).toBeInTheDocument()
    fireEvent.click(dialog.getByRole("button", { name: en.messages.replySend }))
    expect(await dialog.findByText(en.messages.replyEmpty)).toBeInTheDocument()
    expect(box.replies).toEqual([])
    fireEvent.change(dialog.getByLabelText(en.messages.replyText), { target: { value: "យើងបានផ្ញើវាហើយ។" } })
    fireEvent.click(dialog.getByRole("button", { name: en.messages.replySend }))
    await waitFor(() => expect(box.replies).toEqual([{ id: "cmsg_1", text: "យើងបានផ្ញើវាហើយ។" }]))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(await screen.findByText(/Replied by admin/)).toBeInTheDocument()
  })

  it("reads in Khmer with no English left", async () => {
    fakeStaffApi({ answer: inbox([message()]).answer })
    renderApp("/admin/messages", "km")
    expect(await screen.findByRole("heading", { level: 1, name: km.messages.title })).toBeInTheDocument()
    const item = within((await messageItems(km.messages.title))[0])
    expect(item.getByRole("button", { name: km.messages.reply })).toBeInTheDocument()
    expect(item.getByRole("link", { name: new RegExp(km.messages.order.replace("{{number}}", "1042")) })).toBeInTheDocument()
    expect(screen.getByLabelText(km.messages.search)).toBeInTheDocument()
  })
})

const HISTORY: OrderHistoryEvent[] = [
  { at: "2026-11-22T10:00:00.000Z", kind: "placed", details: { method: "zelle", total: 42.5 } },
  { at: "2026-11-22T10:00:01.000Z", kind: "email", details: { template: "order-received", to: "sokha@example.com", state: "sent" } },
  { at: "2026-11-22T11:00:00.000Z", kind: "payment", by: "sophea", details: { decision: "paid" } },
  { at: "2026-11-22T12:00:00.000Z", kind: "label", details: { carrier: "USPS", tracking: "9400111", sample: false } },
  { at: "2026-11-22T13:00:00.000Z", kind: "shipped", details: {} },
]

describe("the order dialog's History tab", () => {
  const history = () => {
    const events = [...HISTORY]
    const notes: string[] = []
    const answer = (method: string, path: string, body: any): Response | undefined => {
      if (method === "GET" && path === "/api/orders/1042/history") return json({ events })
      if (method === "POST" && path === "/api/orders/1042/notes") {
        notes.push(body.text)
        const note = { id: "onote_1", at: "2026-11-22T14:00:00.000Z", by: "admin", text: body.text.trim() }
        events.push({ at: note.at, kind: "note", by: note.by, text: note.text })
        return json(note, 201)
      }
      return undefined
    }
    return { notes, answer }
  }

  it("shows the timeline oldest first with who did what, and adds an internal note", async () => {
    const h = history()
    fakeStaffApi({ orders: [order({ id: 1042 })], answer: h.answer })
    renderApp("/admin?order=1042")
    const dialog = within(await screen.findByRole("dialog"))
    fireEvent.mouseDown(dialog.getByRole("tab", { name: en.history.tab }))
    fireEvent.click(dialog.getByRole("tab", { name: en.history.tab }))
    const timeline = within(await dialog.findByRole("list", { name: en.history.title }))
    expect(historyLines(timeline)).toEqual([
      "Order placed (zelle, $42.50)",
      "E-mail “Order received” sent to sokha@example.com",
      "Payment verified by sophea",
      "Label bought (USPS, tracking 9400111)",
      "Shipped",
    ])
    const box = dialog.getByLabelText(en.history.noteLabel)
    expect(dialog.getByRole("button", { name: en.history.addNote })).toBeDisabled()
    fireEvent.change(box, { target: { value: "x".repeat(2001) } })
    expect(box).toHaveAttribute("aria-invalid", "true")
    expect(dialog.getByText("2001 characters: a note is at most 2,000.")).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: en.history.addNote })).toBeDisabled()
    fireEvent.change(box, { target: { value: "Shopper asked to leave it with the neighbour." } })
    fireEvent.click(dialog.getByRole("button", { name: en.history.addNote }))
    await waitFor(() => expect(h.notes).toEqual(["Shopper asked to leave it with the neighbour."]))
    expect(await timeline.findByText("Note by admin")).toBeInTheDocument()
    expect(timeline.getByText("Shopper asked to leave it with the neighbour.")).toBeInTheDocument()
    await waitFor(() => expect(box).toHaveValue(""))
  })

  it("reads in Khmer", async () => {
    fakeStaffApi({ orders: [order({ id: 1042 })], answer: history().answer })
    renderApp("/admin?order=1042", "km")
    const dialog = within(await screen.findByRole("dialog"))
    fireEvent.mouseDown(dialog.getByRole("tab", { name: km.history.tab }))
    fireEvent.click(dialog.getByRole("tab", { name: km.history.tab }))
    const timeline = within(await dialog.findByRole("list", { name: km.history.title }))
    expect(timeline.getByText("ការបង់ប្រាក់ត្រូវបានផ្ទៀងផ្ទាត់ដោយ sophea")).toBeInTheDocument()
    expect(timeline.getByText("បានផ្ញើអ៊ីមែល “បានទទួលការបញ្ជាទិញ” ទៅ sokha@example.com")).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: km.history.addNote })).toBeInTheDocument()
  })
})
