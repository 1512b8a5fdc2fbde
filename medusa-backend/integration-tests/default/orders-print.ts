import { section } from "../helpers/runner"
import { pdfFontNames, pdfPages, pdfText } from "compat-api/testing/pdf-text"
import { any, bearer as bearerOf, expectStatus, menuItems, orderBody, placeShopperOrder, seededShop, STAFF, type MenuItem } from "../helpers/shop"

jest.setTimeout(240_000)

const ADMIN = { username: "sovann", email: "sovann@example.com", password: "lok-lak-4" }
const pdf = { ...any, responseType: "arraybuffer" as const }

/**
 * Issue 27 point 4: an order's packing slip and invoice, and a batch of packing slips, as PDFs
 * whose text is read back (through the fonts' ToUnicode maps, as a viewer copies it).
 */
export const ordersPrint = section("orders-print", {
  testSuite: ({ api, getContainer }) => {
    seededShop(getContainer, ADMIN, STAFF)
    let menu: MenuItem[]
    let khmerMenu: MenuItem[]
    let first: { id: number; orderId: string }
    let second: { id: number; orderId: string }
    const auth = async () => ({ ...(await bearerOf(api, ADMIN)), responseType: "arraybuffer" as const })

    beforeAll(async () => {
      menu = await menuItems(api)
      khmerMenu = (await api.get("/api/menu-items?lang=km")).data
      const [a, b] = menu.filter((m) => Number(m.price) < 40)
      first = await placeShopperOrder(api, getContainer(), orderBody("zelle", [{ ...a, quantity: 3 }, { ...b, quantity: 1 }], { orderNumber: "ORDER-482913", notes: "Ring twice please" }))
      second = await placeShopperOrder(api, getContainer(), orderBody("venmo", [{ ...a, quantity: 2 }]))
    })

    it("the packing slip has the items and quantities, the address, the number, memo and notes, and no price", async () => {
      const res = await api.get(`/api/orders/${first.id}/packing-slip.pdf`, await auth())
      expectStatus(res, 200)
      expect(res.headers["content-type"]).toMatch(/^application\/pdf/)
      expect(res.headers["content-disposition"]).toBe(`inline; filename="packing-slip-order-${first.id}.pdf"`)
      const text = pdfText(Buffer.from(res.data))
      const [a, b] = menu.filter((m) => Number(m.price) < 40)
      expect(text).toContain(`Order #${first.id}`)
      expect(text).toContain("Payment memo: ORDER-482913")
      expect(text).toContain("1200 E Anaheim St, Long Beach, CA, 90813")
      expect(text).toContain("Ring twice please")
      expect(text).toContain("Phone: (562) 555-0100")
      expect(text).toContain(`${a.name}\n3`)
      expect(text).toContain(`${b.name}\n1`)
      expect(text).not.toContain("$")
    })

    it("the invoice has the amounts; in Khmer it names the Khmer product and embeds Noto Sans Khmer", async () => {
      const en = await api.get(`/api/orders/${first.id}/invoice.pdf`, await auth())
      expectStatus(en, 200)
      const [a] = menu.filter((m) => Number(m.price) < 40)
      const text = pdfText(Buffer.from(en.data))
      expect(text).toContain(`$${Number(a.price).toFixed(2)}\n$${(Number(a.price) * 3).toFixed(2)}`)
      expect(text).toMatch(/Subtotal\n\$\d+\.\d\d/)
      expect(text).toMatch(/Delivery fee\n\$10\.00/)
      expect(text).toMatch(/Payment method\nZelle/)
      expect(text).toMatch(/Payment\nCustomer says paid/)

      const km = await api.get(`/api/orders/${first.id}/invoice.pdf?lang=km`, await auth())
      expectStatus(km, 200)
      const kmPdf = Buffer.from(km.data)
      const khmerName = khmerMenu.find((m) => m.id === a.id)!.name
      expect(khmerName).toMatch(/[\u1780-\u17FF]/)
      expect(pdfText(kmPdf)).toContain(khmerName)
      expect(pdfText(kmPdf)).toContain("វិក្កយបត្រ")
      expect(pdfFontNames(kmPdf).some((n) => n.endsWith("+NotoSansKhmer-Regular"))).toBe(true)
    })

    it("a batch of packing slips has one page per order, by ids or by the list's search", async () => {
      const byIds = await api.get(`/api/orders/packing-slips.pdf?ids=${first.id},${second.id}`, await auth())
      expectStatus(byIds, 200)
      const pages = pdfPages(Buffer.from(byIds.data))
      expect(pages).toHaveLength(2)
      expect(pages[0]).toContain(`Order #${first.id}`)
      expect(pages[1]).toContain(`Order #${second.id}`)

      const bySearch = await api.get(`/api/orders/packing-slips.pdf?search=${second.id}`, await auth())
      expectStatus(bySearch, 200)
      expect(pdfPages(Buffer.from(bySearch.data)).some((p) => p.includes(`Order #${second.id}`))).toBe(true)
    })

    it("Medusa's admin prints the same papers by Medusa's order id", async () => {
      const res = await api.get(`/admin/shop/orders/${first.orderId}/invoice.pdf`, await auth())
      expectStatus(res, 200)
      expect(pdfText(Buffer.from(res.data))).toContain(`Order #${first.id}`)
      const batch = await api.get(`/admin/shop/orders/packing-slips.pdf?ids=${first.id}`, await auth())
      expectStatus(batch, 200)
    })

    it("refuses: unknown order 404, bad ids 400, too many 400, unknown filter 400, bad lang 400, anonymous 401", async () => {
      const headers = await bearerOf(api, ADMIN)
      expect((await api.get(`/api/orders/999999/packing-slip.pdf`, headers)).status).toBe(404)
      expect((await api.get(`/api/orders/abc/invoice.pdf`, headers)).status).toBe(404)
      expect((await api.get(`/admin/shop/orders/order_missing/invoice.pdf`, headers)).status).toBe(404)
      expect((await api.get(`/api/orders/packing-slips.pdf?ids=${first.id},999999`, headers)).status).toBe(404)
      for (const q of ["ids=1,x", "ids=", "ids=-3", `ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(",")}`, "colour=red", "", "payment=maybe", `lang=fr&ids=${first.id}`]) {
        const res = await api.get(`/api/orders/packing-slips.pdf?${q}`, headers)
        expect([q, res.status]).toEqual([q, 400])
        expect(typeof res.data.error).toBe("string")
      }
      expect((await api.get(`/api/orders/${first.id}/invoice.pdf?lang=fr`, headers)).status).toBe(400)
      expect((await api.get(`/api/orders/${first.id}/invoice.pdf`, any)).status).toBe(401)
      expect((await api.get(`/api/orders/packing-slips.pdf?ids=${first.id}`, any)).status).toBe(401)
    })
  },
})
