import { describe, expect, it } from "vitest"
import type { z } from "zod"
import {
  ArchivedOrdersQuery,
  ApiGetAbaQrCode,
  ApiPatchOrder,
  ApiPatchPayment,
  ApiPatchStatus,
  ApiPostCancel,
  ApiPostContact,
  ApiPostLimit,
  ApiPostCreateLabel,
  ApiPostCreatePaymentLink,
  ApiPostGetRates,
  ApiPostOrder,
  ApiPostSimpleLabel,
  CONTACT_ERRORS,
  CreateProductUpload,
  ERROR_TEXTS,
  ORDER_ERRORS,
  PatchProductFields,
  PRODUCT_ERRORS,
  ProductsBackup,
  SHIPPING_INPUT_ERRORS,
  STAFF_ORDER_ERRORS,
  type OrderRequest,
} from "../index.js"

/** The messages of a refused input, by field. */
function refusal(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input)
  expect(r.success).toBe(false)
  const out: Record<string, string> = {}
  for (const issue of r.error!.issues) out[issue.path.join(".") || "body"] ??= issue.message
  return out
}

/** The order payload of spec point 3, as the checkout sends it for a manual payment. */
const ORDER: OrderRequest = {
  customerName: "Sokha Chan",
  customerEmail: "",
  customerPhone: "5625550148",
  deliveryAddress: "1200 E Anaheim St, Long Beach, CA 90813",
  totalAmount: "25.50",
  paymentMethod: "zelle",
  paymentStatus: "paid",
  paymentSessionId: "manual_zelle_1718000000000",
  orderItems: [{ id: "prod_01", name: "Kampot pepper", price: 12.75, quantity: 2 }],
  notes: "",
  paymentConfirmed: true,
}

describe("POST /api/orders (spec points 3 and 5)", () => {
  it("accepts the spec's payload; paymentStatus is ignored, empty e-mail and notes are none", () => {
    const r = ApiPostOrder.parse(ORDER)
    expect(r).toMatchObject({ customerEmail: null, notes: null, totalAmount: 25.5, paymentMethod: "zelle", orderNumber: null })
    expect(ApiPostOrder.parse({ ...ORDER, paymentMethod: undefined, paymentSessionId: "cs_test_a1" }).paymentMethod).toBe("stripe")
  })

  it("refuses what the checkout form refuses, with its texts", () => {
    expect(refusal(ApiPostOrder, { ...ORDER, customerName: " ", customerPhone: "555-0148", customerEmail: "nope", zip: "9081" })).toEqual({
      customerName: ORDER_ERRORS.customer,
      customerPhone: ORDER_ERRORS.phone,
      customerEmail: ORDER_ERRORS.email,
      zip: ORDER_ERRORS.zip,
    })
  })

  it("needs a confirmed payment and a session id of its method", () => {
    expect(refusal(ApiPostOrder, { ...ORDER, paymentConfirmed: false })).toEqual({ paymentConfirmed: ORDER_ERRORS.paymentNotVerified })
    expect(refusal(ApiPostOrder, { ...ORDER, paymentSessionId: "" })).toEqual({ paymentSessionId: ORDER_ERRORS.paymentSession })
    expect(refusal(ApiPostOrder, { ...ORDER, paymentSessionId: "manual_venmo_1" })).toEqual({ paymentSessionId: ORDER_ERRORS.paymentSessionFormat })
    expect(refusal(ApiPostOrder, { ...ORDER, paymentMethod: "bitcoin" })).toEqual({ paymentMethod: ORDER_ERRORS.paymentMethod })
  })

  it("refuses an empty cart, a bad quantity and a malformed order number", () => {
    expect(refusal(ApiPostOrder, { ...ORDER, orderItems: [] })).toEqual({ orderItems: ORDER_ERRORS.items })
    expect(refusal(ApiPostOrder, { ...ORDER, orderItems: [{ id: "p", quantity: 100 }] })).toEqual({ "orderItems.0.quantity": ORDER_ERRORS.itemQuantity })
    expect(refusal(ApiPostOrder, { ...ORDER, orderNumber: "ORDER-12" })).toEqual({ orderNumber: ORDER_ERRORS.orderNumber })
    expect(ApiPostOrder.parse({ ...ORDER, orderNumber: "ORDER-123456" }).orderNumber).toBe("ORDER-123456")
    expect(ApiPostOrder.parse({ ...ORDER, locale: "km" }).locale).toBe("km")
    expect(ApiPostOrder.parse(ORDER).locale).toBeUndefined()
    expect(refusal(ApiPostOrder, { ...ORDER, locale: "fr" })).toEqual({ locale: ORDER_ERRORS.locale })
  })
})

