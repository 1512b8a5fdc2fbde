import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readCatalog } from "compat-api/catalog/read-model/index"
import { amountDue, priceLines, processingFee } from "compat-api/orders/checkout-pricing"
import { toShippingAddress } from "compat-api/orders/delivery-address"
import { DELIVERY_OPTION_NAME } from "compat-api/orders/place-order"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { ensureAdminUser } from "./admin-user"

/**
 * `medusa exec ./src/scripts/seed-bench-orders.ts [count]` (run by `npm run bench:admin` against
 * the bench's own shop instance, never the developer's): makes sure there are `count` (default
 * 10,000) bench orders for the back-office list benchmark, and a bench admin user `bench-admin`
 * with the password in BENCH_ADMIN_PASSWORD.
 *
 * Idempotent: a bench order is an order-desk entry whose payment_session_id is
 * `bench_admin_<index>`; only the missing indexes are created, in batches. A rerun also cleans up
 * what an interrupted run left: Medusa orders of the bench without their entry are deleted,
 * archived bench orders are restored, missing links are created.
 *
 * Each bench order is a REAL Medusa order (region, sales channel, e-mail, USD, shipping address,
 * 1–3 line items of real catalog products at their catalog prices, the "Standard Delivery"
 * shipping method at 10 or 15) plus its order-desk entry (placed, linked, the spec's admin fields
 * with varied payment methods, statuses and seen flags, created over the past year), i.e. what
 * GET /api/orders and Medusa's GET /admin/orders read for a placed shop order.
 *
 * The orders are made directly with the order module (createOrders), NOT through the cart
 * workflows the shop's placement worker uses (create cart → shipping method → payment collection
 * and session → complete cart): that path takes about half a second per order on a 2-core machine,
 * so 10,000 orders would take well over an hour. The lists being measured read the same rows
 * either way; what the direct path leaves out (carts, payment collections) is not on those lists.
 */

const PREFIX = "bench_admin_"
const DEFAULT_COUNT = 10_000
const BATCH = 200
export const BENCH_ADMIN_USERNAME = "bench-admin"
const BENCH_ADMIN_EMAIL = "bench-admin@cambodian-shop.local"
/** The table of the order-desk entry ↔ order link (compat-api/src/links/order-desk-order.ts). */
const LINK_TABLE = "order_desk_order_desk_entry_order_order"
const DAY_MS = 24 * 60 * 60 * 1000

type Knex = {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, any>[] }>
}
type CatalogItem = { id: string; name: string; price: number | string }
type Variant = { id: string; sku: string | null; title: string | null }
type Product = { id: string; title: string; handle: string; thumbnail: string | null; variant: Variant }

