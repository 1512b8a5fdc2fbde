import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ADMIN, any, menuItems, STAFF } from "../helpers/shop"
import { credentialsOf, deletedUserCredentials, userIdOf, type Credential } from "./callers"
import { CLERK, type SecurityPart } from "./runner"

/**
 * The access matrix (issue 24, "What else it must have"; SECURITY.md "Who may do what"): every
 * route of ours (enumerated from compat-api's route files, so a new one cannot be forgotten) and a
 * read and a write of every Medusa /admin route family (enumerated from @medusajs/medusa), plus
 * Medusa's /store and /auth doors, tried by five callers: anonymous, a clerk (role clerk, which is
 * no role of the shop's: it may do nothing), staff (role staff, issue 27 point 6: the day's order
 * work), a deleted user (every credential they kept) and an admin, by cookie and by bearer token.
 * Refused writes must change nothing.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
/**
 * Who may call: `public` anyone (never 401/403); `admin` shop admins only (anonymous and deleted
 * users 401, clerks and staff 403); `staff` the roles admin and staff (anonymous and deleted 401,
 * clerks 403); `signed-in` any existing user (anonymous and deleted 401); `customer` only a shop
 * customer (none of the five callers: 401 for all).
 */
type Access = "public" | "admin" | "staff" | "signed-in" | "customer"
type Caller = "anonymous" | "clerk" | "staff" | "deleted" | "admin"

/**
 * The shop's routes (compat-api/src/api/**\/route.ts by folder; `[param]` as in the folder name),
 * /api and /admin/shop: a route without a line here fails the test. Lines for routes that do not
 * exist (yet) are harmless. What staff may is issue 27 point 6 (SECURITY.md "Who may do what").
 */
