import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop, type SeedResult } from "../../src/scripts/seed-shop"
import { ensureAdminUser, type AdminAccount } from "../../src/scripts/admin-user"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"

/** What the http specs share: the seeded shop, signed-in staff, and shoppers' orders. */

/** The runner's axios client (typed `any` by @medusajs/test-utils). */
type Api = { get: Function; post: Function }

/** Any status comes back as an answer (the test reads it) instead of a thrown error. */
export const any = { validateStatus: () => true }

export const ADMIN: AdminAccount = { username: "sophea", email: "sophea@example.com", password: "num-banh-chok-7" }
export const STAFF: AdminAccount = { username: "kanha", email: "kanha@example.com", password: "kuy-teav-9", role: "staff" }
/** Another admin, signed in with a fresh account by specs that need no more. */
export const DARA: AdminAccount = { username: "dara", email: "dara@example.com", password: "sampot-hol-2" }

/**
 * A folder of this spec file's own for uploads (FILE_UPLOAD_DIR, private files in `<it>-private`), removed afterwards. Call it at the
 * top of the file: the runner's `env` option is applied only after medusa-config.ts has been read,
 * too late for the file module. The sections of one spec (runner.ts, section()) share one boot,
 * hence one folder: the first call makes it, later ones in the same spec file get it too.
 */