const FIRST = ["Sokha", "Dara", "Sreymom", "Vanna", "Chenda", "Bopha", "Rithy", "Sophea", "Kosal", "Maly", "Nary", "Piseth", "Linda", "Kevin", "Maria", "James"]
const LAST = ["Chan", "Sok", "Kim", "Lim", "Heng", "Meas", "Prak", "Chea", "Ouk", "Nguyen", "Garcia", "Smith", "Ly", "Tep"]
const STREETS = [
  { address: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813" },
  { address: "2100 E 7th St", city: "Long Beach", state: "CA", zip: "90804" },
  { address: "1250 W Pacific Coast Hwy", city: "Long Beach", state: "CA", zip: "90810" },
  { address: "825 N Broadway", city: "Los Angeles", state: "CA", zip: "90012" },
  { address: "9842 Bolsa Ave", city: "Westminster", state: "CA", zip: "92683" },
  { address: "1600 Lowell St", city: "Lowell", state: "MA", zip: "01852" },
  { address: "4501 Rainier Ave S", city: "Seattle", state: "WA", zip: "98118" },
  { address: "300 S Broad St", city: "Philadelphia", state: "PA", zip: "19102" },
]
const NOTES = ["Ring twice", "Leave at the door", "Call when outside", "Gift: no receipt please", "Back gate"]
const METHODS = ["stripe", "cashapp", "venmo", "zelle", "paypal", "aba"] as const

/** A small deterministic PRNG (mulberry32): index i always makes the same order. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const sessionOf = (i: number) => `${PREFIX}${String(i).padStart(6, "0")}`
const indexOf = (session: string) => Number(session.slice(PREFIX.length))

/** The staff-side state of order i of n: older orders are mostly paid and done, the newest still open. */
function staffState(i: number, n: number, rand: () => number) {
  const age = 1 - (i + 1) / n // 0 = newest, ~1 = a year old
  const r = rand()
  let payment_status: "pending" | "paid" | "failed"
  let status: string
  if (age > 0.05) {
    payment_status = r < 0.9 ? "paid" : r < 0.95 ? "failed" : "pending"
  } else {
    payment_status = r < 0.55 ? "paid" : r < 0.6 ? "failed" : "pending"
  }
  const s = rand()
  if (payment_status === "failed") {
    status = "cancelled"
  } else if (payment_status === "pending") {
    status = s < 0.6 ? "pending" : s < 0.9 ? "acknowledged" : "cancelled"
  } else if (age > 0.05) {
    status = s < 0.6 ? "completed" : s < 0.85 ? "shipped" : s < 0.95 ? "processing" : "acknowledged"
  } else {
    status = s < 0.3 ? "processing" : s < 0.6 ? "shipped" : s < 0.8 ? "acknowledged" : "pending"
  }
  const seen = age > 0.01 || status !== "pending" || rand() < 0.3
  return { payment_status, status, seen }
}

function catalogProducts(catalog: CatalogItem[], variants: Map<string, Product>): { item: CatalogItem; product: Product }[] {
  return catalog
    .filter((c) => variants.has(c.id) && Number(String(c.price).replace(/[$,\s]/g, "")) > 0)
    .map((item) => ({ item, product: variants.get(item.id)! }))
}

/** Order i of n, as the order module's input and the order-desk entry's fields. */
function benchOrder(
  i: number,
  n: number,
  anchor: number,
  ctx: {
    products: { item: CatalogItem; product: Product }[]
    catalog: CatalogItem[]
    regionId: string
    salesChannelId: string
    shippingOptionId: string
    staffUserId: string | null
  }
) {
  const rand = rng(i * 2654435761 + 12345)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
  const createdAt = new Date(anchor + ((i + 0.5) / n) * 365 * DAY_MS)
  const first = pick(FIRST)
  const last = pick(LAST)
  const customerName = `${first} ${last}`
  const street = pick(STREETS)
  const deliveryAddress = `${street.address}, ${street.city}, ${street.state} ${street.zip}`
  const customerPhone = `562555${String(i % 10_000).padStart(4, "0")}`
  const customerEmail = `bench-admin-${i}@example.com`
  const paymentMethod = rand() < 0.2 ? "stripe" : pick(METHODS.slice(1))
  const paymentSessionId = sessionOf(i)
  const notes = rand() < 0.25 ? pick(NOTES) : null

  const count = 1 + Math.floor(rand() * 3)
  const chosen = new Map<string, number>()
  while (chosen.size < Math.min(count, ctx.products.length)) {
    const p = pick(ctx.products)
    chosen.set(p.item.id, 1 + Math.floor(rand() * 3))
  }
  const orderItems = [...chosen].map(([id, quantity]) => ({ id, quantity }))
  // The shop's own pricing: catalog prices, delivery fee 10 below $150, else 15.
  const priced = priceLines(orderItems, ctx.catalog)
  const fee = processingFee(priced.total, paymentMethod)
  const due = amountDue(priced.total, paymentMethod)
  const addressInput = {
    customerName,
    customerPhone,
    deliveryAddress,
    firstName: first,
    lastName: last,
    address: street.address,
    city: street.city,
    state: street.state,
    zip: street.zip,
  }
  const { payment_status, status, seen } = staffState(i, n, rand)
  const byId = new Map(ctx.products.map((p) => [p.item.id, p.product]))

  const order = {
    region_id: ctx.regionId,
    sales_channel_id: ctx.salesChannelId,
    email: customerEmail,
    currency_code: "usd",
    status: status === "completed" ? "completed" : status === "cancelled" ? "canceled" : "pending",
    ...(status === "cancelled" ? { canceled_at: createdAt } : {}),
    shipping_address: toShippingAddress(addressInput),
    items: priced.lines.map((l: { id: string; name: string; unitPrice: number; quantity: number }) => {
      const p = byId.get(l.id)!
      return {
        title: p.title,
        subtitle: p.variant.title ?? undefined,
        thumbnail: p.thumbnail ?? undefined,
        product_id: p.id,
        product_title: p.title,
        product_handle: p.handle,
        variant_id: p.variant.id,
        variant_sku: p.variant.sku ?? undefined,
        variant_title: p.variant.title ?? undefined,
        requires_shipping: true,
        is_discountable: true,
        is_tax_inclusive: false,
        quantity: l.quantity,
        unit_price: l.unitPrice,
      }
    }),
    shipping_methods: [
      { name: DELIVERY_OPTION_NAME, amount: priced.deliveryFee, shipping_option_id: ctx.shippingOptionId, is_tax_inclusive: false, data: {} },
    ],
    metadata: { bench_session_id: paymentSessionId, payment_method: paymentMethod },
  }

  const shipped = status === "shipped" || (status === "completed" && rand() < 0.8)
  const confirmed = paymentMethod === "stripe" || rand() < 0.9
  const desk = {
    payment_session_id: paymentSessionId,
    placement: "placed" as const,
    placement_attempts: 1,
    payment_method: paymentMethod,
    payment_status,
    payment_confirmed_by_customer: confirmed,
    verified_by: payment_status === "paid" ? ctx.staffUserId : null,
    verified_at: payment_status === "paid" ? new Date(createdAt.getTime() + 3_600_000) : null,
    status,
    order_status: shipped ? "shipped" : null,
    // the projection's columns (orders/order-projection.ts), as its migration derives them from the desk's statuses
    payment_state: payment_status === "paid" ? "paid" : payment_status === "failed" ? "rejected" : paymentMethod === "stripe" || !confirmed ? "awaiting" : "customer_says_paid",
    shipment_state: shipped ? "shipped" : "not_shipped",
    seen,
    customer_name: customerName,
    customer_email: customerEmail,
    customer_phone: customerPhone,
    delivery_address: deliveryAddress,
    notes,
    subtotal: priced.subtotal,
    delivery_fee: priced.deliveryFee,
    processing_fee: fee,
    total: priced.total,
    amount_due: due,
    intake: {
      input: {
        ...addressInput,
        customerEmail,
        paymentMethod,
        paymentSessionId,
        orderItems,
        notes,
      },
      lines: priced.lines,
      subtotal: priced.subtotal,
      deliveryFee: priced.deliveryFee,
      total: priced.total,
      amountDue: due,
    },
    metadata: shipped ? { shipping: { tracking_number: `9400111899${String(100000 + i).padStart(12, "0")}`, carrier: "USPS" } } : null,
  }
  return { session: paymentSessionId, createdAt, order, desk }
}

async function ensureBenchAdmin(container: MedusaContainer): Promise<string | null> {
  const password = process.env.BENCH_ADMIN_PASSWORD
  if (!password) {
    throw new Error("BENCH_ADMIN_PASSWORD is not set (npm run bench:admin sets it).")
  }
  const created = await ensureAdminUser(container, { username: BENCH_ADMIN_USERNAME, email: BENCH_ADMIN_EMAIL, password })
  const auth = container.resolve(Modules.AUTH)
  if (!created) {
    // The bench's own user in the bench's own database: make its password the one we hold.
    const check = await auth.authenticate("emailpass", { body: { email: BENCH_ADMIN_USERNAME, password } } as any)
    if (!check.success) {
      for (const entity_id of [BENCH_ADMIN_USERNAME, BENCH_ADMIN_EMAIL]) {
        await auth.updateProvider("emailpass", { entity_id, password })
      }
      console.log(`bench admin user ${BENCH_ADMIN_USERNAME}: password reset to BENCH_ADMIN_PASSWORD`)
    }
  }
  console.log(`bench admin user ${BENCH_ADMIN_USERNAME}: ${created ? "created" : "exists"}`)
  const [identity] = await auth.listProviderIdentities({ entity_id: BENCH_ADMIN_USERNAME, provider: "emailpass" })
  const [authIdentity] = identity ? await auth.listAuthIdentities({ id: [identity.auth_identity_id!] }) : []
  return (authIdentity?.app_metadata?.user_id as string | undefined) ?? null
}

async function shopContext(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: stores }, { data: regions }, { data: products }] = await Promise.all([
    query.graph({ entity: "store", fields: ["default_sales_channel_id"] }),
    query.graph({ entity: "region", fields: ["id", "currency_code", "countries.iso_2"] }),
    query.graph({
      entity: "product",
      fields: ["id", "title", "handle", "thumbnail", "variants.id", "variants.sku", "variants.title"],
      filters: { status: "published" },
    }),
  ])
  const region = (regions as any[]).find((r) => r.currency_code === "usd" && (r.countries ?? []).some((c: any) => c?.iso_2 === "us"))
  const salesChannelId = stores[0]?.default_sales_channel_id as string | undefined
  const [option] = await container.resolve(Modules.FULFILLMENT).listShippingOptions({ name: DELIVERY_OPTION_NAME })
  if (!region || !salesChannelId || !option) {
    throw new Error("The shop has no US region, default sales channel or Standard Delivery option: start the instance once (npm start seeds it).")
  }
  const variants = new Map<string, Product>()
  for (const p of products as any[]) {
    const v = p.variants?.[0]
    if (v?.id) {
      variants.set(p.id, { id: p.id, title: p.title, handle: p.handle, thumbnail: p.thumbnail ?? null, variant: { id: v.id, sku: v.sku ?? null, title: v.title ?? null } })
    }
  }
  // Names and prices exactly as the shop's catalog (GET /api/menu-items) has them.
  const catalog = JSON.parse((await readCatalog(container, "menu-items", "en")).body) as CatalogItem[]
  const usable = catalogProducts(catalog, variants)
  if (!usable.length) {
    throw new Error("The catalog has no priced products to order.")
  }
  return { regionId: region.id as string, salesChannelId, shippingOptionId: option.id, catalog, products: usable }
}