describe("staff order calls", () => {
  it("take the spec's statuses only", () => {
    expect(ApiPatchPayment.parse({ paymentStatus: "paid" })).toEqual({ paymentStatus: "paid" })
    expect(refusal(ApiPatchPayment, { paymentStatus: "refunded" })).toEqual({ paymentStatus: ERROR_TEXTS["staffOrder.paymentStatus"] })
    // Reject's optional reason: trimmed, at most 500 characters, only with "failed".
    expect(ApiPatchPayment.parse({ paymentStatus: "failed", reason: "  No Zelle payment with memo ORDER-1 " })).toEqual({ paymentStatus: "failed", reason: "No Zelle payment with memo ORDER-1" })
    expect(ApiPatchPayment.parse({ paymentStatus: "failed", reason: "" })).toEqual({ paymentStatus: "failed" })
    expect(refusal(ApiPatchPayment, { paymentStatus: "failed", reason: "x".repeat(501) })).toEqual({ reason: ERROR_TEXTS["staffOrder.reason"] })
    expect(refusal(ApiPatchPayment, { paymentStatus: "failed", reason: 5 })).toEqual({ reason: ERROR_TEXTS["staffOrder.reason"] })
    expect(refusal(ApiPatchPayment, { paymentStatus: "paid", reason: "why" })).toEqual({ reason: ERROR_TEXTS["staffOrder.reasonOnlyForReject"] })
    expect(ApiPatchStatus.parse({ status: "completed" })).toEqual({ status: "completed" })
    expect(refusal(ApiPatchStatus, { status: "lost" })).toEqual({ status: "status must be one of: pending, acknowledged, processing, completed, cancelled, shipped." })
    expect(ApiPatchOrder.parse({ orderStatus: null })).toEqual({ orderStatus: null })
    expect(refusal(ApiPatchOrder, { orderStatus: "cancelled" })).toEqual({ orderStatus: ERROR_TEXTS["staffOrder.orderStatus"] })
  })

  it("Cancel order takes an optional reason of at most 500 characters (blank is none)", () => {
    expect(ApiPostCancel.parse({ reason: "  Out of stock  " })).toEqual({ reason: "Out of stock" })
    expect(ApiPostCancel.parse({ reason: " " })).toEqual({ reason: undefined })
    expect(ApiPostCancel.parse({})).toEqual({ reason: undefined })
    expect(ApiPatchStatus.parse({ status: "cancelled", reason: "Duplicate order" })).toMatchObject({ status: "cancelled", reason: "Duplicate order" })
    expect(refusal(ApiPostCancel, { reason: "x".repeat(501) })).toEqual({ reason: ERROR_TEXTS["staffOrder.reason"] })
    expect(refusal(ApiPostCancel, { reason: 7 })).toEqual({ reason: ERROR_TEXTS["staffOrder.reason"] })
  })
})

describe("POST /api/contact (spec point 5)", () => {
  it("accepts a message without e-mail and refuses short fields with the form's texts", () => {
    expect(ApiPostContact.parse({ name: " Dara ", phone: "5625550148", message: "Do you ship to Ohio?" })).toEqual({
      name: "Dara",
      email: null,
      phone: "5625550148",
      message: "Do you ship to Ohio?",
    })
    expect(refusal(ApiPostContact, { name: "D", email: "x@", phone: "555", message: "Hi" })).toEqual({
      name: CONTACT_ERRORS.name,
      email: CONTACT_ERRORS.email,
      phone: CONTACT_ERRORS.phone,
      message: CONTACT_ERRORS.message,
    })
  })
})

describe("payments", () => {
  it("POST /api/create-payment-link: amount, name, items of name and quantity, address", () => {
    const ok = ApiPostCreatePaymentLink.parse({ amount: "41.20", orderDetails: { name: "Sokha", items: [{ name: "Kampot pepper", quantity: 1 }], address: "Long Beach" } })
    expect(ok.amount).toBe(41.2)
    expect(refusal(ApiPostCreatePaymentLink, { amount: 0, orderDetails: { name: "S", items: [{ quantity: 1 }], address: "x" } })).toEqual({
      amount: ERROR_TEXTS["payment.amount"],
      "orderDetails.items.0.id": ERROR_TEXTS["payment.item"],
    })
    const details = { name: "Sokha", items: [{ name: "Kampot pepper", quantity: 1 }], address: "Long Beach" }
    expect(ApiPostCreatePaymentLink.parse({ amount: 5, orderDetails: { ...details, email: " " } }).orderDetails.email).toBeUndefined()
    expect(ApiPostCreatePaymentLink.parse({ amount: 5, orderDetails: { ...details, email: " sokha@example.com " } }).orderDetails.email).toBe("sokha@example.com")
    expect(refusal(ApiPostCreatePaymentLink, { amount: 5, orderDetails: { ...details, email: "x@" } })).toEqual({ "orderDetails.email": ERROR_TEXTS["payment.email"] })
  })

  it("GET /api/aba-qr-code: nothing, or amount and reference together", () => {
    expect(ApiGetAbaQrCode.parse({})).toBeNull()
    expect(ApiGetAbaQrCode.parse({ amount: "12.50", reference: "ORDER-123456" })).toEqual({ amount: 12.5, reference: "ORDER-123456" })
    expect(Object.keys(refusal(ApiGetAbaQrCode, { amount: "12.50" }))).toEqual(["reference"])
  })
})

