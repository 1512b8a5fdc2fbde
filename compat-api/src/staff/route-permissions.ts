import type { Permission } from "@shop/contract"

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/**
 * What each staff call needs (issue 27 point 6; SECURITY.md "Who may do what"): method + path ->
 * a permission of @shop/contract's `can(role, permission)`. The guard (staff-auth.ts) looks the
 * request up here; a staff path with no line here is admin-only (the permission `users.manage`,
 * which only admins have), so a new route is closed to staff until someone decides otherwise.
 * Paths as express routes them (`:x` one segment); HEAD is looked up as GET.
 * The access matrix (medusa-backend/integration-tests/security/access-matrix.ts) checks every line.
 */
export const ROUTE_PERMISSIONS: { methods: Method[]; path: string; permission: Permission }[] = [
  // ---- /api: orders
  { methods: ["GET"], path: "/api/orders", permission: "orders.read" },
  { methods: ["GET"], path: "/api/orders/summary", permission: "orders.read" },
  { methods: ["GET"], path: "/api/orders/export.csv", permission: "orders.export" },
  { methods: ["GET"], path: "/api/orders/packing-slips.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/api/orders/:id/packing-slip.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/api/orders/:id/invoice.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/api/orders/:id/history", permission: "orders.read" },
  { methods: ["GET"], path: "/api/orders/:id", permission: "orders.read" },
  { methods: ["POST"], path: "/api/orders/:id/notes", permission: "orders.note" },
  { methods: ["PATCH"], path: "/api/orders/:id/acknowledge", permission: "orders.acknowledge" },
  { methods: ["POST", "PATCH"], path: "/api/orders/:id/seen", permission: "orders.acknowledge" },
  { methods: ["PATCH"], path: "/api/orders/:id/payment", permission: "orders.verify" },
  { methods: ["PATCH"], path: "/api/orders/:id/status", permission: "orders.status" },
  // PATCH /api/orders/{id} `{ orderStatus }`: the shipping pages' Ship button
  { methods: ["PATCH"], path: "/api/orders/:id", permission: "orders.ship" },
  { methods: ["POST"], path: "/api/orders/:id/cancel", permission: "orders.cancel" },
  { methods: ["POST"], path: "/api/orders/:id/archive", permission: "orders.archive" },
  { methods: ["POST"], path: "/api/orders/:id/restore", permission: "orders.archive" },
  { methods: ["POST"], path: "/api/orders/restore", permission: "orders.archive" },
  { methods: ["GET"], path: "/api/orders/archived", permission: "orders.archive" },
  { methods: ["DELETE"], path: "/api/orders/clear-all", permission: "orders.clear" },
  { methods: ["DELETE"], path: "/api/admin/clear-test-orders", permission: "orders.clear" },
  { methods: ["POST", "GET"], path: "/api/orders/limit", permission: "orders.limit" },
  // ---- /api: shipping (rates, labels, ship)
  { methods: ["GET"], path: "/api/shipping/orders", permission: "orders.read" },
  { methods: ["POST"], path: "/api/shipping/create-label", permission: "labels.buy" },
  { methods: ["GET"], path: "/api/shipping/labels/:orderId", permission: "labels.buy" },
  { methods: ["POST"], path: "/api/shipping/shippo/create-label", permission: "labels.buy" },
  { methods: ["POST"], path: "/api/shipping/shippo/get-rates", permission: "labels.buy" },
  { methods: ["POST"], path: "/api/shipping/usps-flat-rates", permission: "labels.buy" },
  { methods: ["GET"], path: "/api/simple-shipping/check-api-key", permission: "labels.buy" },
  { methods: ["POST"], path: "/api/simple-shipping/create-label", permission: "labels.buy" },
  { methods: ["GET"], path: "/api/simple-shipping/labels", permission: "labels.buy" },
  // ---- /api: products (a price change is refused apart: refuseStaffPriceChange)
  { methods: ["GET"], path: "/api/admin/menu-items", permission: "products.read" },
  { methods: ["PUT", "PATCH"], path: "/api/menu-items/:id", permission: "products.edit" },
  { methods: ["PUT"], path: "/api/upload-product/:id", permission: "products.edit" },
  { methods: ["DELETE"], path: "/api/menu-items/:id", permission: "products.delete" },
  { methods: ["POST"], path: "/api/upload-product", permission: "products.create" },
  { methods: ["GET", "POST"], path: "/api/products-backup", permission: "products.import" },
  // ---- /api: the utilities
  { methods: ["GET", "POST"], path: "/api/fix-images", permission: "utilities.run" },
  { methods: ["GET", "POST"], path: "/api/clean-duplicates", permission: "utilities.run" },
  { methods: ["GET", "POST"], path: "/api/reset-categories", permission: "utilities.run" },
  { methods: ["GET", "POST"], path: "/api/fix-sequences", permission: "utilities.run" },
  // ---- /api: e-mails (a resend to another address is refused apart: refuseStaffResendElsewhere)
  { methods: ["GET"], path: "/api/notifications", permission: "emails.read" },
  { methods: ["GET"], path: "/api/notifications/:id", permission: "emails.read" },
  { methods: ["POST"], path: "/api/notifications/:id/resend", permission: "emails.resend" },
  // ---- /api: contact messages, users, shop settings
  { methods: ["GET"], path: "/api/contact-messages", permission: "contact.read" },
  { methods: ["GET"], path: "/api/contact-messages/:id", permission: "contact.read" },
  { methods: ["POST", "PATCH"], path: "/api/contact-messages/:id", permission: "contact.read" },
  { methods: ["POST"], path: "/api/contact-messages/:id/reply", permission: "contact.read" },
  { methods: ["GET", "POST"], path: "/api/users", permission: "users.manage" },
  { methods: ["PATCH", "DELETE"], path: "/api/users/:id", permission: "users.manage" },

  // ---- /admin/shop (our pages in Medusa's admin): the same work
  { methods: ["GET"], path: "/admin/shop/xsrf", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/order-queue", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/orders", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/orders/summary", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/orders/export.csv", permission: "orders.export" },
  { methods: ["GET"], path: "/admin/shop/orders/packing-slips.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/admin/shop/orders/:id/packing-slip.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/admin/shop/orders/:id/invoice.pdf", permission: "orders.print" },
  { methods: ["GET"], path: "/admin/shop/orders/:id/history", permission: "orders.read" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/notes", permission: "orders.note" },
  { methods: ["GET"], path: "/admin/shop/orders/:id", permission: "orders.read" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/seen", permission: "orders.acknowledge" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/payment", permission: "orders.verify" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/status", permission: "orders.status" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/cancel", permission: "orders.cancel" },
  { methods: ["POST"], path: "/admin/shop/orders/:id/archive", permission: "orders.archive" },
  { methods: ["GET"], path: "/admin/shop/archived-orders", permission: "orders.archive" },
  { methods: ["POST"], path: "/admin/shop/archived-orders/:id/restore", permission: "orders.archive" },
  { methods: ["GET"], path: "/admin/shop/exports/:key", permission: "orders.export" },
  { methods: ["GET"], path: "/admin/shop/shipping/orders", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/shipping/orders/:id", permission: "orders.read" },
  { methods: ["GET"], path: "/admin/shop/shipping/labels", permission: "labels.buy" },
  { methods: ["GET"], path: "/admin/shop/shipping/check-api-key", permission: "labels.buy" },
  { methods: ["GET"], path: "/admin/shop/shipping/orders/:id/label-file", permission: "labels.buy" },
  { methods: ["POST"], path: "/admin/shop/shipping/orders/:id/rates", permission: "labels.buy" },
  { methods: ["POST"], path: "/admin/shop/shipping/orders/:id/label", permission: "labels.buy" },
  { methods: ["POST"], path: "/admin/shop/shipping/orders/:id/ship", permission: "orders.ship" },
  { methods: ["GET"], path: "/admin/shop/notifications", permission: "emails.read" },
  { methods: ["GET"], path: "/admin/shop/notifications/:id", permission: "emails.read" },
  { methods: ["POST"], path: "/admin/shop/notifications/:id/resend", permission: "emails.resend" },
  { methods: ["GET"], path: "/admin/shop/contact-messages", permission: "contact.read" },
  { methods: ["GET"], path: "/admin/shop/contact-messages/:id", permission: "contact.read" },
  { methods: ["POST", "PATCH"], path: "/admin/shop/contact-messages/:id", permission: "contact.read" },
  { methods: ["POST"], path: "/admin/shop/contact-messages/:id/reply", permission: "contact.read" },
  { methods: ["GET"], path: "/admin/shop/products/:id", permission: "products.read" },
  { methods: ["POST"], path: "/admin/shop/products/:id", permission: "products.edit" },
  { methods: ["GET", "POST"], path: "/admin/shop/products-backup", permission: "products.import" },
  { methods: ["POST"], path: "/admin/shop/utilities/:name", permission: "utilities.run" },
  { methods: ["GET", "POST"], path: "/admin/shop/users", permission: "users.manage" },
  { methods: ["PATCH", "DELETE", "POST"], path: "/admin/shop/users/:id", permission: "users.manage" },
  { methods: ["GET", "PUT", "POST", "PATCH"], path: "/admin/shop/settings", permission: "settings.edit" },
]

/** The permission of a staff path with no line above: admin-only. */
export const DEFAULT_PERMISSION: Permission = "users.manage"

const compiled = ROUTE_PERMISSIONS.map((r) => ({
  ...r,
  segments: r.path.toLowerCase().split("/").filter(Boolean),
}))

/**
 * The permission a staff call needs. The path is compared as express routes it (case-insensitive,
 * one trailing slash ignored); anything this table does not recognise (odd spellings included)
 * falls back to admin-only, so a trick can only make a call harder to reach, never easier.
 */
export function permissionFor(method: string, path: string): Permission {
  const m = (method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()) as Method
  const clean = path.split("?")[0].replace(/\/$/, "").toLowerCase()
  const segments = clean.split("/").slice(1)
  if (segments.some((s) => s === "")) return DEFAULT_PERMISSION
  // literal segments win over parameters (/api/orders/summary before /api/orders/:id)
  let best: { permission: Permission; literals: number } | undefined
  for (const r of compiled) {
    if (!r.methods.includes(m) || r.segments.length !== segments.length) continue
    let literals = 0
    let ok = true
    for (let i = 0; i < segments.length; i++) {
      if (r.segments[i].startsWith(":")) continue
      if (r.segments[i] !== segments[i]) {
        ok = false
        break
      }
      literals++
    }
    if (ok && (!best || literals > best.literals)) best = { permission: r.permission, literals }
  }
  return best?.permission ?? DEFAULT_PERMISSION
}
