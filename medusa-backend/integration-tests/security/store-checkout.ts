import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Medusa's own store API as any client (another storefront, the js-sdk, an attacker) uses it:
 * a cart with a shipping address and the delivery option, its payment collection, a payment
 * session of a chosen provider with the client's own `data`, and completion. Answers are returned
 * as they come (no throw), so a test can assert the refusals.
 */
export type StoreCheckout = {
  /** A cart of `quantity` × the product, delivery chosen; its id and Medusa's total (dollars). */
  cart(productId: string, quantity: number, email?: string): Promise<{ id: string; total: number }>
  /** POST /store/payment-collections (for the cart) then …/payment-sessions with this provider and data. */
  paymentSession(cartId: string, providerId: string, data?: Record<string, unknown>): Promise<{ status: number; data: any; collectionId: string }>
  complete(cartId: string): Promise<{ status: number; data: any }>
  /** Medusa's orders for this e-mail (give each attack its own: none when completion was refused). */
  ordersOf(email: string): Promise<{ id: string }[]>
}

export const STORE_ADDRESS = {
  first_name: "Vanna",
  last_name: "Mao",
  phone: "5625550199",
  address_1: "1 Pine Ave",
  city: "Long Beach",
  province: "ca",
  postal_code: "90802",
  country_code: "us",
}

export function storeCheckout(api: any, getContainer: () => MedusaContainer, seed: () => { publishableKey: string; regionId: string }): StoreCheckout {
  const opts = () => ({ validateStatus: () => true, headers: { "x-publishable-api-key": seed().publishableKey } })
  const must = (res: { status: number; data: any }, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    return res.data
  }
  const variantOf = async (productId: string) => {
    const { data } = await getContainer()
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "product", fields: ["variants.id"], filters: { id: productId } })
    return (data[0] as any).variants[0].id as string
  }
  return {
    async cart(productId, quantity, email = "vanna.mao@example.com") {
      const { cart } = must(
        await api.post(
          "/store/carts",
          { region_id: seed().regionId, email, shipping_address: STORE_ADDRESS, items: [{ variant_id: await variantOf(productId), quantity }] },
          opts()
        ),
        "create cart"
      )
      const { shipping_options } = must(await api.get(`/store/shipping-options?cart_id=${cart.id}`, opts()), "shipping options")
      const option = shipping_options.find((o: any) => o.name === "Standard Delivery")
      const { cart: withDelivery } = must(await api.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: option.id }, opts()), "shipping method")
      return { id: cart.id, total: Number(withDelivery.total) }
    },
    async paymentSession(cartId, providerId, data) {
      const { payment_collection } = must(await api.post("/store/payment-collections", { cart_id: cartId }, opts()), "payment collection")
      const res = await api.post(
        `/store/payment-collections/${payment_collection.id}/payment-sessions`,
        { provider_id: providerId, ...(data ? { data } : {}) },
        opts()
      )
      return { status: res.status, data: res.data, collectionId: payment_collection.id }
    },
    async complete(cartId) {
      const res = await api.post(`/store/carts/${cartId}/complete`, {}, opts())
      return { status: res.status, data: res.data }
    },
    async ordersOf(email) {
      return (await getContainer().resolve(Modules.ORDER).listOrders({ email } as any)) as any
    },
  }
}

/** The Medusa payment sessions of a payment collection, with their stored data. */
export async function sessionsOf(container: MedusaContainer, collectionId: string) {
  return container.resolve(Modules.PAYMENT).listPaymentSessions({ payment_collection_id: collectionId })
}

/**
 * A payment attack through the store API, refused: each client `data` opens no session of the
 * provider (400 not_allowed, with `message` when given, nothing stored), and the cart then
 * completes into no order for `email`.
 */
export async function expectRefusedSessions(
  store: StoreCheckout,
  container: MedusaContainer,
  attack: { cartId: string; email: string; providerId: string; attempts: Record<string, unknown>[]; message?: RegExp }
) {
  for (const data of attack.attempts) {
    const session = await store.paymentSession(attack.cartId, attack.providerId, data)
    expect([session.status, session.data.type]).toEqual([400, "not_allowed"])
    if (attack.message) expect(session.data.message).toMatch(attack.message)
    expect(await sessionsOf(container, session.collectionId)).toEqual([])
  }
  expect((await store.complete(attack.cartId)).data.type).not.toBe("order")
  expect(await store.ordersOf(attack.email)).toEqual([])
}