const OUR_ROUTES: Record<string, Access | Partial<Record<Method, Access>>> = {
  "/api/aba-qr-code": "public",
  "/api/admin/clear-test-orders": "admin",
  "/api/admin/menu-items": "staff",
  "/api/auth/google": "public",
  "/api/auth/google/callback": "public",
  // the storefront's paged catalog reads (issue 28): a page, a cart's or wishlist's ids, a product page's product
  "/api/catalog/products": "public",
  "/api/catalog/products/[handle]": "public",
  "/api/categories": "public",
  "/api/clean-duplicates": "admin",
  "/api/contact": "public",
  "/api/contact-messages": "staff",
  "/api/contact-messages/[id]": "staff",
  "/api/contact-messages/[id]/reply": "staff",
  "/api/create-payment-link": "public",
  "/api/fix-images": "admin",
  "/api/fix-sequences": "admin",
  "/api/login": "public",
  "/api/logout": "public",
  "/api/menu-items": "public",
  // PATCH: staff may edit a product but not its price (the matrix's body changes the price: 403); DELETE admin only
  "/api/menu-items/[id]": "admin",
  "/api/notifications": "staff",
  "/api/notifications/[id]": "staff",
  "/api/notifications/[id]/resend": "staff",
  "/api/order-status/[token]": "public",
  "/api/order-status/lookup": "public",
  "/api/orders": { POST: "public", GET: "staff" },
  "/api/orders/[id]": "staff",
  "/api/orders/[id]/acknowledge": "staff",
  "/api/orders/[id]/archive": "admin",
  "/api/orders/[id]/cancel": "admin",
  "/api/orders/[id]/history": "staff",
  "/api/orders/[id]/invoice.pdf": "staff",
  "/api/orders/[id]/notes": "staff",
  "/api/orders/[id]/packing-slip.pdf": "staff",
  "/api/orders/[id]/payment": "staff",
  "/api/orders/[id]/restore": "admin",
  "/api/orders/[id]/status": "staff",
  "/api/orders/archived": "admin",
  "/api/orders/clear-all": "admin",
  "/api/orders/export.csv": "staff",
  "/api/orders/limit": "admin",
  "/api/orders/packing-slips.pdf": "staff",
  "/api/orders/restore": "admin",
  "/api/orders/summary": "staff",
  "/api/payment-methods": "public",
  "/api/products-backup": "admin",
  "/api/reset-categories": "admin",
  "/api/sandbox-checkout/[id]": "public",
  // The shop's facts for the storefront (issue 27 point 9); their edit is PUT /admin/shop/settings (admin).
  "/api/shop-facts": "public",
  "/api/shipping/create-label": "staff",
  "/api/shipping/labels/[orderId]": "staff",
  "/api/shipping/orders": "staff",
  "/api/shipping/shippo/create-label": "staff",
  "/api/shipping/shippo/get-rates": "staff",
  "/api/shipping/usps-flat-rates": "staff",
  "/api/simple-shipping/check-api-key": "staff",
  "/api/simple-shipping/create-label": "staff",
  "/api/simple-shipping/labels": "staff",
  "/api/upload-product": "admin",
  // PUT: staff may edit a product but not its price (the matrix's empty body changes nothing: allowed)
  "/api/upload-product/[id]": "staff",
  "/api/user": "signed-in",
  "/api/users": "admin",
  "/api/users/[id]": "admin",
  "/api/verify-payment": "public",
  "/admin/shop/archived-orders": "admin",
  "/admin/shop/archived-orders/[id]/restore": "admin",
  "/admin/shop/contact-messages": "staff",
  "/admin/shop/contact-messages/[id]": "staff",
  "/admin/shop/contact-messages/[id]/reply": "staff",
  "/admin/shop/exports/[key]": "staff",
  "/admin/shop/notifications": "staff",
  "/admin/shop/notifications/[id]": "staff",
  "/admin/shop/notifications/[id]/resend": "staff",
  "/admin/shop/order-queue": "staff",
  "/admin/shop/orders": "staff",
  "/admin/shop/orders/[id]": "staff",
  "/admin/shop/orders/[id]/archive": "admin",
  "/admin/shop/orders/[id]/cancel": "admin",
  "/admin/shop/orders/[id]/history": "staff",
  "/admin/shop/orders/[id]/invoice.pdf": "staff",
  "/admin/shop/orders/[id]/notes": "staff",
  "/admin/shop/orders/[id]/packing-slip.pdf": "staff",
  "/admin/shop/orders/[id]/payment": "staff",
  "/admin/shop/orders/[id]/seen": "staff",
  "/admin/shop/orders/[id]/status": "staff",
  "/admin/shop/orders/export.csv": "staff",
  "/admin/shop/orders/packing-slips.pdf": "staff",
  "/admin/shop/orders/summary": "staff",
  "/admin/shop/products-backup": "admin",
  "/admin/shop/products/[id]": "staff",
  "/admin/shop/settings": "admin",
  "/admin/shop/shipping/check-api-key": "staff",
  "/admin/shop/shipping/labels": "staff",
  "/admin/shop/shipping/orders": "staff",
  "/admin/shop/shipping/orders/[id]": "staff",
  "/admin/shop/shipping/orders/[id]/label": "staff",
  "/admin/shop/shipping/orders/[id]/label-file": "staff",
  "/admin/shop/shipping/orders/[id]/rates": "staff",
  "/admin/shop/shipping/orders/[id]/ship": "staff",
  "/admin/shop/users": "admin",
  "/admin/shop/users/[id]": "admin",
  "/admin/shop/utilities/[name]": "admin",
  "/admin/shop/xsrf": "staff",
}

/** Statuses a route may answer although they look like failures, and why. */
const OUR_ALLOWED: Record<string, number[]> = {
  // Google sign-in is not configured in tests: 503 "not set up for this shop" (a configuration state, not a refusal).
  "/api/auth/google": [503],
  "/api/auth/google/callback": [503],
}

