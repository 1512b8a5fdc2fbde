import { ApiGetAbaQrCode, ABA_QR_ERRORS } from "../../aba-qr-code/validators"
import { ApiPostCreatePaymentLink, PAYMENT_LINK_ERRORS } from "../validators"

const body = {
  amount: 45.31,
  orderDetails: { name: "Sokha Chan", items: [{ id: "prod_a", name: "Prahok", quantity: 2 }], address: "1 Main St, Long Beach, CA 90813", email: "" },
}

describe("ApiPostCreatePaymentLink", () => {
  it("accepts the storefront's body, with or without regenerate", () => {
    expect(ApiPostCreatePaymentLink.parse(body)).toMatchObject({ amount: 45.31, orderDetails: { email: undefined } })
    expect(ApiPostCreatePaymentLink.parse({ ...body, amount: "45.31", regenerate: true })).toMatchObject({ amount: 45.31, regenerate: true })
  })
  it("accepts the spec's items of name and quantity, without id", () => {
    const spec = { amount: 45.31, orderDetails: { name: "Sokha Chan", items: [{ name: "Prahok", quantity: 2 }], address: "1 Main St" } }
    expect(ApiPostCreatePaymentLink.parse(spec).orderDetails.items).toEqual([{ name: "Prahok", quantity: 2 }])
  })
  it.each([
    [{ ...body, amount: -1 }, PAYMENT_LINK_ERRORS.amount],
    [{ ...body, amount: "abc" }, PAYMENT_LINK_ERRORS.amount],
    [{ ...body, orderDetails: { ...body.orderDetails, items: [] } }, PAYMENT_LINK_ERRORS.items],
    [{ ...body, orderDetails: { ...body.orderDetails, items: [{ id: "prod_a", quantity: 0 }] } }, PAYMENT_LINK_ERRORS.quantity],
    [{ ...body, orderDetails: { ...body.orderDetails, items: [{ quantity: 1 }] } }, PAYMENT_LINK_ERRORS.item],
    [{ ...body, orderDetails: { ...body.orderDetails, items: [{ name: " ", quantity: 1 }] } }, PAYMENT_LINK_ERRORS.item],
    [{ ...body, orderDetails: { ...body.orderDetails, address: " " } }, PAYMENT_LINK_ERRORS.address],
    [{ ...body, orderDetails: { ...body.orderDetails, email: "x@" } }, PAYMENT_LINK_ERRORS.email],
  ])("refuses bad input %#", (input, message) => {
    const r = ApiPostCreatePaymentLink.safeParse(input)
    expect(r.success).toBe(false)
    expect(r.error!.issues[0].message).toBe(message)
  })
})

describe("ApiGetAbaQrCode", () => {
  it("asks for the static KHQR when neither amount nor reference is given (the spec's call)", () => {
    expect(ApiGetAbaQrCode.parse({})).toBeNull()
    expect(ApiGetAbaQrCode.parse({ lang: "km" })).toBeNull()
  })
  it("accepts an amount with up to 2 decimals and an ORDER- reference", () => {
    expect(ApiGetAbaQrCode.parse({ amount: "31.93", reference: "ORDER-123456" })).toEqual({ amount: 31.93, reference: "ORDER-123456" })
    expect(ApiGetAbaQrCode.parse({ amount: "10000", reference: "ORDER-1" })?.amount).toBe(10000)
  })
  it.each([
    [{ amount: "0", reference: "ORDER-1" }, ABA_QR_ERRORS.amount],
    [{ amount: "10000.01", reference: "ORDER-1" }, ABA_QR_ERRORS.amount],
    [{ amount: "1.234", reference: "ORDER-1" }, ABA_QR_ERRORS.amount],
    [{ amount: "-5", reference: "ORDER-1" }, ABA_QR_ERRORS.amount],
    [{ reference: "ORDER-1" }, ABA_QR_ERRORS.amount],
    [{ amount: "5" }, ABA_QR_ERRORS.reference],
    [{ amount: "" }, ABA_QR_ERRORS.amount],
    [{ amount: "5", reference: "ORDER 1<script>" }, ABA_QR_ERRORS.reference],
    [{ amount: "5", reference: "ORDER-" + "1".repeat(30) }, ABA_QR_ERRORS.reference],
  ])("refuses %j", (query, message) => {
    const r = ApiGetAbaQrCode.safeParse(query)
    expect(r.success).toBe(false)
    expect(r.error!.issues[0].message).toBe(message)
  })
})
