import type { AdminOrder } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import resources, { SHOP_NS } from "../i18n"
import { en } from "../i18n/en"
import { km } from "../i18n/km"
import ContactMessagesPage from "../routes/contact-messages/page"
import { contactMessage, fakeShop, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import OrderShippingWidget from "../widgets/order-shipping"
import OrderShopPanel from "../widgets/order-shop-panel"
import { KHMER_FONT_CSS, KHMER_FONT_FAMILY, KHMER_FONT_STYLE_ID } from "../lib/khmer-font"

type Table = { [key: string]: string | Table }
const leaves = (table: Table, prefix = ""): [string, string][] =>
  Object.entries(table).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const EN = new Map(leaves(en))
const KM = new Map(leaves(km))
/** Names that stay as they are in Khmer: the payment brands, "English" on the language switch, and "#1042" (an order number). */
const SAME_IN_KHMER = ["common.english", "common.khmer", "emails.orderRef"]

describe("the English and Khmer tables", () => {
  it("have the same keys", () => {
    expect([...KM.keys()].sort()).toEqual([...EN.keys()].sort())
  })

  it("have no empty strings", () => {
    expect([...EN, ...KM].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([])
  })

  it("use the same {{placeholders}} for each key", () => {
    const differing = [...EN].filter(([k, v]) => placeholders(v).join() !== placeholders(KM.get(k) ?? "").join()).map(([k]) => k)
    expect(differing).toEqual([])
  })

  it("Khmer is written in Khmer, apart from names", () => {
    const notKhmer = [...KM].filter(([k, v]) => !/[\u1780-\u17FF]/.test(v) && !SAME_IN_KHMER.includes(k)).map(([k]) => k)
    expect(notKhmer).toEqual([])
  })

  it("are registered with the dashboard's i18next under the namespace the sidebar labels name", () => {
    expect(resources).toEqual({ en: { [SHOP_NS]: en }, km: { [SHOP_NS]: km } })
    expect(SHOP_NS).toBe("cambodianShop")
  })
})

describe("the admin in Khmer", () => {
  it("shows the order panel in Khmer when the dashboard's language is km", async () => {
    fakeShop({ orders: [shopOrder({ paymentMethod: "card", paymentConfirmed: false })] })
    renderInAdmin(<OrderShopPanel data={{ id: "order_01" } as AdminOrder} />, { lang: "km" })
    const region = await screen.findByRole("region", { name: km.order.verifyTitle })
    expect(region).toHaveAttribute("lang", "km")
    expect(within(region).getByRole("button", { name: km.order.verify })).toBeInTheDocument()
    expect(within(region).getByRole("button", { name: km.order.reject })).toBeInTheDocument()
    expect(within(region).getByText(km.payments.method.card)).toBeInTheDocument()
    expect(within(region).getByText(km.order.verifyHint)).toBeInTheDocument()
    expect(within(region).queryByText(en.order.verify)).not.toBeInTheDocument()
  })

  it("shows the shipping label flow in Khmer, Khmer-KH included", async () => {
    fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShippingWidget data={{ id: "order_01", fulfillments: [] } as unknown as AdminOrder} />, { lang: "km-KH" })
    const region = await screen.findByRole("region", { name: km.shipping.label.title })
    expect(await within(region).findByRole("heading", { name: km.shipping.dialog.step1 })).toBeInTheDocument()
    expect(within(region).getByRole("button", { name: km.shipping.dialog.compare })).toBeInTheDocument()
  })

  it("any other dashboard language shows English", async () => {
    fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShopPanel data={{ id: "order_01" } as AdminOrder} />, { lang: "fr" })
    expect(await screen.findByRole("region", { name: en.order.verifyTitle })).toHaveAttribute("lang", "en")
  })

  it("the English / ខ្មែរ switch sets the admin's language and the page follows", async () => {
    fakeShop({ messages: [contactMessage()] })
    const { i18n } = renderInAdmin(<ContactMessagesPage />)
    expect(await screen.findByRole("heading", { name: en.contact.title })).toBeInTheDocument()
    const khmer = within(screen.getByRole("group", { name: en.common.language })).getByRole("button", { name: "ខ្មែរ" })
    expect(khmer).toHaveAttribute("aria-pressed", "false")

    fireEvent.click(khmer)
    expect(await screen.findByRole("heading", { name: km.contact.title })).toBeInTheDocument()
    expect(i18n.language).toBe("km")
    expect(screen.getByRole("button", { name: km.contact.markHandled })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("button", { name: "ខ្មែរ" })).toHaveAttribute("aria-pressed", "true"))
  })
})

describe("the Khmer font", () => {
  it("ships with the extension and is what the widgets' Khmer text is drawn in, over Medusa's own text classes", async () => {
    // The face is the storefront's self-hosted Noto Sans Khmer file, installed once on the page.
    const installed = document.querySelectorAll(`style#${KHMER_FONT_STYLE_ID}`)
    expect(installed).toHaveLength(1)
    expect(installed[0].textContent).toBe(KHMER_FONT_CSS)
    expect(KHMER_FONT_CSS).toMatch(/@font-face \{[^}]*font-family: "Noto Sans Khmer Variable";[^}]*src: url\("[^"]*noto-sans-khmer-khmer-wght-normal\.woff2"\)[^}]*unicode-range: U\+1780-17FF/)

    // Medusa's dashboard CSS names Inter and the system fonts only, on each text class.
    const medusa = document.createElement("style")
    medusa.textContent = `.txt-compact-small, .txt-small, .txt-compact-small-plus { font-family: Inter, ui-sans-serif, system-ui, sans-serif; }`
    document.head.appendChild(medusa)
    try {
      fakeShop({ orders: [shopOrder({ paymentMethod: "card", paymentConfirmed: false })] })
      renderInAdmin(<OrderShopPanel data={{ id: "order_01" } as AdminOrder} />, { lang: "km" })
      const region = await screen.findByRole("region", { name: km.order.verifyTitle })
      const hint = within(region).getByText(km.order.verifyHint)
      expect(hint.className).toMatch(/txt-/)
      const stack = getComputedStyle(hint).fontFamily
      expect(stack).toContain(`"${KHMER_FONT_FAMILY}"`)
      expect(stack.indexOf("Inter")).toBeLessThan(stack.indexOf(KHMER_FONT_FAMILY)) // Latin letters keep Inter
    } finally {
      medusa.remove()
    }
  })
})
