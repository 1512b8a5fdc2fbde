import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../../test/fake-api"
import { itRefusesEachBadField } from "../../../test/form-errors"
import { contactSchema } from "../schemas"

afterEach(() => vi.unstubAllGlobals())

const valid = { name: "Sokha Chan", email: "sokha@example.com", phone: "5625550148", message: "Do you ship prahok to Ohio?" }

describe("contact rules (spec point 5)", () => {
  itRefusesEachBadField(contactSchema, valid, [
    ["name", "S", "contact.errors.name"],
    ["email", "not-an-email", "contact.errors.email"],
    ["phone", "562555014", "contact.errors.phone"],
    ["message", "Too short", "contact.errors.message"],
  ])

  it("accepts an empty e-mail, and counts the name without surrounding spaces", () => {
    expect(contactSchema.safeParse({ ...valid, email: "" }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, name: " S " }).success).toBe(false)
  })
})

function form() {
  return within(screen.getByRole("form", { name: "Send us a message" }))
}

function fill(values: Partial<typeof valid>) {
  const f = form()
  const labels = { name: "Name", email: /Email/, phone: "Phone", message: "Message" } as const
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(f.getByLabelText(labels[field as keyof typeof labels]), { target: { value } })
  }
}

describe("contact form", () => {
  it("shows the spec's message under each bad field and sends nothing", async () => {
    const fetch = fakeApi({ en: [item()] })
    renderApp("/")
    await screen.findByRole("form", { name: "Send us a message" }) // the form loads lazily
    fill({ name: "S", email: "nope", phone: "123", message: "short" })
    fireEvent.click(form().getByRole("button", { name: "Send Message" }))
    expect(await screen.findByText("Name must be at least 2 characters.")).toBeInTheDocument()
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument()
    expect(screen.getByText("Please enter a valid phone number.")).toBeInTheDocument()
    expect(screen.getByText("Message must be at least 10 characters.")).toBeInTheDocument()
    expect(form().getByLabelText("Name")).toHaveAttribute("aria-invalid", "true")
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith("/api/contact"))).toBe(false)
  })

  it("shows the messages in Khmer in the Khmer UI", async () => {
    fakeApi({ en: [item()] })
    renderApp("/", "km")
    const f = within(await screen.findByRole("form", { name: "ផ្ញើសារមកយើង" }))
    fireEvent.click(f.getByRole("button", { name: "ផ្ញើសារ" }))
    expect(await screen.findByText("ឈ្មោះត្រូវមានយ៉ាងតិច ២ តួអក្សរ។")).toBeInTheDocument()
  })

  it("posts the message, toasts 'Message Sent' and resets the form", async () => {
    const sent: unknown[] = []
    fakeApi({ en: [item()], contact: (body) => (sent.push(body), Response.json({ success: true }, { status: 201 })) })
    renderApp("/")
    await screen.findByRole("form", { name: "Send us a message" }) // the form loads lazily
    fill(valid)
    fireEvent.click(form().getByRole("button", { name: "Send Message" }))
    expect(await screen.findByText("Message Sent")).toBeInTheDocument()
    expect(screen.getByText("Thank you for your message. We'll get back to you soon!")).toBeInTheDocument()
    expect(sent).toEqual([valid])
    await waitFor(() => expect(form().getByLabelText("Name")).toHaveValue(""))
    expect(form().getByLabelText("Message")).toHaveValue("")
  })

  it("keeps what the shopper typed and says so when sending fails", async () => {
    fakeApi({ en: [item()], contact: () => new Response("down", { status: 503 }) })
    renderApp("/")
    await screen.findByRole("form", { name: "Send us a message" }) // the form loads lazily
    fill(valid)
    fireEvent.click(form().getByRole("button", { name: "Send Message" }))
    expect(await screen.findByText("There was a problem sending your message. Please try again.")).toBeInTheDocument()
    expect(form().getByLabelText("Message")).toHaveValue(valid.message)
  })

  it("says the shop's limit was reached (429), in the shopper's language", async () => {
    const limited = () =>
      Response.json({ error: "Too many requests", message: "Too many requests", code: "limit.client" }, { status: 429, headers: { "Retry-After": "600" } })
    fakeApi({ en: [item()], contact: limited })
    renderApp("/")
    await screen.findByRole("form", { name: "Send us a message" })
    fill(valid)
    fireEvent.click(form().getByRole("button", { name: "Send Message" }))
    expect(await screen.findByText(/^Too many messages were sent from your connection/)).toBeInTheDocument()
    expect(form().getByLabelText("Message")).toHaveValue(valid.message)
  })
})