type Req = [Method, string, unknown?]
/** A write whose effect can be looked for: `tag` makes each caller's body its own. */
type Write = { req: (tag: string, ids: Ids) => Req; written?: (c: MedusaContainer, tag: string, ids: Ids) => Promise<boolean> }
/** `readAccess`: when Medusa opens the read to anyone on purpose (its own AUTHENTICATE = false). */
type Family = { read?: (ids: Ids) => Req; readAccess?: Access; write?: Write }
/** Medusa's /admin families whose reads staff may not make either (users, invites, secret keys). */
const MEDUSA_ADMIN_ONLY_READS = new Set(["api-keys", "invites", "users"])
type Ids = { clerkId: string; storeId: string; productId: string; menuId: string }

const MISSING = "matrix_missing"
const get = (path: string) => () => ["GET", path] as Req
const post = (path: string, body: unknown = {}): Write => ({ req: () => ["POST", path, body] })
const del = (path: string): Write => ({ req: () => ["DELETE", path] })
const graph = async (c: MedusaContainer, entity: string, filters: Record<string, unknown>) =>
  (await c.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields: ["id"], filters } as any)).data.length > 0

/** Medusa's /admin route families (folders of @medusajs/medusa/dist/api/admin): one read and one write each. */
const MEDUSA_ADMIN: Record<string, Family> = {
  "api-keys": {
    read: get("/admin/api-keys"),
    write: { req: (t) => ["POST", "/admin/api-keys", { title: `matrix key ${t}`, type: "secret" }], written: (c, t) => graph(c, "api_key", { title: `matrix key ${t}` }) },
  },
  campaigns: { read: get("/admin/campaigns"), write: post(`/admin/campaigns/${MISSING}`, { name: "x" }) },
  claims: { read: get("/admin/claims"), write: post("/admin/claims") },
  collections: {
    read: get("/admin/collections"),
    write: { req: (t) => ["POST", "/admin/collections", { title: `Matrix ${t}` }], written: (c, t) => graph(c, "product_collection", { title: `Matrix ${t}` }) },
  },
  currencies: { read: get("/admin/currencies") },
  "customer-groups": { read: get("/admin/customer-groups"), write: post(`/admin/customer-groups/${MISSING}`, { name: "x" }) },
  customers: {
    read: get("/admin/customers"),
    write: { req: (t) => ["POST", "/admin/customers", { email: `matrix-${t}@example.com` }], written: (c, t) => graph(c, "customer", { email: `matrix-${t}@example.com` }) },
  },
  "draft-orders": { read: get("/admin/draft-orders"), write: post(`/admin/draft-orders/${MISSING}`) },
  exchanges: { read: get("/admin/exchanges"), write: post("/admin/exchanges") },
  // The dashboard reads the flags before anyone signs in (Medusa's AUTHENTICATE = false): on/off switches only.
  "feature-flags": { read: get("/admin/feature-flags"), readAccess: "public" },
  "fulfillment-providers": { read: get("/admin/fulfillment-providers") },
  "fulfillment-sets": { read: get(`/admin/fulfillment-sets/${MISSING}/service-zones/${MISSING}`), write: del(`/admin/fulfillment-sets/${MISSING}`) },
  fulfillments: { write: post(`/admin/fulfillments/${MISSING}/cancel`) },
  // The index engine is off in this shop: Medusa left such calls hanging (compat-api answers 404).
  index: { read: get("/admin/index/details"), write: post("/admin/index/sync") },
  "inventory-items": { read: get("/admin/inventory-items"), write: post(`/admin/inventory-items/${MISSING}`) },
  invites: {
    read: get("/admin/invites"),
    write: { req: (t) => ["POST", "/admin/invites", { email: `invite-${t}@example.com` }], written: (c, t) => graph(c, "invite", { email: `invite-${t}@example.com` }) },
  },
  layouts: { read: get("/admin/layouts/configurations"), write: del(`/admin/layouts/${MISSING}/configuration`) },
  locales: { read: get("/admin/locales") },
  notifications: { read: get("/admin/notifications") },
  "order-changes": { write: post(`/admin/order-changes/${MISSING}`) },
  "order-edits": { write: post("/admin/order-edits") },
  orders: { read: get("/admin/orders"), write: post(`/admin/orders/${MISSING}`, { email: "x@example.com" }) },
  "payment-collections": { write: post(`/admin/payment-collections/${MISSING}/mark-as-paid`, { order_id: MISSING }) },
  payments: { read: get("/admin/payments"), write: post(`/admin/payments/${MISSING}/capture`) },
  plugins: { read: get("/admin/plugins") },
  "price-lists": { read: get("/admin/price-lists"), write: post(`/admin/price-lists/${MISSING}`) },
  "price-preferences": { read: get("/admin/price-preferences"), write: post(`/admin/price-preferences/${MISSING}`) },
  "product-categories": { read: get("/admin/product-categories"), write: post(`/admin/product-categories/${MISSING}`, { name: "x" }) },
  "product-options": { read: get("/admin/product-options"), write: post(`/admin/product-options/${MISSING}`) },
  "product-tags": {
    read: get("/admin/product-tags"),
    write: { req: (t) => ["POST", "/admin/product-tags", { value: `matrix-${t}` }], written: (c, t) => graph(c, "product_tag", { value: `matrix-${t}` }) },
  },
  "product-types": { read: get("/admin/product-types"), write: post(`/admin/product-types/${MISSING}`) },
  "product-variants": { read: get("/admin/product-variants") },
  products: {
    read: get("/admin/products"),
    write: {
      req: (t, ids) => ["POST", `/admin/products/${ids.productId}`, { title: `Matrix ${t}` }],
      written: (c, t, ids) => graph(c, "product", { id: ids.productId, title: `Matrix ${t}` }),
    },
  },
  promotions: { read: get("/admin/promotions"), write: post(`/admin/promotions/${MISSING}`) },
  "property-labels": { read: get("/admin/property-labels"), write: post(`/admin/property-labels/${MISSING}`) },
  rbac: { read: get("/admin/rbac/roles"), write: post("/admin/rbac/roles") },
  "refund-reasons": { read: get("/admin/refund-reasons"), write: post(`/admin/refund-reasons/${MISSING}`) },
  regions: {
    read: get("/admin/regions"),
    write: { req: (t) => ["POST", "/admin/regions", { name: `Matrix ${t}`, currency_code: "usd" }], written: (c, t) => graph(c, "region", { name: `Matrix ${t}` }) },
  },
  reservations: { read: get("/admin/reservations"), write: post(`/admin/reservations/${MISSING}`) },
  "return-reasons": { read: get("/admin/return-reasons"), write: post(`/admin/return-reasons/${MISSING}`) },
  returns: { read: get("/admin/returns"), write: post(`/admin/returns/${MISSING}`) },
  "sales-channels": {
    read: get("/admin/sales-channels"),
    write: { req: (t) => ["POST", "/admin/sales-channels", { name: `Matrix ${t}` }], written: (c, t) => graph(c, "sales_channel", { name: `Matrix ${t}` }) },
  },
  search: { read: get("/admin/search?q=sampot") },
  "search-indexes": { read: get("/admin/search-indexes"), write: del(`/admin/search-indexes/${MISSING}`) },
  "shipping-option-types": { read: get("/admin/shipping-option-types"), write: post(`/admin/shipping-option-types/${MISSING}`) },
  "shipping-options": { read: get("/admin/shipping-options"), write: post(`/admin/shipping-options/${MISSING}`) },
  "shipping-profiles": { read: get("/admin/shipping-profiles"), write: post(`/admin/shipping-profiles/${MISSING}`) },
  "stock-locations": { read: get("/admin/stock-locations"), write: post(`/admin/stock-locations/${MISSING}`) },
  stores: {
    read: get("/admin/stores"),
    write: { req: (t, ids) => ["POST", `/admin/stores/${ids.storeId}`, { name: `Matrix ${t}` }], written: (c, t) => graph(c, "store", { name: `Matrix ${t}` }) },
  },
  "tax-providers": { read: get("/admin/tax-providers") },
  "tax-rates": { read: get("/admin/tax-rates"), write: post(`/admin/tax-rates/${MISSING}`) },
  "tax-regions": { read: get("/admin/tax-regions"), write: post(`/admin/tax-regions/${MISSING}`) },
  translations: { read: get("/admin/translations"), write: post("/admin/translations/batch") },
  uploads: { read: get(`/admin/uploads/${MISSING}`), write: post("/admin/uploads") },
  users: {
    read: get("/admin/users"),
    // A clerk making themselves an admin.
    write: {
      req: (_t, ids) => ["POST", `/admin/users/${ids.clerkId}`, { metadata: { role: "admin", username: CLERK.username } }],
      written: async (c, _t, ids) => (await c.resolve(Modules.USER).retrieveUser(ids.clerkId)).metadata?.role === "admin",
    },
  },
  views: { read: get("/admin/views/entities"), write: post("/admin/views/orders/configurations") },
  "workflows-executions": { read: get("/admin/workflows-executions"), write: post(`/admin/workflows-executions/${MISSING}/run`) },
}

