import {
  labelFilename,
  labelFileType,
  labelHistoryEntry,
  labelResult,
  shippingRecordOf,
  shipToFromEntry,
  shipToFromMedusaAddress,
  totalQuantity,
  uspsPriorityRate,
  type ShipRate,
} from "../shipping-mapper"

const rate = (provider: string, service: string, amount: string): ShipRate => ({
  id: `rate_${provider}_${service}`,
  provider,
  service,
  service_name: service,
  amount,
  rate: amount,
  currency: "USD",
  description: "Medium Flat Rate Box",
  box_type: "medium_flat_rate_box",
  estimated_days: 2,
  arrives_by: null,
  attributes: [],
  dimensions: "11.2 x 8.7 x 6 in",
  isBestValue: false,
  isRecommended: false,
  isFastest: false,
  isLowestPrice: false,
  sample: false,
})

describe("shipping mappers", () => {
  it("turns a Medusa address into Shippo's ship-to", () => {
    expect(
      shipToFromMedusaAddress(
        { first_name: "Sokha", last_name: "Chan", address_1: "1450 E Anaheim St", address_2: "", city: "Long Beach", province: "ca", postal_code: "90813", country_code: "us", phone: "5625550100" },
        "sokha@example.com"
      )
    ).toEqual({ name: "Sokha Chan", street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", country: "US", phone: "5625550100", email: "sokha@example.com" })
    expect(shipToFromMedusaAddress({ first_name: "A" })).toBeNull()
    expect(shipToFromMedusaAddress(null)).toBeNull()
  })

  it("parses the shopper's one-line address for an order not placed yet", () => {
    expect(
      shipToFromEntry({ customer_name: "Sokha Chan", customer_phone: "5625550100", customer_email: null, delivery_address: "1450 E Anaheim St, Long Beach, CA 90813" })
    ).toEqual({ name: "Sokha Chan", street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", country: "US", phone: "5625550100" })
  })

  it("records the fulfillment's label on the desk and answers the contract's label result", () => {
    const record = shippingRecordOf(
      {
        id: "ful_1",
        data: { carrier: "UPS", service: "Ground", transaction_id: "txn_1", label_file_id: "f1", amount: "12.85", currency: "USD", sample: false },
        labels: [{ tracking_number: "1Z1", tracking_url: "https://ups/1Z1", label_url: "http://shop/static/l.png" }],
      },
      { rateId: "rate_1", packageType: "package_medium" },
      new Date("2026-11-22T10:00:00.000Z")
    )
    expect(record).toEqual({
      tracking_number: "1Z1",
      tracking_url: "https://ups/1Z1",
      carrier: "UPS",
      service: "Ground",
      label_url: "http://shop/static/l.png",
      label_created_at: "2026-11-22T10:00:00.000Z",
      rate_id: "rate_1",
      package_type: "package_medium",
      fulfillment_id: "ful_1",
      label_file_id: "f1",
      carrier_label_url: null,
      transaction_id: "txn_1",
      amount: "12.85",
      currency: "USD",
      sample: false,
    })
    expect(labelResult(record)).toEqual({
      success: true,
      labelUrl: "http://shop/static/l.png",
      trackingNumber: "1Z1",
      trackingUrl: "https://ups/1Z1",
      status: "SUCCESS",
      serviceName: "UPS Ground",
      carrier: "UPS",
      sample: false,
      shippingLabelPrice: 12.85,
    })
    expect(() => shippingRecordOf({ id: "ful_2", data: {}, labels: [] }, { rateId: "r", packageType: null })).toThrow(/no label/)
  })

  it("names the carrier once when Shippo's service name already starts with it (UPS Ground, not UPS UPS Ground)", () => {
    const record = shippingRecordOf(
      { id: "ful_3", data: { carrier: "UPS", service: "UPS Ground" }, labels: [{ tracking_number: "1Z2", tracking_url: "", label_url: "http://shop/l.png" }] },
      { rateId: "r", packageType: null }
    )
    expect(labelResult(record).serviceName).toBe("UPS Ground")
    expect(labelResult({ ...record, carrier: "USPS", service: "Priority Mail" }).serviceName).toBe("USPS Priority Mail")
  })

  it("lists a label for the history and names its file", () => {
    expect(labelFilename(1042)).toBe("shipping-label-order-1042.png")
    expect(labelFilename(1042, "pdf")).toBe("shipping-label-order-1042.pdf")
    expect(
      labelHistoryEntry({ order_display_id: 1042, shipping: { label_url: "u", label_created_at: "2026-11-22T10:00:00.000Z", tracking_number: "9" } })
    ).toMatchObject({ filename: "shipping-label-order-1042.png", url: "u", createdAt: "2026-11-22T10:00:00.000Z", orderId: 1042, trackingNumber: "9", downloadUrl: "/api/shipping/labels/1042" })
    // The sandbox's labels are PDFs stored by the file module; Shippo's (signed) URLs are PNGs.
    expect(labelHistoryEntry({ order_display_id: 7, shipping: { label_url: "http://shop/static/17-shipping-label-order-7.pdf" } }).filename).toBe("shipping-label-order-7.pdf")
    expect(labelHistoryEntry({ order_display_id: 7, shipping: { label_url: "https://shippo/label.png?Signature=x.pdf&e=1" } }).filename).toBe("shipping-label-order-7.png")
  })

  it("tells a PDF label from a PNG one by its first bytes", () => {
    expect(labelFileType(Buffer.from("%PDF-1.3\n%%EOF"))).toEqual({ contentType: "application/pdf", extension: "pdf" })
    expect(labelFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ contentType: "image/png", extension: "png" })
    expect(labelFileType(Buffer.from("<html>"))).toBeNull()
    expect(labelFileType(new Uint8Array())).toBeNull()
  })

  it("picks USPS Priority Mail for the direct USPS label, else the cheapest USPS rate", () => {
    const express = rate("USPS", "Priority Mail Express", "48.14")
    const priority = rate("USPS", "Priority Mail", "16.60")
    const ground = rate("USPS", "Ground Advantage", "7.75")
    expect(uspsPriorityRate([ground, express, priority, rate("UPS", "Ground", "5.00")])).toBe(priority)
    expect(uspsPriorityRate([express, ground])).toBe(ground)
    expect(uspsPriorityRate([rate("UPS", "Ground", "5.00")])).toBeNull()
  })

  it("sums quantities, ignoring what is not a number", () => {
    expect(totalQuantity([{ quantity: 2 }, { quantity: "3" }, { quantity: "x" }, {}])).toBe(5)
  })
})