export function useUploadDir(prefix: string): string {
  if (uploadDir) return uploadDir
  const dir = mkdtempSync(join(tmpdir(), prefix))
  uploadDir = dir
  const previous = process.env.FILE_UPLOAD_DIR
  process.env.FILE_UPLOAD_DIR = dir
  afterAll(() => {
    uploadDir = undefined
    if (previous === undefined) delete process.env.FILE_UPLOAD_DIR
    else process.env.FILE_UPLOAD_DIR = previous
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}-private`, { recursive: true, force: true }) // the local provider's private files (labels)
  })
  return dir
}
let uploadDir: string | undefined

/** Seeds the shop and creates staff accounts: in beforeAll, so every test starts from that snapshot. */
export async function seedWith(container: MedusaContainer, ...accounts: AdminAccount[]) {
  const seed = await seedShop(container)
  for (const account of accounts) await ensureAdminUser(container, account)
  return seed
}

/** Empties the read model's cache (the database is restored between tests, the cache is not). */
export const clearReadModel = (container: MedusaContainer) =>
  container.resolve<ICacheService>(Modules.CACHE).invalidate("compat-api:*")

/**
 * A spec's start on the seeded shop: in beforeAll (the snapshot every test starts from) the shop
 * seeded with staff `accounts`; before each test the read model emptied. `seed()`: what the seed made.
 */
export function seededShop(getContainer: () => MedusaContainer, ...accounts: AdminAccount[]) {
  let seed: SeedResult | undefined
  beforeAll(async () => {
    seed = await seedWith(getContainer(), ...accounts)
  })
  beforeEach(() => clearReadModel(getContainer()))
  return {
    seed: () => {
      if (!seed) throw new Error("the shop is seeded in beforeAll")
      return seed
    },
  }
}

/** Published products of one variant each, priced in dollars, without inventory, in `salesChannelId`: Medusa's products. */
export async function createPricedProducts(container: MedusaContainer, salesChannelId: string, products: { title: string; amount: number }[]) {
  const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: products.map(({ title, amount }) => ({
        title, status: ProductStatus.PUBLISHED, shipping_profile_id: profile.id, sales_channels: [{ id: salesChannelId }],
        options: [{ title: "Size", values: ["One"] }],
        variants: [{ title: "One", options: { Size: "One" }, manage_inventory: false, prices: [{ currency_code: "usd", amount }] }],
      })),
    },
  })
  return result
}

export type MenuItem = { id: string; name: string; price: number }

export const menuItems = async (api: Api) => (await api.get("/api/menu-items")).data as MenuItem[]

/** How soon a change made in Medusa (its admin, a script) shows in the shop's catalog (issue 28). */
export const CATALOG_SHOWS_WITHIN_MS = 2000

/**
 * Reads until `check` holds (a change made in Medusa shows in the catalog's next build, within
 * CATALOG_SHOWS_WITHIN_MS); answers the value read and how long it took, or fails after `ms`.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = CATALOG_SHOWS_WITHIN_MS) {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (check(value)) return { value, took: Date.now() - started }
    if (Date.now() - started > ms) throw new Error(`not shown within ${ms} ms: ${JSON.stringify(value).slice(0, 300)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A Medusa admin bearer token (as scripts use; no XSRF header needed), for any status. */
export async function bearer(api: Api, who: { username: string; password: string } = ADMIN) {
  const { data } = await api.post("/auth/user/emailpass", { email: who.username, password: who.password })
  return { ...any, headers: { authorization: `Bearer ${data.token}` } }
}

/** Creates the account when it is missing (in beforeEach, or in a test) and answers its bearer token. */
export async function signedInBearer(api: Api, container: MedusaContainer, who: AdminAccount = DARA) {
  await ensureAdminUser(container, who)
  return bearer(api, who)
}

let address = 0
/** Each sign-in from its own address, so the per-address limit of one test never blocks another. */
export function fromAddress() {
  address++
  return { "x-forwarded-for": `10.0.${address >> 8}.${address & 255}` }
}

/** A browser's cookie jar for one signed-in person: the session cookie and the XSRF cookie. */
export type Jar = { cookie: string; xsrf: string }

export function jarOf(setCookie: string[] | undefined): Jar {
  const pairs = (setCookie ?? []).map((c) => c.split(";")[0])
  const xsrf = pairs.find((p) => p.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? ""
  return { cookie: pairs.join("; "), xsrf: decodeURIComponent(xsrf) }
}

/** The request options of a browser with this jar: the cookies, and the XSRF header unless `xsrf` is false. */
export const withJar = (jar: Jar, xsrf = true) => ({ ...any, headers: { cookie: jar.cookie, ...(xsrf ? { "x-xsrf-token": jar.xsrf } : {}) } })

/** Signs in through the shop's /api/login (from a fresh address) and answers the browser's jar. */
export async function signIn(api: Api, who: { username: string; password: string }): Promise<Jar> {
  const res = await api.post("/api/login", { username: who.username, password: who.password }, { ...any, headers: fromAddress() })
  expectStatus(res)
  return jarOf(res.headers["set-cookie"])
}

/** Fails with the answer's body when the status is not the expected one. */
export function expectStatus(res: { status: number; data: unknown }, status = 200) {
  if (res.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.data)}`)
  }
}

let sessionNumber = 1_900_000_000_000 + Math.floor(Math.random() * 1_000_000)

/**
 * A shopper's POST /api/orders body, paid by a manual `method` and confirmed, its total the items
 * plus delivery ($10 under $150, else $15), without notes; `extra` adds or replaces fields.
 */
export function orderBody(method: string, items: (MenuItem & { quantity: number })[], extra: Record<string, unknown> = {}) {
  const subtotal = items.reduce((sum, i) => sum + Math.round(Number(i.price) * 100) * i.quantity, 0)
  return {
    customerName: "Sokha Chan",
    customerEmail: "sokha@example.com",
    customerPhone: "5625550100",
    deliveryAddress: "1200 E Anaheim St, Long Beach, CA, 90813",
    totalAmount: ((subtotal + (subtotal < 15000 ? 1000 : 1500)) / 100).toFixed(2),
    paymentMethod: method,
    paymentStatus: "paid",
    paymentSessionId: `manual_${method}_${sessionNumber++}`,
    orderItems: items.map((i) => ({ id: i.id, name: i.name, price: i.price, quantity: i.quantity })),
    paymentConfirmed: true,
    ...extra,
  }
}

/** The Medusa order id of an accepted order (by its number) once the placement worker placed it. */
export async function placedOrderId(container: MedusaContainer, displayId: number, timeoutMs = 60_000): Promise<string> {
  const desk = container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [entry] = await desk.listOrderDeskEntries({ order_display_id: displayId })
    if (entry?.placement === "placed") return entry.order_id as string
    if (entry?.placement === "failed") throw new Error(`order ${displayId}: placement failed: ${entry.placement_error}`)
    if (Date.now() > deadline) throw new Error(`order ${displayId} not placed after ${timeoutMs} ms (${entry?.placement})`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Posts a shopper's order and waits until the placement worker made the Medusa order: its number and Medusa id. */
export async function placeShopperOrder(api: Api, container: MedusaContainer, body: Record<string, unknown>) {
  const res = await api.post("/api/orders", body, any)
  expectStatus(res, 201)
  const id = res.data.id as number
  return { id, orderId: await placedOrderId(container, id) }
}
