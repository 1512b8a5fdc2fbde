import { paymentMethodsFromConfig, providerIdFor } from "../payment-methods"

const manual = {
  cashapp: { handle: "$Shop", name: "Shop" },
  venmo: { handle: "@Shop" },
  zelle: { handle: "pay@shop.test" },
  paypal: { handle: "ShopPay" },
  aba: { handle: "shop@aba", name: "SHOP" },
}

describe("paymentMethodsFromConfig", () => {
  it("reads the manual provider's options from the payment module (object form)", () => {
    const config = {
      modules: {
        payment: {
          resolve: "@medusajs/medusa/payment",
          options: { providers: [{ resolve: "compat-api/providers/payment-manual", id: "manual", options: manual }] },
        },
      },
    }
    expect(paymentMethodsFromConfig(config as any, {})).toEqual({
      cashapp: { handle: "$Shop", name: "Shop" },
      venmo: { handle: "@Shop" },
      zelle: { handle: "pay@shop.test" },
      paypal: { handle: "ShopPay" },
      aba: { handle: "shop@aba", name: "SHOP" },
      card: { sandbox: true, available: true },
    })
  })

  it("reports no card payment in production without a Stripe key unless the sandbox is turned on", () => {
    const config = { modules: {} }
    expect(paymentMethodsFromConfig(config as any, { NODE_ENV: "production" }).card).toEqual({ sandbox: false, available: false })
    expect(paymentMethodsFromConfig(config as any, { NODE_ENV: "production", CARD_SANDBOX: "true" }).card).toEqual({ sandbox: true, available: true })
  })

  it("reads the array form too, and reports a real Stripe key as not sandbox", () => {
    const config = {
      modules: [
        { resolve: "@medusajs/medusa/payment", options: { providers: [{ resolve: "x/payment-manual", id: "manual", options: manual }] } },
      ],
    }
    expect(paymentMethodsFromConfig(config as any, { STRIPE_API_KEY: "sk_test_1" }).card).toEqual({ sandbox: false, available: true })
  })

  it("answers null for methods without a configured provider", () => {
    expect(paymentMethodsFromConfig({ modules: {} } as any, {})).toMatchObject({ cashapp: null, aba: null })
  })
})

describe("providerIdFor", () => {
  it("maps the spec's methods to provider ids", () => {
    expect(providerIdFor("stripe")).toBe("pp_stripe-checkout_stripe")
    expect(providerIdFor("zelle")).toBe("pp_zelle_manual")
  })
})