/** Medusa's store and auth doors. Staff credentials are no customer: /me and order lists stay closed. */
const MEDUSA_STORE_AUTH: { req: Req; access: Access | "medusa-session"; bearerOnly?: boolean }[] = [
  { req: ["GET", "/store/products"], access: "public" },
  { req: ["GET", "/store/regions"], access: "public" },
  { req: ["GET", "/store/product-categories"], access: "public" },
  { req: ["POST", "/store/carts", {}], access: "public" },
  { req: ["GET", `/store/carts/${MISSING}`], access: "public" },
  { req: ["POST", "/store/payment-collections", { cart_id: MISSING }], access: "public" },
  { req: ["GET", `/store/orders/${MISSING}`], access: "public" },
  { req: ["GET", "/store/orders"], access: "customer" },
  { req: ["GET", "/store/customers/me"], access: "customer" },
  { req: ["POST", "/store/customers/me", { first_name: "Matrix" }], access: "customer" },
  { req: ["GET", "/store/customers/me/addresses"], access: "customer" },
  // The dashboard's session from a token: admins and staff (a clerk, with no shop role, is turned away at sign-in).
  { req: ["POST", "/auth/session", {}], access: "medusa-session", bearerOnly: true },
  // A fresh token, by a token or by the back office's session (/api/login).
  { req: ["POST", "/auth/token/refresh", {}], access: "signed-in" },
]

