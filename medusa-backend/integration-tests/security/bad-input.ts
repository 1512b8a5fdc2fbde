import { seedShop, type SeedResult } from "../../src/scripts/seed-shop"
import { bearer } from "../helpers/shop"
import type { SecurityPart } from "./runner"

/**
 * Bad input to Medusa's own /store and /auth routes (unknown ids, providers that are not there,
 * malformed bodies): always a 4xx in Medusa's `{ type, message }` shape, never a 5xx.
 */
export const badInput: SecurityPart = ({ api, getContainer }) => {
  describe("security: bad input to Medusa's /store and /auth answers 4xx, never 5xx", () => {
    let seed: SeedResult
    const any = { validateStatus: () => true }
    const store = () => ({ ...any, headers: { "x-publishable-api-key": seed.publishableKey } })

    beforeAll(async () => {
      seed = await seedShop(getContainer())
    })

    it("cart promotions for an unknown cart: 404 not_found like Medusa's other cart routes", async () => {
      for (const method of ["post", "delete"]) {
        const res = await api.request({ method, url: "/store/carts/cart_nope/promotions", data: { promo_codes: ["NOPE"] }, ...store() })
        expect([res.status, res.data?.type]).toEqual([404, "not_found"])
      }
    })

    it("a payment session for an unknown payment collection: 404 not_found, nothing created", async () => {
      const res = await api.post("/store/payment-collections/pay_col_nope/payment-sessions", { provider_id: "pp_zelle_manual" }, store())
      expect(res.status).toBe(404)
      expect(res.data).toMatchObject({ type: "not_found", message: expect.stringContaining("pay_col_nope") })
    })

    it("verification with a code provider that is not configured: 404 not_found (confirm is open to anyone)", async () => {
      const res = await api.post("/auth/verification/confirm", { code: "123456", code_provider: "email" }, any)
      expect(res.status).toBe(404)
      expect(res.data).toMatchObject({ type: "not_found", message: expect.stringContaining("email") })
      // Requesting a code needs a sign-in; signed in, the same 404.
      const signedIn = await bearer(api)
      const request = await api.post("/auth/verification/request", { entity_id: "x", entity_type: "user", code_provider: "email" }, signedIn)
      expect([request.status, request.data?.type]).toEqual([404, "not_found"])
    })

    it("unknown ids and malformed bodies on other /store and /auth routes: all 4xx", async () => {
      const cart = await api.post("/store/carts", { region_id: seed.regionId }, store())
      expect(cart.status).toBe(200)
      const cartId = cart.data.cart.id as string
      const probes: ["get" | "post" | "delete", string, unknown?][] = [
        ["get", "/store/products/prod_nope"],
        ["get", "/store/carts/cart_nope"],
        ["get", "/store/regions/reg_nope"],
        ["get", "/store/orders/order_nope"],
        ["get", "/store/collections/pcol_nope"],
        ["get", "/store/product-categories/pcat_nope"],
        ["get", "/store/shipping-options?cart_id=cart_nope"],
        ["post", "/store/carts", { region_id: "reg_nope" }],
        ["post", "/store/carts", { items: [{ variant_id: "variant_nope", quantity: 1 }] }],
        ["post", "/store/carts/cart_nope", { email: "a@example.com" }],
        ["post", "/store/carts/cart_nope/line-items", { variant_id: "variant_nope", quantity: 1 }],
        ["post", "/store/carts/cart_nope/shipping-methods", { option_id: "so_nope" }],
        ["post", "/store/carts/cart_nope/promotions", { promo_codes: ["NOPE"] }],
        ["delete", "/store/carts/cart_nope/promotions", { promo_codes: ["NOPE"] }],
        ["delete", "/store/carts/cart_nope/line-items/cali_nope"],
        ["post", "/store/carts/cart_nope/customer", {}],
        ["post", "/store/carts/cart_nope/line-items/cali_nope", { quantity: 2 }],
        ["delete", "/store/carts/cart_nope/line-items/cali_nope"],
        ["post", "/store/carts/cart_nope/taxes", {}],
        ["post", "/store/carts/cart_nope/complete", {}],
        ["post", "/store/payment-collections", { cart_id: "cart_nope" }],
        ["post", "/store/payment-collections/pay_col_nope/payment-sessions", { provider_id: "pp_nope" }],
        ["post", "/store/payment-collections/pay_col_nope/payment-sessions", {}],
        ["post", "/auth/verification/confirm", { code: "123456" }],
        ["post", "/auth/verification/confirm", { code: "123456", code_provider: "token" }],
        ["post", "/auth/verification/confirm", {}],
        ["post", "/auth/verification/request", { entity_id: "x", entity_type: "user", code_provider: "email" }],
        ["post", "/auth/customer/emailpass/reset-password", { identifier: "nobody@example.com" }],
        ["post", "/auth/customer/emailpass/update", { password: "x" }],
        ["post", "/auth/customer/nope_provider", { email: "a@example.com", password: "x" }],
        ["post", "/auth/nope_actor/emailpass", { email: "a@example.com", password: "x" }],
        ["post", "/auth/customer/emailpass/register", { email: 5 }],
        ["post", "/auth/token/refresh", {}],
        ["get", "/auth/customer/emailpass/callback?code=x&state=y"],
        ["get", "/store/products?region_id=reg_nope"],
        ["get", "/store/products/prod_nope?region_id=reg_nope"],
        ["get", "/store/product-variants/variant_nope"],
        ["get", "/store/payment-providers?region_id=reg_nope"],
        ["get", "/store/return-reasons/rr_nope"],
        ["post", "/store/returns", { order_id: "order_nope", items: [{ id: "x", quantity: 1 }], return_shipping: { option_id: "so_nope" } }],
        ["post", "/store/customers/me/addresses", { address_1: "x" }],
        ["post", "/store/orders/order_nope/transfer/request", {}],
        ["post", "/store/orders/order_nope/transfer/accept", { token: "x" }],
        ["post", "/store/shipping-options/so_nope/calculate", { cart_id: "cart_nope" }],
        ["post", "/store/shipping-options/so_nope/calculate", { cart_id: cartId }],
        ["post", `/store/carts/${cartId}/promotions`, { promo_codes: ["NOPE"] }],
        ["delete", `/store/carts/${cartId}/line-items/cali_nope`],
        ["post", `/store/carts/${cartId}/line-items/cali_nope`, { quantity: 1 }],
        ["post", `/store/carts/${cartId}/shipping-methods`, { option_id: "so_nope" }],
        ["post", `/store/carts/${cartId}/line-items`, { variant_id: "variant_nope", quantity: 1 }],
        ["post", `/store/carts/${cartId}`, { region_id: "reg_nope" }],
        ["post", `/store/carts/${cartId}/complete`, {}],
      ]
      const answers: string[] = []
      for (const [method, path, body] of probes) {
        const res =
          method === "get" ? await api.get(path, store()) : method === "delete" ? await api.delete(path, { ...store(), data: body }) : await api.post(path, body, store())
        answers.push(`${res.status} ${method.toUpperCase()} ${path} ${JSON.stringify(body ?? null)} ${JSON.stringify(res.data).slice(0, 160)}`)
      }
      const fives = answers.filter((a) => a.startsWith("5"))
      if (process.env.SHOW_PROBES) console.log(answers.join("\n"))
      expect(fives).toEqual([])
    })
  })
}
