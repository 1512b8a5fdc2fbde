import { section } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import addStaff from "../../src/scripts/add-staff"
import { ADMIN, any, bearer as bearerOf, expectStatus, menuItems, orderBody, placeShopperOrder, seededShop, signIn, STAFF, withJar, type MenuItem } from "../helpers/shop"
import { CLERK } from "../security/runner"

jest.setTimeout(240_000)
// The offline shipping sandbox (sample labels with tracking numbers).
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL

/**
 * The staff role (issue 27 point 6; SECURITY.md "Who may do what"): staff do the day's order
 * work (verify a payment, buy a label, ship), are refused the admin's (403 naming the role and the
 * action, nothing changed), may look but not change in Medusa's admin; admins manage users with a
 * role, never leaving the shop without an admin. The per-route table is the access matrix
 * (security/access-matrix.ts).
 */
export const staffRoles = section("staff-roles", {
  testSuite: ({ api, getContainer }) => {
    let menu: MenuItem[]
    seededShop(getContainer, ADMIN, STAFF, CLERK)

    beforeEach(async () => {
      menu = await menuItems(api)
    })

    it("staff verify a payment, buy a label and ship; they may not clear or limit orders, and are told why", async () => {
      const staff = await bearerOf(api, STAFF)
      const o = await placeShopperOrder(api, getContainer(), orderBody("zelle", [{ ...menu[0], quantity: 1 }]))

      expectStatus(await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, staff))
      const label = await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, staff)
      expectStatus(label)
      expectStatus(await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, staff))
      const listed = (await api.get("/api/orders", staff)).data as { id: number; paymentStatus: string; orderStatus: string }[]
      expect(listed.find((x) => x.id === o.id)).toMatchObject({ paymentStatus: "paid", orderStatus: "shipped" })

      const clear = await api.delete("/api/orders/clear-all", staff)
      expect([clear.status, clear.data.error, clear.data.code, clear.data.params]).toEqual([
        403,
        "Your role (staff) may not clear orders. Ask an admin.",
        "role.forbidden",
        { role: "staff", permission: "orders.clear" },
      ])
      const limit = await api.post("/api/orders/limit", { maxOrders: 10 }, staff)
      expect([limit.status, limit.data.error]).toEqual([403, "Your role (staff) may not limit orders. Ask an admin."])
      const cancel = await api.post(`/api/orders/${o.id}/cancel`, {}, staff)
      expect([cancel.status, cancel.data.error]).toEqual([403, "Your role (staff) may not cancel orders. Ask an admin."])
      expect((await api.get("/api/orders", staff)).data.map((x: { id: number }) => x.id)).toContain(o.id)
      expect((await api.get("/api/fix-sequences", staff)).status).toBe(403)
      expect((await api.post("/admin/shop/utilities/fix-images", {}, staff)).data.error).toBe("Your role (staff) may not run the utilities. Ask an admin.")
    })

    it("staff edit a product's texts but not its price; an admin changes the price", async () => {
      const staff = await signIn(api, STAFF)
      const [item] = await menuItems(api)
      const renamed = await api.patch(`/api/menu-items/${item.id}`, { name: `${item.name} (staff)`, price: item.price }, withJar(staff))
      expectStatus(renamed)
      expect(renamed.data).toMatchObject({ name: `${item.name} (staff)`, price: item.price })
      const repriced = await api.patch(`/api/menu-items/${item.id}`, { price: item.price + 1 }, withJar(staff))
      expect([repriced.status, repriced.data.error, repriced.data.code]).toEqual([403, "Your role (staff) may not change prices. Ask an admin.", "role.forbidden"])
      expect((await menuItems(api)).find((m) => m.id === item.id)?.price).toBe(item.price)
      const deleted = await api.delete(`/api/menu-items/${item.id}`, withJar(staff))
      expect([deleted.status, deleted.data.error]).toEqual([403, "Your role (staff) may not delete products. Ask an admin."])

      const admin = await bearerOf(api)
      expectStatus(await api.patch(`/api/menu-items/${item.id}`, { name: item.name, price: item.price + 1 }, admin))
      expect((await menuItems(api)).find((m) => m.id === item.id)?.price).toBe(item.price + 1)
      expectStatus(await api.patch(`/api/menu-items/${item.id}`, { price: item.price }, admin))
    })

    it("staff sign in to Medusa's dashboard and read it, but write nothing there, and never see users, invites or keys", async () => {
      const token = await bearerOf(api, STAFF)
      const session = await api.post("/auth/session", {}, token)
      expect(session.status).toBe(200)
      expect((await api.get("/admin/orders", token)).status).toBe(200)
      expect((await api.get("/admin/users/me", token)).data.user.email).toBe(STAFF.email)
      const users = await api.get("/admin/users", token)
      expect([users.status, users.data.message]).toEqual([403, "Your role (staff) may not manage users. Ask an admin."])
      expect((await api.get("/admin/invites", token)).status).toBe(403)
      expect((await api.get("/admin/api-keys", token)).status).toBe(403)
      const [product] = await getContainer().resolve(Modules.PRODUCT).listProducts({}, { take: 1 })
      const write = await api.post(`/admin/products/${product.id}`, { title: "Staff was here" }, token)
      expect([write.status, write.data.type, write.data.code, write.data.message]).toEqual([
        403,
        "not_allowed",
        "role.medusaReadOnly",
        "Your role (staff) may look in Medusa's admin but not change anything there. Use the shop's back office (/admin), or ask an admin.",
      ])
      expect((await getContainer().resolve(Modules.PRODUCT).retrieveProduct(product.id)).title).not.toBe("Staff was here")
      // a user without a shop role gets no dashboard session
      expect((await api.post("/auth/session", {}, await bearerOf(api, CLERK))).status).toBe(403)
    })

    it("admins add a user with a role, change it and remove the user; bad roles 400, the last admin and yourself are kept", async () => {
      const admin = await signIn(api, ADMIN)
      const as = withJar(admin)
      const users = async () => (await api.get("/api/users", as)).data.users as { id: string; username: string; role: string }[]

      const boss = await api.post("/api/users", { username: "vanna", email: "vanna@example.com", password: "lok-lak-2024", role: "boss" }, as)
      expect([boss.status, boss.data.error, boss.data.code, boss.data.params]).toEqual([400, "Unknown role: boss. Roles: admin, staff.", "role.unknown", { role: "boss" }])
      expect((await users()).map((u) => u.username)).not.toContain("vanna")

      const added = await api.post("/api/users", { username: "vanna", email: "Vanna@Example.com", password: "lok-lak-2024", role: "staff" }, as)
      expect([added.status, added.data.user]).toEqual([201, expect.objectContaining({ username: "vanna", email: "vanna@example.com", role: "staff" })])
      const again = await api.post("/api/users", { username: "vanna", email: "other@example.com", password: "lok-lak-2024", role: "staff" }, as)
      expect([again.status, again.data.code]).toEqual([409, "user.taken"])
      // the new user signs in (username in the shop, e-mail in Medusa's dashboard) and does staff work
      const vanna = await signIn(api, { username: "vanna", password: "lok-lak-2024" })
      expect((await api.get("/api/user", withJar(vanna))).data).toMatchObject({ username: "vanna", role: "staff", isAdmin: false })
      expect((await api.get("/api/orders", withJar(vanna))).status).toBe(200)
      expect((await api.get("/api/users", withJar(vanna))).data.error).toBe("Your role (staff) may not manage users. Ask an admin.")
      expect((await bearerOf(api, { username: "vanna@example.com", password: "lok-lak-2024" })).headers.authorization).toMatch(/^Bearer /)

      const id = added.data.user.id as string
      expect((await api.patch(`/api/users/${id}`, { role: "owner" }, as)).data.error).toBe("Unknown role: owner. Roles: admin, staff.")
      const promoted = await api.patch(`/api/users/${id}`, { role: "admin" }, as)
      expect([promoted.status, promoted.data.user.role]).toEqual([200, "admin"])
      // at once: no cache
      expect((await api.get("/api/users", withJar(vanna))).status).toBe(200)

      // the last admin cannot be demoted or removed; nobody removes themselves
      const me = (await users()).find((u) => u.username === ADMIN.username)!
      expectStatus(await api.patch(`/api/users/${id}`, { role: "staff" }, as))
      const demoteSelf = await api.patch(`/api/users/${me.id}`, { role: "staff" }, as)
      expect([demoteSelf.status, demoteSelf.data.error, demoteSelf.data.code]).toEqual([409, "This is the last admin: make another user an admin first.", "user.lastAdmin"])
      const removeSelf = await api.delete(`/api/users/${me.id}`, as)
      expect([removeSelf.status, removeSelf.data.code]).toEqual([409, "user.self"])
      expect((await users()).find((u) => u.id === me.id)?.role).toBe("admin")

      // the same through our page in Medusa's admin, then removed: the password stops working
      const token = await bearerOf(api)
      expect((await api.get("/admin/shop/users", token)).data.users.map((u: { username: string }) => u.username)).toContain("vanna")
      expectStatus(await api.delete(`/admin/shop/users/${id}`, token))
      expect((await users()).map((u) => u.username)).not.toContain("vanna")
      expect((await api.post("/api/login", { username: "vanna", password: "lok-lak-2024" }, any)).status).toBe(401)
      expect((await api.get("/api/orders", withJar(vanna))).status).toBe(401)
    })

    it("npm run staff:add takes admin or staff and refuses any other role", async () => {
      const container = getContainer()
      await expect(addStaff({ container, args: ["rithy", "rithy@example.com", "sraa-sor-88", "boss"] } as any)).rejects.toThrow("Unknown role: boss. Roles: admin, staff.")
      expect(await container.resolve(Modules.USER).listUsers({ email: "rithy@example.com" })).toEqual([])
      await addStaff({ container, args: ["rithy", "rithy@example.com", "sraa-sor-88", "staff"] } as any)
      const [user] = await container.resolve(Modules.USER).listUsers({ email: "rithy@example.com" })
      expect(user.metadata).toMatchObject({ role: "staff", username: "rithy" })
    })
  },
})