/** Leftovers of an interrupted run: orphan orders, archived bench orders, missing links. */
async function repair(container: MedusaContainer, knex: Knex) {
  const orders = container.resolve(Modules.ORDER)
  const desk = container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  // Two plain reads and a difference in memory: as one anti-join PostgreSQL misjudges the metadata
  // filter on a freshly seeded table and compares every pair (45 s for 10,000 orders).
  const { rows: benchOrders } = await knex.raw(
    `select id from "order" where metadata->>'bench_session_id' like ? and deleted_at is null`,
    [`${PREFIX}%`]
  )
  const { rows: deskOrders } = await knex.raw(`select order_id from order_desk_entry where order_id is not null`)
  const withEntry = new Set(deskOrders.map((r) => r.order_id as string))
  const orphans = benchOrders.filter((r) => !withEntry.has(r.id as string))
  if (orphans.length) {
    await orders.deleteOrders(orphans.map((r) => r.id as string))
    console.log(`removed ${orphans.length} bench order(s) of an interrupted run that had no order-desk entry`)
  }
  const { rows: archived } = await knex.raw(
    `select id, order_id from order_desk_entry where payment_session_id like ? and deleted_at is not null`,
    [`${PREFIX}%`]
  )
  if (archived.length) {
    await desk.restoreOrderDeskEntries(archived.map((r) => r.id as string))
    const orderIds = archived.map((r) => r.order_id as string | null).filter((id): id is string => Boolean(id))
    if (orderIds.length) {
      await orders.restoreOrders(orderIds)
    }
    console.log(`restored ${archived.length} archived bench order(s)`)
  }
  const { rows: linkTable } = await knex.raw(`select to_regclass(?) as t`, [LINK_TABLE])
  if (linkTable[0]?.t) {
    const { rows: unlinked } = await knex.raw(
      `select e.id, e.order_id from order_desk_entry e
        where e.payment_session_id like ? and e.deleted_at is null and e.order_id is not null
          and not exists (select 1 from ${LINK_TABLE} l where l.order_desk_entry_id = e.id and l.deleted_at is null)`,
      [`${PREFIX}%`]
    )
    if (unlinked.length) {
      await link(container, unlinked as { id: string; order_id: string }[])
      console.log(`linked ${unlinked.length} bench order-desk entr${unlinked.length === 1 ? "y" : "ies"} to their orders`)
    }
  }
}

