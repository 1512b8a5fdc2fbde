import bwipjs from "bwip-js"
import { decodeCode128, pdfBarcodeWidths, pdfPageSizes, pdfTextLines } from "./label-pdf"
import { labelText, renderSampleLabel, SAMPLE_MARK, trackingBarcode, type SampleLabelInput } from "../label/sample-label"

const INPUT: SampleLabelInput = {
  from: { name: "Cambodian Heritage Market", street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", phone: "562-555-0148" },
  to: { name: "Sokha Chan", street1: "1450 E Anaheim St", street2: "Apt 12", city: "Long Beach", state: "CA", zip: "90813", country: "US" },
  carrier: "USPS",
  service: "Priority Mail",
  packageLabel: "Medium Flat Rate Box",
  dimensions: "11 x 8.5 x 5.5 in",
  weightLb: 2,
  trackingNumber: "9999000010425555555555",
  orderNumber: 1042,
  date: new Date("2026-11-22T10:00:00.000Z"),
}

describe("sample shipping label", () => {
  afterEach(() => jest.restoreAllMocks())

  it("is a one-page 4 x 6 in PDF (288 x 432 pt)", async () => {
    const pdf = await renderSampleLabel(INPUT)
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF\s*$/)
    expect(pdfPageSizes(pdf)).toEqual([[288, 432]])
    expect(pdf.length).toBeLessThan(20_000)
  })

  it("shows the sample mark top and bottom, carrier, service, package, both addresses, tracking and order numbers, and the date", async () => {
    const lines = pdfTextLines(await renderSampleLabel(INPUT, { compress: false }))
    expect(lines.filter((l) => l === SAMPLE_MARK)).toHaveLength(2)
    expect(lines[0]).toBe("SAMPLE – NOT FOR SHIPPING")
    expect(lines.at(-1)).toBe(SAMPLE_MARK)
    expect(lines).toEqual(
      expect.arrayContaining([
        "USPS",
        "PRIORITY MAIL",
        "MEDIUM FLAT RATE BOX  2 LB",
        "FROM:",
        "CAMBODIAN HERITAGE MARKET",
        "1450 E ANAHEIM ST",
        "TEL 562-555-0148",
        "SHIP TO:",
        "SOKHA CHAN",
        "1450 E ANAHEIM ST",
        "APT 12",
        "LONG BEACH, CA 90813",
        "USPS TRACKING # (SAMPLE)",
        "9999 0000 1042 5555 5555 55",
        "ORDER #1042",
        "2026-11-22",
        "PACKAGE 11 X 8.5 X 5.5 IN  2 LB",
      ])
    )
    // A US address does not print its country.
    expect(lines).not.toContain("US")
  })

  it("draws the tracking number as a Code 128 barcode asked of bwip-js, and the bars read back as the number", async () => {
    const raw = jest.spyOn(bwipjs, "raw")
    const pdf = await renderSampleLabel(INPUT, { compress: false })
    expect(raw).toHaveBeenCalledWith(expect.objectContaining({ bcid: "code128", text: INPUT.trackingNumber }))
    const widths = pdfBarcodeWidths(pdf)
    expect(widths).toEqual(trackingBarcode(INPUT.trackingNumber))
    expect(decodeCode128(widths)).toBe(INPUT.trackingNumber)
    // 22 digits in code set C: start, 11 pairs, check, stop.
    expect(widths.reduce((a, b) => a + b, 0)).toBe(13 * 11 + 13)
  })

  it("keeps a UPS-style tracking number (letters and digits) readable too", async () => {
    const pdf = await renderSampleLabel({ ...INPUT, carrier: "UPS", service: "UPS Ground", trackingNumber: "1Z999AA10123456784" }, { compress: false })
    expect(decodeCode128(pdfBarcodeWidths(pdf))).toBe("1Z999AA10123456784")
    expect(pdfTextLines(pdf)).toEqual(expect.arrayContaining(["UPS", "UPS GROUND", "UPS TRACKING # (SAMPLE)"]))
  })

  it("gives the same bytes for the same input (the date is the PDF's creation date)", async () => {
    const [a, b] = await Promise.all([renderSampleLabel(INPUT), renderSampleLabel(INPUT)])
    expect(a.equals(b)).toBe(true)
    expect(a.toString("latin1")).toContain("(D:20261122100000Z)")
  })

  it("writes what Helvetica cannot show as plain letters or ?, and fits a long line on the label", async () => {
    expect(labelText("Phnom Penh – Nguyễn Đức, Café ខ្មែរ")).toBe("Phnom Penh – Nguyen ?uc, Café ?????")
    const long = "Sokha Chan Sovannarith Kimheng Chanthavong Ratanak"
    const lines = pdfTextLines(
      await renderSampleLabel({ ...INPUT, to: { ...INPUT.to, name: long, country: "KH", city: "Phnom Penh", state: "", zip: "12000" } }, { compress: false })
    )
    expect(lines).toEqual(expect.arrayContaining(["PHNOM PENH, 12000", "KH"]))
    const name = lines.find((l) => l.startsWith("SOKHA CHAN"))!
    expect(long.toUpperCase().startsWith(name.replace(/…$/, ""))).toBe(true)
  })
})
