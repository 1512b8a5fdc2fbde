import { access } from "node:fs/promises"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createProductCategoriesWorkflow,
  deleteProductsWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { PLACEHOLDER_IMAGE, usdPrice, type ProductRecord } from "../legacy/mappers/menu-item"
import { fileBaseUrl, invalidateCatalog } from "./read-model"
import { listAdminProducts, listCategoryTree, type AdminProductRecord } from "./product-admin"
import {
  findDuplicates,
  freeHandle,
  planCategoryMoves,
  TOP_CATEGORY_DEFAULTS,
  type TopCategoryKey,
} from "./product-utilities"

/**
 * The back office's product utilities (spec point 4, Utilities tab; point 7: fix-images,
 * clean-duplicates, reset-categories, fix-sequences). Each reports what it found and what it
 * changed; all changes go through Medusa's workflows and modules.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

// ---------------------------------------------------------------------------------------------
// fix-images

/** Where the local file provider keeps uploads and the URL it serves them under, from medusa-config. */
function localFileStore(scope: MedusaContainer): { dir: string; baseUrl: string } | null {
  const config = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as {
    modules?: Record<string, { options?: { providers?: { resolve?: string; options?: Record<string, string> }[] } } | boolean>
  }
  const fileModule = config.modules?.[Modules.FILE]
  const providers = typeof fileModule === "object" ? fileModule.options?.providers ?? [] : []
  const local = providers.find((p) => p.resolve?.includes("file-local"))
  if (!local) {
    return null
  }
  return {
    dir: path.resolve(local.options?.upload_dir || "static"),
    baseUrl: local.options?.backend_url || fileBaseUrl(scope),
  }
}

/** The file key of `url` when it is a file of `baseUrl` (absolute, or as a path like `/static/…`). */
function fileKeyOf(url: string, baseUrl: string): string | null {
  try {
    const base = new URL(baseUrl)
    const u = new URL(url, base)
    const prefix = `${base.pathname.replace(/\/$/, "")}/`
    if (u.origin !== base.origin || !u.pathname.startsWith(prefix)) {
      return null
    }
    return decodeURIComponent(u.pathname.slice(prefix.length))
  } catch {
    return null
  }
}

async function answers404(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(3000) })
    return res.status === 404 || res.status === 410
  } catch {
    // unreachable or slow: not known to be missing, so it is left alone
    return false
  }
}

type ImageCheck = "ok" | "missing" | "none" | "unknown"

async function checkImage(url: string | null | undefined, store: ReturnType<typeof localFileStore>, base: string): Promise<ImageCheck> {
  if (!url) {
    return "none"
  }
  if (url === PLACEHOLDER_IMAGE) {
    return "ok"
  }
  const local = store ? fileKeyOf(url, store.baseUrl) : null
  if (store && local !== null) {
    const file = path.resolve(store.dir, local)
    if (!file.startsWith(store.dir + path.sep)) {
      return "missing"
    }
    return access(file).then(
      () => "ok" as const,
      () => "missing" as const
    )
  }
  const absolute = /^https?:\/\//i.test(url) ? url : fileKeyOf(url, base) !== null ? new URL(url, base).href : null
  if (!absolute) {
    // a path served by the storefront (/images/…): not ours to check
    return "unknown"
  }
  return (await answers404(absolute)) ? "missing" : "unknown"
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i])
      }
    })
  )
  return out
}

/**
 * Products whose image file is gone (a file of this shop that is not on disk, or an address that
 * answers 404) or that have no image get the placeholder; broken image rows are dropped.
 */
export async function fixMissingImages(scope: MedusaContainer) {
  const products = await listAdminProducts(scope)
  const store = localFileStore(scope)
  const base = fileBaseUrl(scope)
  const checks = await mapLimit(products, 8, async (p) => {
    const url = p.thumbnail ?? p.images?.[0]?.url ?? null
    return { product: p, url, state: await checkImage(url, store, base) }
  })
  const broken = checks.filter((c) => c.state === "missing" || c.state === "none")
  if (broken.length) {
    await updateProductsWorkflow(scope).run({
      input: {
        products: broken.map(({ product, url }) => ({
          id: product.id,
          thumbnail: PLACEHOLDER_IMAGE,
          images: [
            { url: PLACEHOLDER_IMAGE },
            ...(product.images ?? []).filter((i) => i.url !== url && i.url !== PLACEHOLDER_IMAGE).map((i) => ({ url: i.url })),
          ],
        })),
      },
    })
    await invalidateCatalog(scope)
  }
  const fixedProducts = broken.map(({ product, url }) => ({ id: product.id, name: product.title, previousImageUrl: url }))
  return {
    fixed: broken.length,
    fixedProducts,
    message: broken.length
      ? `${plural(broken.length, "product")} had a missing image and now show the placeholder: ${fixedProducts.map((p) => p.name).join(", ")}.`
      : `All ${plural(products.length, "product")} have their image file.`,
  }
}

// ---------------------------------------------------------------------------------------------
// clean-duplicates

/**
 * Products with the same name and price: the oldest is kept, the others are removed through
 * Medusa's deleteProductsWorkflow (a soft delete: they stay in the database and can be restored).
 */
