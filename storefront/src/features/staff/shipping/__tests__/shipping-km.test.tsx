import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../../test/fake-api"
import { formatDateTime } from "../../../../lib/dates"
import type { Order } from "../../api/orders"
import { fakeStaffApi, labelEntry, order, RATES, trackingFor } from "../../__tests__/staff-api"

afterEach(() => vi.unstubAllGlobals())

function selectTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

// Data stays as entered or as the carriers name it: customers, addresses, items, dates in the spec's
// format, carriers and their services, tracking numbers, file names.
const BRANDS = ["USPS", "UPS", "FedEx", "Shippo", ...RATES.map((r) => r.service ?? "")]
const dataOf = (o: Order) => [o.customerName, o.deliveryAddress, ...o.orderItems.map((i) => i.name), formatDateTime(new Date(o.createdAt)), o.trackingNumber ?? "", trackingFor(o.id)]

function englishLeft(el: HTMLElement, data: string[]) {
  const labels = [...el.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))
  let text = [el.textContent, el.getAttribute("aria-label"), ...labels].join(" ")
  for (const d of [...data, ...BRANDS].filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(d).join(" ")
  return text.match(/[A-Za-z]{2,}/g) ?? []
}

const ORDERS = [order({ id: 1043, paymentStatus: "paid" }), order(), order({ id: 1041, orderStatus: "shipped", status: "shipped", trackingNumber: "9400111", shippingLabel: "/static/l.png" })]
const DATA = [...ORDERS.flatMap(dataOf), "shipping-label-order-1041.png"]

describe("shipping screens in Khmer", () => {
  it("shows the label dialog's steps and rates without English", async () => {
    fakeStaffApi({ orders: ORDERS })
    renderApp("/admin", "km")
    const card = (await screen.findByRole("heading", { name: /ការគ្រប់គ្រងការបញ្ជាទិញ/ })).closest("section")!
    fireEvent.click((await within(card).findAllByRole("button", { name: "បើកការបញ្ជាទិញ #1042" }))[0])
    const dialog = await screen.findByRole("dialog", { name: "ការបញ្ជាទិញ #1042" })
    fireEvent.click(within(dialog).getByRole("button", { name: "បង្កើតស្លាកដឹកជញ្ជូន" }))
    expect(await within(dialog).findByRole("button", { name: "ប្រៀបធៀបតម្លៃក្រុមហ៊ុនដឹកជញ្ជូន" })).toBeInTheDocument()
    expect(englishLeft(dialog, DATA)).toEqual([])

    fireEvent.click(within(dialog).getByRole("button", { name: "ប្រៀបធៀបតម្លៃក្រុមហ៊ុនដឹកជញ្ជូន" }))
    fireEvent.click(await within(dialog).findByRole("button", { name: "ក្រុមហ៊ុនដឹកជញ្ជូនទាំងអស់" }))
    await waitFor(() => expect(within(dialog).getAllByRole("radio")).toHaveLength(RATES.length))
    expect(englishLeft(dialog, DATA)).toEqual([])
    expect(dialog).toHaveTextContent("តម្លៃសមរម្យបំផុត")
    expect(dialog).toHaveTextContent("តម្លៃគំរូ")

    fireEvent.click(within(dialog).getByRole("radio", { name: /\$10\.40/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: "បង្កើតស្លាកដឹកជញ្ជូន" }))
    // The label's price, and 1042's payment is not verified: asked in Khmer.
    const ask = await screen.findByRole("alertdialog", { name: "ទិញស្លាកនេះឬ?" })
    expect(ask).toHaveTextContent("ការទូទាត់មិនទាន់បានផ្ទៀងផ្ទាត់នៅឡើយទេ។ ដឹកជញ្ជូនដដែលឬ?")
    expect(englishLeft(ask, [...DATA, "USPS Priority Mail", "$10.40"])).toEqual([])
    fireEvent.click(within(ask).getByRole("button", { name: "ទិញស្លាកក្នុងតម្លៃ $10.40" }))
    expect(await screen.findByText(`បានបង្កើតស្លាកដឹកជញ្ជូន ជាមួយលេខតាមដាន៖ ${trackingFor(1042)}`)).toBeInTheDocument()
    selectTab(await within(dialog).findByRole("tab", { name: "ស្លាកដឹកជញ្ជូន" }))
    expect(await within(dialog).findByRole("heading", { name: "បានបង្កើតស្លាករួចហើយ" })).toBeInTheDocument()
    expect(englishLeft(dialog, DATA)).toEqual([])
  })

  it("shows /shipping-admin with its side panel without English", async () => {
    fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin", "km")
    const main = await screen.findByRole("main")
    const pending = within(await screen.findByRole("region", { name: "ការបញ្ជាទិញដែលរង់ចាំការដឹកជញ្ជូន" }))
    fireEvent.click(pending.getByRole("button", { name: "ស្លាកសម្រាប់ការបញ្ជាទិញ #1042" }))
    const panel = within(await screen.findByRole("region", { name: "ស្លាកសម្រាប់ការបញ្ជាទិញ #1042" }))
    await panel.findByRole("radio")
    expect(englishLeft(main, DATA)).toEqual([])
    selectTab(panel.getByRole("tab", { name: "ក្រុមហ៊ុនដឹកជញ្ជូនទាំងអស់" }))
    await waitFor(() => expect(panel.getAllByRole("radio")).toHaveLength(RATES.length))
    expect(englishLeft(main, DATA)).toEqual([])
    fireEvent.click(panel.getByRole("radio", { name: /\$12\.85/ }))
    fireEvent.click(panel.getByRole("button", { name: "បង្កើតស្លាក" }))
    const ask = await screen.findByRole("alertdialog", { name: "ទិញស្លាកនេះឬ?" })
    expect(englishLeft(ask, [...DATA, "UPS Ground", "$12.85"])).toEqual([])
    fireEvent.click(within(ask).getByRole("button", { name: "ទិញស្លាកក្នុងតម្លៃ $12.85" }))
    expect(await screen.findByRole("region", { name: "បានបង្កើតស្លាករួចរាល់" })).toBeInTheDocument()
    expect(englishLeft(main, [...DATA, "UPS Ground"])).toEqual([])
  })

  it("shows /shippo-admin, its banner and its tabs without English", async () => {
    fakeStaffApi({
      orders: ORDERS,
      labels: [labelEntry({ orderId: 1041, url: "/static/l.png", trackingNumber: "9400111" })],
    })
    renderApp("/shippo-admin", "km")
    const main = await screen.findByRole("main")
    expect(await screen.findByText("របៀបសាកល្បង៖ ស្លាកគឺជាគំរូ")).toBeInTheDocument()
    await waitFor(() => expect(within(screen.getByRole("group", { name: "ការបញ្ជាទិញដែលត្រូវផ្ញើ" })).getAllByRole("radio")).toHaveLength(2))
    expect(englishLeft(main, [...DATA, formatDateTime(new Date("2026-11-23T10:00:00.000Z"))])).toEqual([])
    selectTab(screen.getByRole("tab", { name: "ការបញ្ជាទិញដែលបានផ្ញើចេញ" }))
    await screen.findByRole("region", { name: "ការបញ្ជាទិញដែលបានផ្ញើចេញ" })
    expect(englishLeft(main, DATA)).toEqual([])
    selectTab(screen.getByRole("tab", { name: "ប្រវត្តិស្លាក" }))
    await screen.findByRole("table")
    expect(englishLeft(main, [...DATA, formatDateTime(new Date("2026-11-23T10:00:00.000Z"))])).toEqual([])
  })
})