describe("products (spec point 5)", () => {
  it("a new product needs an image, a name, a description, a price and a category", () => {
    expect(refusal(CreateProductUpload, { price: "$" })).toMatchObject({
      name: PRODUCT_ERRORS.name,
      description: PRODUCT_ERRORS.description,
      price: PRODUCT_ERRORS.priceMissing,
      categoryId: PRODUCT_ERRORS.categoryId,
      image: ERROR_TEXTS["image.missing"],
    })
    const ok = CreateProductUpload.parse({ name: "Fish", description: "Dried", price: " $1,234.50 ", categoryId: "pcat_1", image: new Uint8Array([1]) })
    expect(ok).toMatchObject({ price: 1234.5, isNew: false, isPopular: false })
  })

  it("price is free text in dollars: '12,50' is refused rather than guessed", () => {
    expect(refusal(PatchProductFields, { price: "12,50" })).toEqual({ price: PRODUCT_ERRORS.price })
    expect(PatchProductFields.parse({ cookTime: "", isNew: "on" })).toEqual({ cookTime: null, isNew: true })
  })

  it("a backup lists products with a handle of one word", () => {
    expect(ProductsBackup.parse({ products: [{ name: "Fish", handle: "dried-fish", status: "draft" }] }).products[0]).toMatchObject({ handle: "dried-fish" })
    expect(refusal(ProductsBackup, { products: [{ name: "Fish", handle: "dried fish" }] })).toEqual({ "products.0.handle": ERROR_TEXTS["backup.handle"] })
  })
})

describe("shipping (spec points 5 and 7)", () => {
  it("rates: an order number and a package type; the weight defaults to 2 lb", () => {
    expect(ApiPostGetRates.parse({ orderId: "1041", packageType: "package_medium" })).toEqual({ orderId: 1041, packageType: "package_medium", estimatedWeight: "2" })
    expect(refusal(ApiPostGetRates, { orderId: "x", packageType: "" })).toEqual({ orderId: SHIPPING_INPUT_ERRORS.orderId, packageType: SHIPPING_INPUT_ERRORS.packageType })
  })

  it("a carrier label needs a rate; the simple admin takes the four flat-rate types only", () => {
    expect(refusal(ApiPostCreateLabel, { orderId: 1041 })).toEqual({ rateId: SHIPPING_INPUT_ERRORS.rateId })
    expect(ApiPostSimpleLabel.parse({ orderId: 1041, packageType: "flat_rate_envelope" }).packageType).toBe("flat_rate_envelope")
    expect(refusal(ApiPostSimpleLabel, { orderId: 1041, packageType: "package_medium" })).toEqual({ packageType: SHIPPING_INPUT_ERRORS.flatRate })
  })
})

describe("POST /api/orders/limit", () => {
  it("keeps the spec's 10 by default and refuses a count that is not a whole number from 0 to 10000 with the contract's text", () => {
    expect(ApiPostLimit.parse({})).toEqual({ maxOrders: 10 })
    expect(ApiPostLimit.parse({ maxOrders: 0 })).toEqual({ maxOrders: 0 })
    for (const maxOrders of [-1, 2.5, 10_001, "ten", null]) {
      expect(refusal(ApiPostLimit, { maxOrders })).toEqual({ maxOrders: STAFF_ORDER_ERRORS.maxOrders })
    }
  })
})

describe("ArchivedOrdersQuery", () => {
  it("pages 50 at a time by default, trims the search and refuses bad numbers or a long search", () => {
    expect(ArchivedOrdersQuery.parse({})).toEqual({ limit: 50, offset: 0, q: undefined })
    expect(ArchivedOrdersQuery.parse({ limit: "10", offset: "20", q: "  #1042 " })).toEqual({ limit: 10, offset: 20, q: "#1042" })
    expect(ArchivedOrdersQuery.parse({ q: "   " }).q).toBeUndefined()
    expect(ArchivedOrdersQuery.safeParse({ limit: "0" }).error?.issues[0].message).toBe("limit must be a whole number from 1 to 200.")
    expect(ArchivedOrdersQuery.safeParse({ offset: "-1" }).success).toBe(false)
    expect(ArchivedOrdersQuery.safeParse({ q: "x".repeat(101) }).error?.issues[0].message).toBe("q must be at most 100 characters.")
  })
})
