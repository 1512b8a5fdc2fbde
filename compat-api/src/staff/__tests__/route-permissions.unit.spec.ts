import { can } from "@shop/contract"
import { DEFAULT_PERMISSION, permissionFor, ROUTE_PERMISSIONS, tableRows } from "../route-permissions"
import { medusaRefusalFor } from "../staff-auth"

/** "METHOD path" a line (`#` a comment), as the route table is written: [method, path] pairs. */
const calls = (text: string) => tableRows(text) as [string, string][]

describe("route permissions", () => {
  it("gives staff the day's work on orders, in /api and /admin/shop", () => {
    const staffMay = calls(`
      GET    /api/orders
      GET    /api/orders/summary
      GET    /api/orders/export.csv?lines=1
      GET    /api/orders/1042/packing-slip.pdf
      GET    /api/orders/1042/invoice.pdf
      GET    /api/orders/packing-slips.pdf
      GET    /api/orders/1042/history
      POST   /api/orders/1042/notes
      PATCH  /api/orders/1042/payment
      PATCH  /api/orders/1042
      POST   /api/shipping/create-label
      GET    /api/contact-messages
      POST   /admin/shop/orders/order_1/payment
      POST   /admin/shop/shipping/orders/order_1/label
      POST   /admin/shop/shipping/orders/order_1/ship
      GET    /admin/shop/contact-messages
      HEAD   /api/orders
      GET    /API/Orders/
    `)
    for (const [m, p] of staffMay) expect([m, p, can("staff", permissionFor(m, p))]).toEqual([m, p, true])
  })

  it("keeps admin-only calls from staff, and every call from an unknown role", () => {
    const adminOnly = calls(`
      DELETE /api/orders/clear-all
      POST   /api/orders/limit
      DELETE /api/menu-items/prod_1
      POST   /api/upload-product
      POST   /api/products-backup
      GET    /api/fix-sequences
      POST   /admin/shop/utilities/fix-images
      GET    /api/users
      POST   /api/users
      PATCH  /api/users/user_1
      DELETE /admin/shop/users/user_1
      PUT    /api/shop-settings
      POST   /admin/shop/settings
      POST   /api/orders/1042/cancel
      # not in the table: admin-only
      GET    /api/something-new
      POST   /admin/shop/orders/order_1/something-new
      # odd spellings the table does not know: admin-only, never more open
      GET    /api//orders
    `)
    for (const [m, p] of adminOnly) {
      expect([m, p, can("staff", permissionFor(m, p)), can("admin", permissionFor(m, p))]).toEqual([m, p, false, true])
    }
    expect(permissionFor("GET", "/api/unknown")).toBe(DEFAULT_PERMISSION)
    for (const r of ROUTE_PERMISSIONS) expect(can("clerk", r.permission)).toBe(false)
  })

  it("prefers a literal segment over a parameter", () => {
    expect(permissionFor("GET", "/api/orders/export.csv")).toBe("orders.export")
    expect(permissionFor("GET", "/api/orders/archived")).toBe("orders.archive")
    expect(permissionFor("GET", "/api/orders/1042")).toBe("orders.read")
  })

  it("staff may read Medusa's admin (not users, invites, API keys) and write nothing there", () => {
    expect(medusaRefusalFor("staff", "GET", "/admin/orders")).toBeNull()
    expect(medusaRefusalFor("staff", "GET", "/admin/users/me")).toBeNull()
    expect(medusaRefusalFor("staff", "GET", "/admin/users")).toMatchObject({ code: "role.forbidden", error: "Your role (staff) may not manage users. Ask an admin." })
    expect(medusaRefusalFor("staff", "GET", "/admin/invites")).toMatchObject({ code: "role.forbidden" })
    expect(medusaRefusalFor("staff", "GET", "/admin/api-keys/x")).toMatchObject({ code: "role.forbidden" })
    expect(medusaRefusalFor("staff", "POST", "/admin/products/prod_1")).toMatchObject({ code: "role.medusaReadOnly", params: { role: "staff" } })
    expect(medusaRefusalFor("staff", "DELETE", "/admin/orders/x")?.error).toMatch(/^Your role \(staff\) may look in Medusa's admin but not change anything there/)
  })
})