async function link(container: MedusaContainer, entries: { id: string; order_id: string }[]) {
  await container.resolve(ContainerRegistrationKeys.LINK).create(
    entries.map((e) => ({
      [ORDER_DESK_MODULE]: { order_desk_entry_id: e.id },
      [Modules.ORDER]: { order_id: e.order_id },
    }))
  )
}

/** Sets created_at (and updated_at) of rows of `table` by id; the modules always stamp "now". */
async function backdate(knex: Knex, table: string, rows: { id: string; at: Date }[]) {
  if (!rows.length) return
  await knex.raw(
    `update "${table}" t set created_at = v.at::timestamptz, updated_at = v.at::timestamptz
       from (values ${rows.map(() => "(?, ?)").join(", ")}) as v(id, at) where t.id = v.id`,
    rows.flatMap((r) => [r.id, r.at.toISOString()])
  )
}

export default async function seedBenchOrders({ container, args }: ExecArgs) {
  const target = Number(args?.[0] ?? DEFAULT_COUNT)
  if (!Number.isInteger(target) || target < 0) {
    throw new Error(`The order count must be a whole number; got ${args?.[0]}`)
  }
  const started = Date.now()
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex
  const staffUserId = await ensureBenchAdmin(container)
  await repair(container, knex)
  // Bench entries seeded before the seed wrote the projection's columns: derived as its migration does (the orders filters read them).
  await knex.raw(
    `update order_desk_entry set
        payment_state = case when payment_status = 'paid' then 'paid' when payment_status = 'failed' then 'rejected'
                             when payment_confirmed_by_customer and payment_method <> 'stripe' then 'customer_says_paid' else 'awaiting' end,
        shipment_state = case when order_status = 'shipped' then 'shipped' else 'not_shipped' end
      where payment_session_id like ? and payment_state = 'awaiting' and shipment_state = 'not_shipped'
        and (payment_status <> 'pending' or payment_confirmed_by_customer or order_status = 'shipped')`,
    [`${PREFIX}%`]
  )

  const { rows } = await knex.raw(`select payment_session_id from order_desk_entry where payment_session_id like ?`, [`${PREFIX}%`])
  const have = new Set(rows.map((r) => indexOf(r.payment_session_id as string)))
  const missing: number[] = []
  for (let i = 0; i < target; i++) {
    if (!have.has(i)) missing.push(i)
  }
  console.log(`bench orders: ${have.size} there, ${target} wanted, ${missing.length} to create`)
  if (!missing.length) {
    return
  }

  const ctx = { ...(await shopContext(container)), staffUserId }
  const orderModule = container.resolve(Modules.ORDER)
  const desk = container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
  const anchor = Date.now() - 365 * DAY_MS
  let done = 0
  for (let b = 0; b < missing.length; b += BATCH) {
    const batch = missing.slice(b, b + BATCH).map((i) => benchOrder(i, target, anchor, ctx))
    const created = (await orderModule.createOrders(batch.map((o) => o.order) as any)) as unknown as {
      id: string
      display_id: number
      metadata: Record<string, unknown> | null
    }[]
    const bySession = new Map(created.map((o) => [String(o.metadata?.bench_session_id), o]))
    await backdate(knex, "order", batch.map((o) => ({ id: bySession.get(o.session)!.id, at: o.createdAt })))
    const entries = await desk.createOrderDeskEntries(
      batch.map((o) => {
        const order = bySession.get(o.session)!
        return { ...o.desk, order_id: order.id, order_display_id: Number(order.display_id) }
      })
    )
    const entryAt = new Map(batch.map((o) => [bySession.get(o.session)!.id, o.createdAt]))
    // Each entry was created with its order's id.
    const placed = entries.map((e) => ({ id: e.id, order_id: e.order_id! }))
    await backdate(knex, "order_desk_entry", placed.map((e) => ({ id: e.id, at: entryAt.get(e.order_id)! })))
    await link(container, placed)
    done += batch.length
    const s = (Date.now() - started) / 1000
    console.log(`  … ${done}/${missing.length} bench orders created (${s.toFixed(1)} s, ${(done / s).toFixed(0)} orders/s)`)
  }
  console.log(`bench orders: ${missing.length} created in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
