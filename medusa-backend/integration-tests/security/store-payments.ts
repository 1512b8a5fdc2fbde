import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { MANUAL_METHODS } from "@shop/contract"
import { seedShop, type SeedResult } from "../../src/scripts/seed-shop"
import { menuItems } from "../helpers/shop"
import type { SecurityPart } from "./runner"
import { sessionsOf, storeCheckout } from "./store-checkout"

/**
 * Payments through Medusa's store API with the providers that need no Stripe key (issue 24, point 6
 * and the manual half of "every payment provider"): pp_system_default is never offered nor
 * accepted, and a manual provider's session keeps nothing a client sent that would verify it or
 * change its amount. The card provider's attacks are in payments.spec.ts (Stripe fake) and
 * payments-sandbox.spec.ts (sandbox), which boot with those settings.
 */
export const storePayments: SecurityPart = ({ api, getContainer }) => {
  describe("security: store API payment providers", () => {
    let seed: SeedResult
    let productId: string
    const store = storeCheckout(api, getContainer, () => seed)
    const regionProviders = async () => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: seed.regionId } })
      return ((data[0] as any).payment_providers ?? []).map((p: any) => p.id).sort() as string[]
    }
    const offerSystemProvider = async () =>
      updateRegionsWorkflow(getContainer()).run({
        input: { selector: { id: seed.regionId }, update: { payment_providers: [...(await regionProviders()), "pp_system_default"] } },
      })

    beforeAll(async () => {
      seed = await seedShop(getContainer())
    })
    beforeEach(async () => {
      productId = (await menuItems(api))[0].id
    })

    it("the US region offers only providers whose money the shop checks, and the seed takes pp_system_default off an existing region", async () => {
      const offered = await regionProviders()
      expect(offered).not.toContain("pp_system_default")
      expect(offered).toEqual(expect.arrayContaining(["pp_stripe-checkout_stripe", ...MANUAL_METHODS.map((m) => `pp_${m}_manual`)]))

      await offerSystemProvider()
      expect(await regionProviders()).toContain("pp_system_default")
      const again = await seedShop(getContainer())
      expect(again.created).toEqual([expect.stringMatching(/pp_system_default/)])
      expect(await regionProviders()).toEqual(offered)
      expect((await seedShop(getContainer())).created).toEqual([])
    })

    it("refuses pp_system_default on the store API with 400, even when a merchant puts it back on the region: no session, no order", async () => {
      const email = "system.default@example.com"
      const cart = await store.cart(productId, 2, email)
      const refused = await store.paymentSession(cart.id, "pp_system_default")
      expect([refused.status, refused.data.type]).toEqual([400, "not_allowed"])
      expect(await sessionsOf(getContainer(), refused.collectionId)).toEqual([])

      await offerSystemProvider()
      try {
        const still = await store.paymentSession(cart.id, "pp_system_default")
        expect([still.status, still.data.type]).toEqual([400, "not_allowed"])
        expect(still.data.message).toMatch(/pp_system_default/)
        expect(await sessionsOf(getContainer(), still.collectionId)).toEqual([])

        // A session opened before the provider left the region (here: straight through the module).
        const payment = getContainer().resolve(Modules.PAYMENT)
        await payment.createPaymentSession(still.collectionId, { provider_id: "pp_system_default", currency_code: "usd", amount: cart.total, data: {} })
        const done = await store.complete(cart.id)
        expect([done.status, done.data.type]).toEqual([400, "not_allowed"])
        expect(await store.ordersOf(email)).toEqual([])
      } finally {
        await seedShop(getContainer())
      }
    })

    it("a manual provider keeps nothing a client sends that would verify the payment or change its amount; the honest store flow gives a pending order", async () => {
      const email = "manual.forger@example.com"
      const cart = await store.cart(productId, 2, email)
      const forged = {
        verified_by: "user_01FORGED",
        verified_at: new Date().toISOString(),
        captured_at: new Date().toISOString(),
        amount: 0.01,
        currency_code: "khr",
        refunded_amount: -500,
        method: "zelle",
        recipient: { handle: "$attacker" },
        reference: "my-own-note",
      }
      const created = await store.paymentSession(cart.id, "pp_cashapp_manual", forged)
      expect(created.status).toBe(200)
      const [session] = await sessionsOf(getContainer(), created.collectionId)
      expect(session.status).toBe("pending")
      expect(session.data).toMatchObject({
        verified_by: null,
        verified_at: null,
        captured_at: null,
        amount: cart.total,
        currency_code: "usd",
        method: "cashapp",
        reference: "my-own-note",
      })
      expect(session.data?.refunded_amount ?? null).toBeNull()
      expect((session.data as any).recipient.handle).not.toBe("$attacker")

      const done = await store.complete(cart.id)
      expect([done.status, done.data.type]).toEqual([200, "order"])
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["payment_collections.payments.id", "payment_collections.payment_sessions.status", "payment_collections.payment_sessions.data"],
          filters: { id: done.data.order.id },
        })
      const collection = (data[0] as any).payment_collections[0]
      // No payment until staff verify the money: the session waits for them.
      expect(collection.payments ?? []).toEqual([])
      expect(collection.payment_sessions[0].status).not.toBe("authorized")
      expect(collection.payment_sessions[0].data.verified_at).toBeNull()
    })
  })
}
