import { afterEach, describe, expect, it, vi } from "vitest"
import { screen, waitFor, within } from "@testing-library/react"
import { publicShopFacts, resolveShopFacts, type ShopSettings, type ShopSettingsInput } from "@shop/contract"
import { fakeApi, item, renderApp } from "../../../test/fake-api"

afterEach(() => vi.unstubAllGlobals())

/**
 * GET /api/shop-facts as the server answers it after an admin saved `input` (not checked here: the
 * server refuses HTML, and the page must not draw it even if some got in by another way).
 */
const saved = (input: ShopSettingsInput) => publicShopFacts(resolveShopFacts(input as ShopSettings, {}, "", "2026-11-28T06:00:00.000Z"))

const FACTS = saved({
  name: { en: "Amok House", km: "ផ្ទះអាម៉ុក" },
  phone: "(978) 555-0123",
  hours: { contact: { en: "Tuesday-Sunday 10:00 AM-8:00 PM\nMonday closed", km: "" }, footer: { en: "Open Tuesday to Sunday", km: "" } },
  banner: { en: "Free delivery over $100 this month", km: "ដឹកឥតគិតថ្លៃលើសពី $100 ខែនេះ" },
  pages: {
    faq: { body: { en: "## Do you ship abroad?\n\nOnly in the **US**, see [delivery](/help/delivery).\n\n- USPS\n- [Track](https://tools.usps.com)\n\n<script>alert(1)</script> stays text", km: "" } },
    returns: { title: { en: "Returns & refunds", km: "" } },
  },
})

const footer = () => screen.getByRole("contentinfo")

describe("the shop's facts on the storefront (issue 27 point 9)", () => {
  it("the footer links the five customer-service pages and shows the defaults until the saved facts arrive", async () => {
    fakeApi({ en: [item()] })
    renderApp("/")
    const service = within(footer()).getByRole("navigation", { name: "Customer service" })
    const links = within(service).getAllByRole("link")
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["FAQ", "/help/faq"],
      ["Delivery Information", "/help/delivery"],
      ["Terms & Conditions", "/help/terms"],
      ["Privacy Policy", "/help/privacy"],
      ["Returns", "/help/returns"],
    ])
    // First paint: the spec's texts, no waiting.
    expect(within(footer()).getByText("Open every day 11:00 AM-10:00 PM")).toBeInTheDocument()
    expect(screen.getAllByText("Free shipping on orders over $100").length).toBeGreaterThan(0)
  })

  it("footer, banner and contact section show what the admin saved, in English and in Khmer", async () => {
    const fetch = fakeApi({ en: [item()], shopFacts: FACTS })
    renderApp("/")
    expect(await within(footer()).findByText("Open Tuesday to Sunday")).toBeInTheDocument()
    expect(within(footer()).getByText("Amok House")).toBeInTheDocument()
    expect(within(footer()).getByText(/^© \d{4} Amok House\. A family business\.$/)).toBeInTheDocument()
    expect(within(screen.getByRole("banner")).getByText("Amok House")).toBeInTheDocument()
    expect(within(footer()).getByRole("link", { name: "(978) 555-0123" })).toHaveAttribute("href", "tel:9785550123")
    expect(within(footer()).getByRole("link", { name: "Returns & refunds" })).toHaveAttribute("href", "/help/returns")
    expect(screen.getByText("Free delivery over $100 this month")).toBeInTheDocument()
    const contact = document.getElementById("contact")!
    expect(within(contact).getByText("Tuesday-Sunday 10:00 AM-8:00 PM")).toBeInTheDocument()
    expect(within(contact).getByText("Monday closed")).toBeInTheDocument()
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith("/api/shop-facts"))).toHaveLength(1)
  })

  it("in Khmer: the Khmer name, banner and page titles; an empty Khmer text keeps the Khmer default", async () => {
    fakeApi({ en: [item()], shopFacts: FACTS })
    renderApp("/", "km")
    expect(await within(footer()).findByText("ផ្ទះអាម៉ុក")).toBeInTheDocument()
    expect(within(screen.getByRole("banner")).getByText("ផ្ទះអាម៉ុក")).toBeInTheDocument()
    expect(screen.getByText("ដឹកឥតគិតថ្លៃលើសពី $100 ខែនេះ")).toBeInTheDocument()
    expect(within(footer()).getByRole("link", { name: "សំណួរញឹកញាប់" })).toHaveAttribute("href", "/help/faq")
    expect(within(footer()).getByText("បើករៀងរាល់ថ្ងៃ ម៉ោង ១១:០០ ព្រឹក-១០:០០ យប់")).toBeInTheDocument()
    const contact = document.getElementById("contact")!
    expect(within(contact).getByText("ច័ន្ទ-សុក្រ ម៉ោង ១១:០០ ព្រឹក-១០:០០ យប់")).toBeInTheDocument()
  })

  it("a help page renders the admin's paragraphs, headings, lists and links, and never their HTML", async () => {
    fakeApi({ en: [item()], shopFacts: FACTS })
    renderApp("/help/faq")
    const page = await screen.findByRole("article")
    expect(await within(page).findByRole("heading", { level: 2, name: "Do you ship abroad?" })).toBeInTheDocument()
    expect(within(page).getByRole("heading", { level: 1, name: "FAQ" })).toBeInTheDocument()
    expect(within(page).getByText("US").tagName).toBe("STRONG")
    expect(within(page).getByRole("link", { name: "delivery" })).toHaveAttribute("href", "/help/delivery")
    expect(within(page).getByRole("link", { name: "Track" })).toHaveAttribute("rel", "noopener noreferrer")
    expect(within(page).getAllByRole("listitem")).toHaveLength(2)
    expect(within(page).getByText(/<script>alert\(1\)<\/script> stays text/)).toBeInTheDocument()
    expect(page.querySelector("script")).toBeNull()
    await waitFor(() => expect(document.title).toBe("FAQ | Amok House"))
  })

  it("an empty page keeps the placeholder, in English and Khmer; an unknown one is not found", async () => {
    fakeApi({ en: [item()], shopFacts: FACTS })
    const en = renderApp("/help/returns")
    expect(await screen.findByRole("heading", { level: 1, name: "Returns & refunds" })).toBeInTheDocument()
    expect(screen.getByText("This page is being written.")).toBeInTheDocument()
    expect(within(screen.getByRole("article")).getByRole("link", { name: "(978) 555-0123" })).toBeInTheDocument()
    en.unmount()

    renderApp("/help/faq", "km")
    expect(await screen.findByRole("heading", { level: 1, name: "សំណួរញឹកញាប់" })).toBeInTheDocument()
    expect(screen.getByText("ទំព័រនេះកំពុងសរសេរ។")).toBeInTheDocument()
  })

  it("an unknown help page is the not-found screen", async () => {
    fakeApi({ en: [item()] })
    renderApp("/help/recipes")
    expect(await screen.findByText("404 Page Not Found")).toBeInTheDocument()
  })
})
