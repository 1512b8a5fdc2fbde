import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import type { AdminAccount } from "../../src/scripts/admin-user"
import { ADMIN, any, clearReadModel, expectStatus, menuItems, orderBody, placeShopperOrder, seedWith } from "./shop"

/** Helpers of the shipping specs (shipping.spec.ts with the fake Shippo; the shipping-sandbox and admin-shop-shipping sections of http/uploads.spec.ts). */
export { ADMIN, any, expectStatus } from "./shop"

type Api = { get: Function; post: Function; patch: Function }

export function shippingHelpers(api: Api, getContainer: () => MedusaContainer) {
  const container = () => getContainer()
  const desk = () => container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  let token: string | undefined

  /** Creates the admin user: call it in beforeAll, so it is in the database snapshot every test starts from. */
  const setup = async () => {
    await ensureAdminUser(container(), ADMIN)
    const { data } = await api.post("/auth/user/emailpass", { email: ADMIN.username, password: ADMIN.password })
    token = data.token as string
  }

  /** A Medusa admin bearer token (no XSRF header needed). */
  const bearer = async () => {
    if (!token) throw new Error("call setup() in beforeAll first")
    return { ...any, headers: { authorization: `Bearer ${token}` } }
  }

  /**
   * POST /api/orders (Zelle, one item), then waits until the placement worker made the Medusa order.
   * Its payment is then verified as staff verify it (labels and Ship need it): Verify Payment, which
   * captures Medusa's payment (the desk's payment status is Medusa's projection), unless `verified: false`.
   */
  const placeOrder = async (quantity = 1, { verified = true } = {}) => {
    const [a] = (await menuItems(api)).filter((m) => Number(m.price) < 20)
    const body = orderBody("zelle", [{ ...a, quantity }], { deliveryAddress: "1450 E Anaheim St, Long Beach, CA, 90813", notes: null })
    const placed = await placeShopperOrder(api, container(), body)
    if (verified) {
      expectStatus(await api.patch(`/api/orders/${placed.id}/payment`, { paymentStatus: "paid" }, await bearer()))
    }
    return placed
  }

  /** The Medusa order's fulfillments with their labels. */
  const fulfillmentsOf = async (orderId: string) => {
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "fulfillments.id",
        "fulfillments.provider_id",
        "fulfillments.shipped_at",
        "fulfillments.canceled_at",
        "fulfillments.data",
        "fulfillments.labels.*",
      ],
      filters: { id: orderId },
    })
    return ((data[0] as any)?.fulfillments ?? []) as {
      id: string
      provider_id: string
      shipped_at: string | null
      canceled_at: string | null
      data: Record<string, any>
      labels: { id: string; tracking_number: string; tracking_url: string; label_url: string }[]
    }[]
  }

  /**
   * The order's fulfillments once the label call's Medusa fulfillment is recorded (the call answers
   * as soon as the label is bought; the fulfillment follows).
   */
  const labeledFulfillments = async (orderId: string, displayId: number) => {
    for (let i = 0; i < 300; i++) {
      const [entry] = await desk().listOrderDeskEntries({ order_display_id: displayId })
      const shipping = (entry?.metadata as any)?.shipping
      if (shipping?.fulfillment_id || shipping?.fulfillment_error) break
      await new Promise((r) => setTimeout(r, 50))
    }
    return fulfillmentsOf(orderId)
  }

  const legacyOrder = async (id: number) => {
    const { data } = await api.get("/api/orders", await bearer())
    return (data as any[]).find((o) => o.id === id)
  }

  return { container, setup, desk, bearer, placeOrder, fulfillmentsOf, labeledFulfillments, legacyOrder }
}

/**
 * The shipping specs' start: in beforeAll (the snapshot every test starts from) the seeded shop with
 * `accounts` and the admin signed in (setup); before each test the read model emptied.
 */
export function seededShipping(api: Api, getContainer: () => MedusaContainer, ...accounts: AdminAccount[]) {
  const h = shippingHelpers(api, getContainer)
  beforeAll(async () => {
    await seedWith(getContainer(), ...accounts)
    await h.setup()
  })
  beforeEach(() => clearReadModel(getContainer()))
  return h
}
