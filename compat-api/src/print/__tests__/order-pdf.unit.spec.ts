import { shopFacts } from "@shop/contract"
import { pdfBuffer, renderOrdersPdf, type PrintKind, type PrintOrder } from "../order-pdf"
import type { PrintLang } from "../texts"
import { PRINT_TEXTS } from "../texts"
import { pdfFontNames, pdfPages, pdfText } from "./pdf-text"

const order: PrintOrder = {
  id: 1042,
  memo: "ORDER-123456",
  createdAt: "2026-11-28T06:00:00Z",
  customerName: "Sokha Chan",
  customerPhone: "(562) 555-0100",
  customerEmail: "sokha@example.com",
  deliveryAddress: "12 Main St, Long Beach, CA 90813",
  notes: "Please leave at the door",
  items: [
    { name: "Prahok (Fermented Fish Paste)", quantity: 2, unitPrice: 8.5 },
    { name: "ប្រហុក", quantity: 3, unitPrice: 12 },
  ],
  subtotal: 53,
  deliveryFee: 10,
  cardFee: 1.9,
  total: 64.9,
  refunded: 5,
  paymentMethod: "zelle",
  paymentState: "partially_refunded",
}

const render = (kind: PrintKind, orders: PrintOrder[], lang: PrintLang = "en") =>
  pdfBuffer(renderOrdersPdf(kind, orders, { lang, shop: shopFacts({}), timeZone: "America/Los_Angeles" }))

describe("order PDFs", () => {
  it("a packing slip has the items and quantities, the address, the order number and memo, and no price", async () => {
    const text = pdfText(await render("packing-slip", [order]))
    expect(text).toContain("Packing slip")
    expect(text).toContain("Order #1042")
    expect(text).toContain("Payment memo: ORDER-123456")
    expect(text).toContain("12 Main St, Long Beach, CA 90813")
    expect(text).toContain("Phone: (562) 555-0100")
    expect(text).toMatch(/Prahok \(Fermented Fish Paste\)\n2\n/)
    expect(text).toMatch(/ប្រហុក\n3\n/)
    expect(text).toContain("Please leave at the door")
    expect(text).toContain("Cambodian Heritage Market")
    // the order's date in the shop's time zone (06:00 UTC is the evening before in Los Angeles)
    expect(text).toContain("Nov 27, 2026")
    expect(text).not.toContain("$")
  })

  it("an invoice has the line totals, fees, total, refund, method and payment state", async () => {
    const text = pdfText(await render("invoice", [order]))
    expect(text).toContain("Invoice")
    expect(text).toMatch(/Prahok \(Fermented Fish Paste\)\n2\n\$8\.50\n\$17\.00/)
    expect(text).toMatch(/Subtotal\n\$53\.00/)
    expect(text).toMatch(/Delivery fee\n\$10\.00/)
    expect(text).toMatch(/Card fee\n\$1\.90/)
    expect(text).toMatch(/Total\n\$64\.90/)
    expect(text).toMatch(/Refunded\n−\$5\.00/)
    expect(text).toMatch(/Payment method\nZelle/)
    expect(text).toMatch(/Payment\nPartially refunded/)
  })

  it("a Khmer invoice is in Khmer, names the Khmer product, and embeds Noto Sans Khmer", async () => {
    const pdf = await render("invoice", [order], "km")
    const text = pdfText(pdf)
    const km = PRINT_TEXTS.km
    for (const word of [km.invoice, km.subtotal, km.deliveryFee, km.total, km.states.partially_refunded, "ការបញ្ជាទិញ #1042", "ប្រហុក"]) {
      expect(text).toContain(word)
    }
    expect(text).not.toContain("Subtotal")
    expect(pdfFontNames(pdf).some((n) => /\+NotoSansKhmer-Regular$/.test(n))).toBe(true)
    // the font file is in the PDF (a FontFile2 stream), not only named
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2 \d+ 0 R/)
  })

  it("a batch has one page per order, and a long order goes on over the next page with its number", async () => {
    const long = { ...order, id: 1043, items: Array.from({ length: 70 }, (_, i) => ({ name: `Kroeung paste ${i + 1}`, quantity: 1, unitPrice: 3 })) }
    const pages = pdfPages(await render("packing-slip", [order, long, { ...order, id: 1044 }]))
    const firstLines = pages.map((p) => p.find((l) => /^Order #\d+/.test(l)))
    expect(firstLines[0]).toBe("Order #1042")
    expect(firstLines[1]).toBe("Order #1043")
    expect(firstLines.slice(2, -1).every((l) => l === "Order #1043 (continued)")).toBe(true)
    expect(firstLines.at(-1)).toBe("Order #1044")
    // every item once, none lost at a page break
    const items = pages.flat().filter((l) => /^Kroeung paste \d+$/.test(l))
    expect(items).toHaveLength(70)
    expect(new Set(items).size).toBe(70)
  })
})