export async function cleanDuplicates(scope: MedusaContainer) {
  const products = await listAdminProducts(scope)
  const groups = findDuplicates(
    products.map((p) => ({ id: p.id, title: p.title, price: usdPrice(p as ProductRecord), created_at: p.created_at }))
  )
  const removed = groups.flatMap((g) => g.remove.map((r) => ({ id: r.id, name: r.title, price: r.price, keptId: g.keep.id })))
  if (removed.length) {
    await deleteProductsWorkflow(scope).run({ input: { ids: removed.map((r) => r.id) } })
    await invalidateCatalog(scope)
  }
  return {
    removed: removed.length,
    removedProducts: removed,
    message: removed.length
      ? `Removed ${plural(removed.length, "duplicate product")} (the oldest of each is kept): ${removed.map((r) => r.name).join(", ")}.`
      : "No duplicate products found.",
  }
}

// ---------------------------------------------------------------------------------------------
// reset-categories

/**
 * Makes sure the top categories Food, Skincare and Clothes exist, then puts every product that is
 * under none of them under the one its storefront category or its name points to.
 */
export async function resetCategories(scope: MedusaContainer) {
  let tree = await listCategoryTree(scope)
  const tops = {} as Record<TopCategoryKey, string>
  const missing: TopCategoryKey[] = []
  for (const [key, def] of Object.entries(TOP_CATEGORY_DEFAULTS) as [TopCategoryKey, { name: string; handle: string }][]) {
    const found =
      tree.find((c) => !c.parent_category_id && c.name.trim().toLowerCase() === def.name.toLowerCase()) ??
      tree.find((c) => !c.parent_category_id && c.handle === def.handle)
    if (found) {
      tops[key] = found.id
    } else {
      missing.push(key)
    }
  }
  if (missing.length) {
    const taken = new Set(tree.map((c) => c.handle))
    const { result } = await createProductCategoriesWorkflow(scope).run({
      input: {
        product_categories: missing.map((key) => {
          const handle = freeHandle(TOP_CATEGORY_DEFAULTS[key].handle, taken)
          taken.add(handle)
          return {
            name: TOP_CATEGORY_DEFAULTS[key].name,
            handle,
            is_active: true,
            rank: Object.keys(TOP_CATEGORY_DEFAULTS).indexOf(key),
          }
        }),
      },
    })
    missing.forEach((key, i) => (tops[key] = result[i].id))
    tree = await listCategoryTree(scope)
  }

  const products = await listAdminProducts(scope)
  const moves = planCategoryMoves(products, tree, tops)
  if (moves.length) {
    await updateProductsWorkflow(scope).run({
      input: { products: moves.map((m) => ({ id: m.productId, category_ids: m.categoryIds })) },
    })
  }
  if (moves.length || missing.length) {
    await invalidateCatalog(scope)
  }
  const movedProducts = moves.map((m) => ({ id: m.productId, name: m.name, category: TOP_CATEGORY_DEFAULTS[m.top].name }))
  const created = missing.map((k) => TOP_CATEGORY_DEFAULTS[k].name)
  const parts = [
    created.length ? `Created the ${created.join(", ")} ${created.length === 1 ? "category" : "categories"}.` : "",
    moves.length
      ? `Moved ${plural(moves.length, "product")}: ${movedProducts.map((m) => `${m.name} → ${m.category}`).join(", ")}.`
      : "Every product is under Food, Skincare or Clothes.",
  ]
  return {
    moved: moves.length,
    movedProducts,
    createdCategories: created,
    message: parts.filter(Boolean).join(" "),
  }
}

// ---------------------------------------------------------------------------------------------
// fix-sequences

type DeskEntry = { id: string; order_id: string | null; order_display_id: number | null }
type OrderDesk = {
  listOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<DeskEntry[]>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<unknown>
}

export type SequenceProblem = {
  kind: "order-number" | "order-missing" | "display-id-sequence" | "product-without-variant" | "product-without-usd-price"
  id: string
  detail: string
  repaired: boolean
}

