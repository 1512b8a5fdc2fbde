import jpeg from "jpeg-js"
import { KHQR } from "ts-khqr"
import { abaAccountFromEnv, abaQrCodeDataUrl, buildKhqrPayload, KHQR_LIFETIME_MS, renderQrJpeg } from "../khqr-image"

const account = { accountId: "cambodianheritage@aclb", merchantName: "Cambodian Heritage", merchantCity: "Phnom Penh" }
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

// ts-khqr refuses an expiry in the past by the real clock: freeze it.
beforeEach(() => {
  jest.spyOn(Date, "now").mockReturnValue(NOW)
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe("buildKhqrPayload", () => {
  it("makes a valid dynamic KHQR in USD with the amount, the order reference and a CRC", () => {
    const { qr, md5 } = buildKhqrPayload(account, { amount: 31.93, reference: "ORDER-123456" }, NOW)
    expect(KHQR.verify(qr).isValid).toBe(true)
    const parsed = KHQR.parse(qr)
    expect(parsed.status.code).toBe(0)
    expect(parsed.data).toMatchObject({
      bakongAccountID: "cambodianheritage@aclb",
      merchantName: "Cambodian Heritage",
      merchantCity: "Phnom Penh",
      transactionCurrency: "840",
      transactionAmount: "31.93",
      billNumber: "ORDER-123456",
      pointofInitiationMethod: "12",
      countryCode: "KH",
    })
    expect(Number((parsed.data as any).expirationTimestamp)).toBe(NOW + KHQR_LIFETIME_MS)
    expect(md5).toMatch(/^[0-9a-f]{32}$/)
  })

  it("makes the static KHQR of the account without an order: method 11, no amount, no bill number, no expiry", () => {
    const { qr } = buildKhqrPayload(account, null, NOW)
    expect(KHQR.verify(qr).isValid).toBe(true)
    expect(qr.startsWith("000201010211")).toBe(true)
    const parsed = KHQR.parse(qr).data as Record<string, unknown>
    expect(parsed).toMatchObject({
      bakongAccountID: "cambodianheritage@aclb",
      merchantName: "Cambodian Heritage",
      merchantCity: "Phnom Penh",
      transactionCurrency: "840",
      pointofInitiationMethod: "11",
    })
    for (const field of ["transactionAmount", "billNumber", "expirationTimestamp"]) {
      expect(parsed[field] ?? null).toBeNull()
    }
    // the same code every time: it can be printed
    expect(buildKhqrPayload(account, null, NOW + 86_400_000).qr).toBe(qr)
  })

  it("detects a tampered payload through the CRC", () => {
    const { qr } = buildKhqrPayload(account, { amount: 31.93, reference: "ORDER-123456" }, NOW)
    expect(KHQR.verify(qr.replace("31.93", "01.93")).isValid).toBe(false)
  })

  it("reads the account from the environment, with defaults", () => {
    expect(abaAccountFromEnv({})).toEqual(account)
    expect(abaAccountFromEnv({ ABA_ACCOUNT_ID: "shop@abaa", ABA_MERCHANT_NAME: "X".repeat(40) } as any)).toMatchObject({
      accountId: "shop@abaa",
      merchantName: "X".repeat(25),
    })
  })
})

describe("renderQrJpeg / abaQrCodeDataUrl", () => {
  it("draws a square JPEG of about 400 px with a white quiet zone and dark modules", () => {
    const img = jpeg.decode(renderQrJpeg("hello KHQR"), { useTArray: true })
    expect(img.width).toBe(img.height)
    expect(img.width).toBeGreaterThanOrEqual(300)
    expect(img.width).toBeLessThanOrEqual(420)
    const at = (x: number, y: number) => img.data[(y * img.width + x) * 4]
    expect(at(2, 2)).toBeGreaterThan(200) // quiet zone
    const dark = Array.from({ length: img.width }, (_, x) => at(x, Math.floor(img.height / 2))).filter((v) => v < 60)
    expect(dark.length).toBeGreaterThan(20)
  })

  it("answers a data URL of a decodable JPEG", () => {
    const { qrCode, payload } = abaQrCodeDataUrl(account, { amount: 12.5, reference: "ORDER-654321" }, NOW)
    expect(qrCode).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/)
    const bytes = Buffer.from(qrCode.split(",")[1], "base64")
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    const img = jpeg.decode(bytes)
    expect(img.width).toBe(img.height)
    expect(KHQR.parse(payload).data).toMatchObject({ transactionAmount: "12.50", billNumber: "ORDER-654321" })
  })
})