/** What a caller must be answered: a status, or "ok" (not 401/403, not 5xx except `allowed`). */
function expected(access: Access | "medusa-session", caller: Caller): number | "ok" {
  if (access === "public") return "ok"
  if (access === "customer") return 401
  if (caller === "anonymous" || caller === "deleted") return 401
  if (caller === "clerk") return access === "signed-in" ? "ok" : 403
  if (caller === "staff") return access === "admin" ? 403 : "ok"
  return "ok"
}

function meets(status: number, want: number | "ok", allowed: number[] = []) {
  if (allowed.includes(status)) return true
  return want === "ok" ? status < 500 && status !== 401 && status !== 403 : status === want
}

/** compat-api's route files: `[path, methods]`, the path as the folder names it. */
function ourRoutes(): [string, Method[]][] {
  const root = join(dirname(require.resolve("compat-api/package.json")), "src", "api")
  const found: [string, Method[]][] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== "__tests__") walk(full)
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8")
        const methods = new Set<Method>()
        for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1] as Method)
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const name of m[1].split(",").map((s) => s.trim().split(/\s+as\s+/).pop()!)) {
            if (/^(GET|POST|PUT|PATCH|DELETE)$/.test(name)) methods.add(name as Method)
          }
        }
        found.push(["/" + relative(root, dir).split(sep).join("/"), [...methods]])
      }
    }
  }
  walk(root)
  return found.sort(([a], [b]) => a.localeCompare(b))
}

