import { PERMISSIONS, type Permission } from "@shop/contract"

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/**
 * What each staff call needs (issue 27 point 6; SECURITY.md "Who may do what"): method + path ->
 * a permission of @shop/contract's `can(role, permission)`. The guard (staff-auth.ts) looks the
 * request up here; a staff path with no line here is admin-only (the permission `users.manage`,
 * which only admins have), so a new route is closed to staff until someone decides otherwise.
 * Paths as express routes them (`:x` one segment); HEAD is looked up as GET.
 * The access matrix (medusa-backend/integration-tests/security/access-matrix.ts) checks every line.
 * One line a route: its methods (comma-separated), its path, its permission; `#` starts a comment.
 */
const ROUTE_TABLE = `
  # ---- /api: orders
  GET                 /api/orders                                 orders.read
  GET                 /api/orders/summary                         orders.read
  GET                 /api/orders/export.csv                      orders.export
  GET                 /api/orders/packing-slips.pdf               orders.print
  GET                 /api/orders/:id/packing-slip.pdf            orders.print
  GET                 /api/orders/:id/invoice.pdf                 orders.print
  GET                 /api/orders/:id/history                     orders.read
  GET                 /api/orders/:id                             orders.read
  POST                /api/orders/:id/notes                       orders.note
  PATCH               /api/orders/:id/acknowledge                 orders.acknowledge
  POST,PATCH          /api/orders/:id/seen                        orders.acknowledge
  PATCH               /api/orders/:id/payment                     orders.verify
  PATCH               /api/orders/:id/status                      orders.status
  # PATCH /api/orders/{id} with { orderStatus }: the shipping pages' Ship button
  PATCH               /api/orders/:id                             orders.ship
  POST                /api/orders/:id/cancel                      orders.cancel
  POST                /api/orders/:id/archive                     orders.archive
  POST                /api/orders/:id/restore                     orders.archive
  POST                /api/orders/restore                         orders.archive
  GET                 /api/orders/archived                        orders.archive
  DELETE              /api/orders/clear-all                       orders.clear
  DELETE              /api/admin/clear-test-orders                orders.clear
  POST,GET            /api/orders/limit                           orders.limit
  # ---- /api: shipping (rates, labels, ship)
  GET                 /api/shipping/orders                        orders.read
  POST                /api/shipping/create-label                  labels.buy
  GET                 /api/shipping/labels/:orderId               labels.buy
  POST                /api/shipping/shippo/create-label           labels.buy
  POST                /api/shipping/shippo/get-rates              labels.buy
  POST                /api/shipping/usps-flat-rates               labels.buy
  GET                 /api/simple-shipping/check-api-key          labels.buy
  POST                /api/simple-shipping/create-label           labels.buy
  GET                 /api/simple-shipping/labels                 labels.buy
  # ---- /api: products (a price change is refused apart: refuseStaffPriceChange)
  GET                 /api/admin/menu-items                       products.read
  PUT,PATCH           /api/menu-items/:id                         products.edit
  PUT                 /api/upload-product/:id                     products.edit
  DELETE              /api/menu-items/:id                         products.delete
  POST                /api/upload-product                         products.create
  GET,POST            /api/products-backup                        products.import
  # ---- /api: the utilities
  GET,POST            /api/fix-images                             utilities.run
  GET,POST            /api/clean-duplicates                       utilities.run
  GET,POST            /api/reset-categories                       utilities.run
  GET,POST            /api/fix-sequences                          utilities.run
  # ---- /api: e-mails (a resend to another address is refused apart: refuseStaffResendElsewhere)
  GET                 /api/notifications                          emails.read
  GET                 /api/notifications/:id                      emails.read
  POST                /api/notifications/:id/resend               emails.resend
  # ---- /api: contact messages, users, shop settings
  GET                 /api/contact-messages                       contact.read
  GET                 /api/contact-messages/:id                   contact.read
  POST,PATCH          /api/contact-messages/:id                   contact.read
  POST                /api/contact-messages/:id/reply             contact.read
  GET,POST            /api/users                                  users.manage
  PATCH,DELETE        /api/users/:id                              users.manage

  # ---- /admin/shop (our pages in Medusa's admin): the same work
  GET                 /admin/shop/xsrf                            orders.read
  GET                 /admin/shop/order-queue                     orders.read
  GET                 /admin/shop/orders                          orders.read
  GET                 /admin/shop/orders/summary                  orders.read
  GET                 /admin/shop/orders/export.csv               orders.export
  GET                 /admin/shop/orders/packing-slips.pdf        orders.print
  GET                 /admin/shop/orders/:id/packing-slip.pdf     orders.print
  GET                 /admin/shop/orders/:id/invoice.pdf          orders.print
  GET                 /admin/shop/orders/:id/history              orders.read
  POST                /admin/shop/orders/:id/notes                orders.note
  GET                 /admin/shop/orders/:id                      orders.read
  POST                /admin/shop/orders/:id/seen                 orders.acknowledge
  POST                /admin/shop/orders/:id/payment              orders.verify
  POST                /admin/shop/orders/:id/status               orders.status
  POST                /admin/shop/orders/:id/cancel               orders.cancel
  POST                /admin/shop/orders/:id/archive              orders.archive
  GET                 /admin/shop/archived-orders                 orders.archive
  POST                /admin/shop/archived-orders/:id/restore     orders.archive
  GET                 /admin/shop/exports/:key                    orders.export
  GET                 /admin/shop/shipping/orders                 orders.read
  GET                 /admin/shop/shipping/orders/:id             orders.read
  GET                 /admin/shop/shipping/labels                 labels.buy
  GET                 /admin/shop/shipping/check-api-key          labels.buy
  GET                 /admin/shop/shipping/orders/:id/label-file  labels.buy
  POST                /admin/shop/shipping/orders/:id/rates       labels.buy
  POST                /admin/shop/shipping/orders/:id/label       labels.buy
  POST                /admin/shop/shipping/orders/:id/ship        orders.ship
  GET                 /admin/shop/notifications                   emails.read
  GET                 /admin/shop/notifications/:id               emails.read
  POST                /admin/shop/notifications/:id/resend        emails.resend
  GET                 /admin/shop/contact-messages                contact.read
  GET                 /admin/shop/contact-messages/:id            contact.read
  POST,PATCH          /admin/shop/contact-messages/:id            contact.read
  POST                /admin/shop/contact-messages/:id/reply      contact.read
  GET                 /admin/shop/products/:id                    products.read
  POST                /admin/shop/products/:id                    products.edit
  GET,POST            /admin/shop/products-backup                 products.import
  POST                /admin/shop/utilities/:name                 utilities.run
  GET,POST            /admin/shop/users                           users.manage
  PATCH,DELETE,POST   /admin/shop/users/:id                       users.manage
  GET,PUT,POST,PATCH  /admin/shop/settings                        settings.edit
`

const METHODS: readonly string[] = ["GET", "POST", "PUT", "PATCH", "DELETE"] satisfies Method[]

/** A text table's rows, each split at its spaces; blank lines and `#` comments left out. */
export function tableRows(table: string): string[][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/))
}

/** The table's rows as routes; a row that is not method(s), path and a known permission fails at load. */
function routeLines(table: string): { methods: Method[]; path: string; permission: Permission }[] {
  return tableRows(table).map((row) => {
    const [methods, path, permission, ...rest] = row
    const list = methods.split(",")
    if (rest.length || !path?.startsWith("/") || !list.every((m) => METHODS.includes(m)) || !(PERMISSIONS as readonly string[]).includes(permission)) {
      throw new Error(`route-permissions: not "methods path permission": ${row.join(" ")}`)
    }
    return { methods: list as Method[], path, permission: permission as Permission }
  })
}

export const ROUTE_PERMISSIONS = routeLines(ROUTE_TABLE)

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