type Knex = {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Checks the numbers and prices the shop relies on and that can drift: each placed order-desk
 * entry shows its Medusa order's number, Medusa's order-number sequence is ahead of every number
 * in use, every product has a variant with a USD price. Repairs what is safe (an order takes the
 * number its shopper was given, as the placement does; the sequence moves past the highest
 * number) and reports the rest: a missing price cannot be guessed.
 */
export async function checkSequences(scope: MedusaContainer) {
  const problems: SequenceProblem[] = []
  let checkedOrders = 0

  let desk: OrderDesk | null = null
  try {
    desk = scope.resolve<OrderDesk>("order_desk")
  } catch {
    desk = null // the app has no order desk: nothing of ours to check for orders
  }

  if (desk) {
    const entries = await desk.listOrderDeskEntries({ placement: "placed" }, { select: ["id", "order_id", "order_display_id"], take: null })
    checkedOrders = entries.length
    const orderIds = entries.flatMap((e) => (e.order_id ? [e.order_id] : []))
    const orderService = scope.resolve(Modules.ORDER)
    const orders = orderIds.length
      ? await orderService.listOrders({ id: orderIds }, { select: ["id", "display_id"], take: null })
      : []
    const byId = new Map(orders.map((o) => [o.id, Number(o.display_id)]))
    const usedNumbers = new Set(entries.map((e) => (e.order_display_id == null ? null : Number(e.order_display_id))))
    for (const entry of entries) {
      if (!entry.order_id) {
        continue
      }
      const displayId = byId.get(entry.order_id)
      if (displayId === undefined) {
        problems.push({
          kind: "order-missing",
          id: entry.id,
          detail: `Order-desk entry ${entry.id} (order ${entry.order_display_id ?? "?"}) points to Medusa order ${entry.order_id}, which is gone or archived.`,
          repaired: false,
        })
        continue
      }
      const number = entry.order_display_id == null ? null : Number(entry.order_display_id)
      if (number === displayId) {
        continue
      }
      if (number === null) {
        const free = !usedNumbers.has(displayId)
        if (free) {
          await desk.updateOrderDeskEntries({ id: entry.id, order_display_id: displayId })
          usedNumbers.add(displayId)
        }
        problems.push({
          kind: "order-number",
          id: entry.id,
          detail: free
            ? `Order ${displayId}: the back office had no number for it; it now shows ${displayId}.`
            : `Order ${entry.order_id} has number ${displayId}, which another order-desk entry uses; left for staff.`,
          repaired: free,
        })
        continue
      }
      const [clash] = await orderService.listOrders({ display_id: number } as any, { select: ["id"], take: 1 })
      const free = !clash || clash.id === entry.order_id
      if (free) {
        await orderService.updateOrders(entry.order_id, { display_id: number } as any)
      }
      problems.push({
        kind: "order-number",
        id: entry.id,
        detail: free
          ? `Order ${number} showed as ${displayId} in Medusa; it has its number ${number} again.`
          : `Order ${number} shows as ${displayId} in Medusa, and number ${number} belongs to another order there; left for staff.`,
        repaired: free,
      })
    }

    // Accepted orders waiting for placement (and archived ones) hold reserved numbers too.
    const [highestEntry] = await desk.listOrderDeskEntries(
      { order_display_id: { $ne: null } },
      { select: ["order_display_id"], order: { order_display_id: "DESC" }, take: 1, withDeleted: true }
    )
    const sequence = await fixDisplayIdSequence(scope, Number(highestEntry?.order_display_id ?? 0))
    if (sequence) {
      problems.push(sequence)
    }
  }

  const products = await listAdminProducts(scope)
  for (const p of products as AdminProductRecord[]) {
    const variants = p.variants ?? []
    if (!variants.length) {
      problems.push({
        kind: "product-without-variant",
        id: p.id,
        detail: `${p.title} has no variant, so it cannot be ordered. Set its price in the back office to give it one.`,
        repaired: false,
      })
    } else if (!variants.some((v) => (v.prices ?? []).some((x) => x.currency_code?.toLowerCase() === "usd"))) {
      problems.push({
        kind: "product-without-usd-price",
        id: p.id,
        detail: `${p.title} has no price in USD, so it shows as $0.00 and cannot be ordered. Set its price in the back office.`,
        repaired: false,
      })
    }
  }

  const repaired = problems.filter((p) => p.repaired).length
  const open = problems.length - repaired
  const checked = `Checked ${plural(checkedOrders, "order")} and ${plural(products.length, "product")}`
  return {
    repaired,
    problems,
    message: !problems.length
      ? `${checked}: everything is in order.`
      : `${checked}: repaired ${repaired}${open ? `, ${open} need${open === 1 ? "s" : ""} attention` : ""}. ${problems.map((p) => p.detail).join(" ")}`,
  }
}

/**
 * Medusa draws order numbers from a PostgreSQL sequence and the order intake reserves them from
 * it too. A sequence behind the highest number in use would hand out a number twice: it is moved
 * past it.
 */
async function fixDisplayIdSequence(scope: MedusaContainer, highestReserved: number): Promise<SequenceProblem | null> {
  let knex: Knex
  try {
    knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  } catch {
    return null
  }
  const { rows: seqRows } = await knex.raw(`select pg_get_serial_sequence('"order"', 'display_id') as seq`)
  const seq = seqRows[0]?.seq as string | undefined
  if (!seq) {
    return null
  }
  const { rows: stateRows } = await knex.raw(`select last_value, is_called from ${seq}`)
  const { rows: maxRows } = await knex.raw(`select coalesce(max(display_id), 0) as max from "order"`)
  const last = Number(stateRows[0]?.last_value ?? 0)
  const issued = stateRows[0]?.is_called ? last : last - 1
  const highest = Math.max(Number(maxRows[0]?.max ?? 0), highestReserved)
  if (highest <= issued) {
    return null
  }
  await knex.raw(`select setval(?::regclass, ?, true)`, [seq, highest])
  return {
    kind: "display-id-sequence",
    id: seq,
    detail: `The order-number sequence was at ${issued}, behind order ${highest}; the next order gets ${highest + 1}.`,
    repaired: true,
  }
}