/** Medusa's /admin route families, as folders of its API. */
const medusaAdminFamilies = () =>
  readdirSync(join(dirname(require.resolve("@medusajs/medusa/package.json")), "dist", "api", "admin"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()

/** A concrete URL for a route folder: parameters filled with ids that exist where refusals must be seen not to write. */
function urlOf(route: string, ids: Ids): string {
  return route.replace(/\[(\w+)\]/g, (_m, name: string) => {
    if (route.startsWith("/api/menu-items/")) return ids.menuId
    if (name === "token") return "matrix-missing-token"
    if (name === "name") return MISSING
    if (route.startsWith("/admin/shop/")) return MISSING
    return "999999"
  })
}

export const accessMatrix: SecurityPart = ({ api, getContainer }) => {
  type Row = { caller: Caller; via: string; method: Method; url: string; body?: unknown; want: number | "ok"; allowed?: number[] }

  let ids: Ids
  let callers: Record<Caller, Credential[]>

  const send = async (row: Row, publishableKey: string) => {
    const headers = { ...callerHeaders(row), ...(row.url.startsWith("/store/") ? { "x-publishable-api-key": publishableKey } : {}) }
    const res = await api.request({ method: row.method, url: row.url, data: row.body, headers, maxRedirects: 0, ...any })
    return { row, status: res.status as number, data: res.data }
  }
  const callerHeaders = (row: Row) => callers[row.caller].find((c) => c.via === row.via)?.headers ?? {}

  /** Sends every row (a few at a time: the database pool is shared) and answers the rows not answered as expected. */
  async function run(rows: Row[], publishableKey: string) {
    const wrong: string[] = []
    const queue = [...rows]
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const { status, data } = await send(row, publishableKey)
          if (!meets(status, row.want, row.allowed)) {
            wrong.push(`${row.caller} by ${row.via}: ${row.method} ${row.url} answered ${status} (expected ${row.want}) ${JSON.stringify(data).slice(0, 160)}`)
          }
        }
      })
    )
    return wrong.sort()
  }

  /** The rows of every caller in turn (the admin last: its writes are real), refused writes checked in between. */
  async function matrix(build: (caller: Caller, c: Credential) => Row[], publishableKey: string, checkNothingWritten?: () => Promise<string[]>) {
    const wrong: string[] = []
    for (const caller of ["anonymous", "clerk", "staff", "deleted", "admin"] as Caller[]) {
      if (caller === "admin" && checkNothingWritten) wrong.push(...(await checkNothingWritten()))
      const rows = callers[caller].flatMap((c) => build(caller, c))
      // Signing out ends the caller's session: after everything else.
      const signsOut = (r: Row) => r.url === "/api/logout"
      wrong.push(...(await run(rows.filter((r) => !signsOut(r)), publishableKey)))
      wrong.push(...(await run(rows.filter(signsOut), publishableKey)))
    }
    return wrong
  }

  const publishableKey = async () => {
    const [key] = await getContainer().resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
    return key.token
  }

  describe("security: access matrix", () => {
    beforeEach(async () => {
      const container = getContainer()
      const [store] = await container.resolve(Modules.STORE).listStores()
      const [product] = await container.resolve(Modules.PRODUCT).listProducts({}, { take: 1 })
      const [menu] = await menuItems(api)
      ids = { clerkId: await userIdOf(container, CLERK.email), storeId: store.id, productId: product.id, menuId: String(menu.id) }
      const deleted = await deletedUserCredentials(api, container, { username: "sovann", email: "sovann@example.com", password: "bai-mon-6" })
      callers = {
        anonymous: [{ via: "nothing", headers: {} }],
        clerk: await credentialsOf(api, CLERK),
        staff: await credentialsOf(api, STAFF),
        deleted: deleted.credentials,
        admin: await credentialsOf(api, ADMIN),
      }
    })

    it("every route of the shop (/api and /admin/shop, from the route files) answers each caller as its table says", async () => {
      const routes = ourRoutes()
      const untabled = routes.filter(([path]) => !(path in OUR_ROUTES)).map(([p]) => p)
      expect(untabled).toEqual([]) // a new route needs its line in OUR_ROUTES: who may call it?
      expect(routes.filter(([, methods]) => !methods.length)).toEqual([])
      expect(routes.filter(([p]) => p.startsWith("/admin/shop/")).length).toBeGreaterThan(20)

      const menuBefore = (await menuItems(api)).find((m) => String(m.id) === ids.menuId)
      const rows = (caller: Caller, c: Credential): Row[] =>
        routes.flatMap(([path, methods]) =>
          methods.map((method) => {
            const table = OUR_ROUTES[path]
            const access: Access = typeof table === "string" ? table : table[method] ?? "admin"
            const body = method === "GET" || method === "DELETE" ? undefined : path.startsWith("/api/menu-items/") ? { price: 0.01, name: "Matrix" } : {}
            return { caller, via: c.via, method, url: urlOf(path, ids), body, want: expected(access, caller), allowed: OUR_ALLOWED[path] }
          })
        )
      const nothingWritten = async () => {
        const menu = (await menuItems(api)).find((m) => String(m.id) === ids.menuId)
        return JSON.stringify(menu) === JSON.stringify(menuBefore) ? [] : [`a refused caller changed menu item ${ids.menuId}: ${JSON.stringify(menu)}`]
      }
      expect(await matrix(rows, await publishableKey(), nothingWritten)).toEqual([])
    })

    it("a read and a write of every Medusa /admin route family answer 401 to anonymous and deleted users, 403 to a clerk, reads (not users, invites, keys) but no writes to staff, and serve an admin; refused writes write nothing", async () => {
      const families = medusaAdminFamilies()
      expect(families.filter((f) => !(f in MEDUSA_ADMIN))).toEqual([]) // Medusa grew a family: give it a read and a write here
      const container = getContainer()
      const tagOf = (caller: Caller, c: Credential) => `${caller}-${c.via.replace(/\W+/g, "-")}`
      const rows = (caller: Caller, c: Credential): Row[] =>
        families.flatMap((family) => {
          const { read, readAccess, write } = MEDUSA_ADMIN[family]
          const reqs: [Req, Access][] = []
          if (read) reqs.push([read(ids), readAccess ?? (MEDUSA_ADMIN_ONLY_READS.has(family) ? "admin" : "staff")])
          if (write) reqs.push([write.req(tagOf(caller, c), ids), "admin"])
          return reqs.map(([[method, url, body], access]) => ({ caller, via: c.via, method, url, body, want: expected(access, caller) }))
        })
      const nothingWritten = async () => {
        const wrote: string[] = []
        for (const caller of ["anonymous", "clerk", "staff", "deleted"] as Caller[]) {
          for (const c of callers[caller]) {
            for (const [family, { write }] of Object.entries(MEDUSA_ADMIN)) {
              if (write?.written && (await write.written(container, tagOf(caller, c), ids))) wrote.push(`${caller} by ${c.via} wrote through ${family}`)
            }
          }
        }
        return wrote
      }
      expect(await matrix(rows, await publishableKey(), nothingWritten)).toEqual([])
      // The admin's writes are real (so the checks above could see one).
      for (const c of callers.admin) {
        for (const [family, { write }] of Object.entries(MEDUSA_ADMIN)) {
          if (write?.written && family !== "stores" && family !== "products") expect([family, await write.written(container, tagOf("admin", c), ids)]).toEqual([family, true])
        }
      }
    })

    it("Medusa's store and auth doors: staff credentials are no customer, and only existing admins and staff get a dashboard session", async () => {
      const rows = (caller: Caller, c: Credential): Row[] =>
        MEDUSA_STORE_AUTH.filter((r) => !r.bearerOnly || c.via === "bearer" || caller === "anonymous").map(({ req: [method, url, body], access }) => ({
          caller,
          via: c.via,
          method,
          url,
          body,
          want: access === "medusa-session" ? (caller === "clerk" ? 403 : caller === "admin" || caller === "staff" ? "ok" : 401) : expected(access, caller),
        }))
      expect(await matrix(rows, await publishableKey())).toEqual([])
    })

    it("beyond the list: path and method tricks, a publishable key as admin credential and oversized bodies open nothing and answer 4xx", async () => {
      const key = await publishableKey()
      const clerk = callers.clerk.find((c) => c.via === "bearer")!.headers
      const send = (method: string, url: string, headers: Record<string, string> = {}, data?: unknown) =>
        api.request({ method, url, data, headers, maxRedirects: 0, ...any }).then((r: any) => ({
          url: `${headers === clerk ? "clerk" : "anonymous"}: ${method} ${url}`,
          status: r.status as number,
        }))
      const tricks = await Promise.all([
        // Other spellings of staff routes: express matches case-insensitively and with a trailing slash.
        ...["/API/orders", "/api/orders/", "/Api/Orders/", "/api//orders", "/api/orders;x", "/api/%6Frders", "/api/./orders", "/api/x/../orders"].flatMap((u) => [send("GET", u), send("GET", u, clerk)]),
        ...["/ADMIN/orders", "/admin/orders/", "/admin//orders", "/admin%2Forders", "/admin/./orders", "/admin/x/../orders", "/Admin/Shop/order-queue", "/admin/shop/order-queue/"].flatMap((u) => [send("GET", u), send("GET", u, clerk)]),
        // HEAD runs the GET handler.
        send("HEAD", "/api/orders"),
        send("HEAD", "/admin/orders"),
        // A method override header is not honoured.
        send("POST", "/api/orders", { "x-http-method-override": "GET" }, {}),
        send("POST", `/api/menu-items/${ids.menuId}`, { "x-http-method-override": "DELETE" }, {}),
        // A publishable (public) key is no admin credential, however it is sent.
        send("GET", "/admin/orders", { "x-publishable-api-key": key }),
        send("GET", "/admin/orders", { authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}` }),
        send("GET", "/admin/orders", { authorization: `Bearer ${key}` }),
        // A forged token (none, wrong secret).
        send("GET", "/admin/orders", { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJhY3Rvcl9pZCI6InVzZXJfMSIsImFjdG9yX3R5cGUiOiJ1c2VyIn0." }),
      ])
      expect(tricks.filter((t) => t.status < 400 || t.status >= 500 || (t.status === 403 && !t.url.startsWith("clerk")))).toEqual([])
      expect((await menuItems(api)).some((m) => String(m.id) === ids.menuId)).toBe(true)

      // The GETs that change data need the XSRF header by an admin's cookie, however the path is spelled
      // (a link on another site is a top-level GET: SameSite=Lax sends the cookie).
      const adminCookie = { cookie: callers.admin.find((c) => c.via === "cookie")!.headers.cookie }
      const changingGets = await Promise.all(
        ["/api/fix-sequences", "/API/fix-sequences", "/api/fix-sequences/", "/api/Fix-Sequences", "/api/reset-categories/", "/API/CLEAN-DUPLICATES"].map((u) => send("GET", u, adminCookie))
      )
      expect(changingGets.filter((r) => r.status !== 403)).toEqual([])

      // Bodies over the parsers' limits: 413, on every prefix, nothing written.
      const huge = { name: "Sokha", email: "a@example.com", phone: "5625550100", message: "x".repeat(2_000_000) }
      const big = await Promise.all([
        send("POST", "/api/contact", {}, huge),
        send("POST", "/api/orders", {}, { ...huge, orderItems: [] }),
        send("POST", "/store/carts", { "x-publishable-api-key": key }, { metadata: { x: huge.message } }),
        send("POST", "/auth/user/emailpass", {}, { email: "sophea", password: huge.message }),
        send("POST", "/admin/products", callers.admin.find((c) => c.via === "bearer")!.headers, { title: huge.message }),
      ])
      expect(big.filter((b) => b.status !== 413)).toEqual([])
    })
  })
}
