import type { Context, DAL, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { OrderDeskEntry } from "./models/order-desk-entry"
import { OrderNote } from "./models/order-note"
import type { ShippingOrderList } from "@shop/contract"

/** A placement that has been "placing" this long belongs to a worker that died: another may resume it. */
export const PLACEMENT_STALE_SECONDS = 120

type Manager = { execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]> }

/** The columns the placement worker writes while it builds an order. */
const PLACEMENT_COLUMNS = ["placement", "placement_error", "next_attempt_at"] as const
export type PlacementFields = Partial<Record<(typeof PLACEMENT_COLUMNS)[number], unknown>>

/** An entry as the module's generated methods answer it. */
export type OrderDeskEntryDTO = InferTypeOf<typeof OrderDeskEntry>

/** A condition on the desk's columns: SQL with `?` placeholders, and their values. */
export type DeskCondition = { sql: string; params: unknown[] }

/** The columns projectOrder writes (the read projection of Medusa's order). */
const PROJECTED_COLUMNS = ["payment_state", "shipment_state", "refunded_amount", "payment_status", "status", "order_status"] as const

/** The columns of the back office's order list (listStaffOrders). */
const STAFF_ORDER_COLUMNS = [
  "id", "payment_session_id", "order_id", "order_display_id", "payment_method", "payment_status",
  "payment_confirmed_by_customer", "status", "order_status", "seen", "customer_name", "customer_email",
  "customer_phone", "delivery_address", "notes", "subtotal", "delivery_fee", "processing_fee", "total",
  "amount_due", "placement", "placement_error", "created_at", "payment_state", "shipment_state", "refunded_amount",
  "payment_undone_at", "payment_history",
] as const

/**
 * A row of the back office's order list: the listed columns as PostgreSQL returns them (numeric
 * columns as strings), the intake's lines, the payment reference (the checkout's ORDER-123456) and
 * `metadata.shipping`.
 */
export type StaffOrderRow = Omit<
  Pick<OrderDeskEntryDTO, (typeof STAFF_ORDER_COLUMNS)[number]>,
  "subtotal" | "delivery_fee" | "processing_fee" | "total" | "amount_due" | "refunded_amount"
> & {
  subtotal: string | number | null
  delivery_fee: string | number | null
  processing_fee: string | number | null
  total: string | number | null
  amount_due: string | number | null
  refunded_amount: string | number | null
  lines: unknown[] | null
  payment_reference: string | null
  shipping: Record<string, unknown> | null
  /** `metadata.payment_sandbox`: a Medusa store-API order paid in the card sandbox. */
  payment_sandbox?: boolean | null
  /** When staff archived the order (null while it is listed). */
  deleted_at: Date | string | null
}

/** The shipping screens' lists (spec point 4; the contract's SHIPPING_ORDER_LISTS) as SQL conditions. */
const SHIPPING_LIST_SQL: Record<ShippingOrderList, string> = {
  // The contract's isWaitingForShipping and isShipped (order-story.ts), on the projected columns.
  pending: `coalesce("status", '') <> 'cancelled' and "shipment_state" <> 'shipped' and coalesce("order_status", '') not in ('shipped', 'cancelled') and "payment_state" not in ('rejected', 'refunded')`,
  shipped: `("shipment_state" = 'shipped' or "order_status" = 'shipped')`,
  "simple-pending": `("payment_status" = 'paid' or "payment_confirmed_by_customer" = true) and coalesce("status", '') in ('', 'pending') and "payment_state" not in ('rejected', 'refunded')`,
  "simple-shipped": `("status" = 'shipped' or "order_status" = 'shipped')`,
}

/** An entry's payment reference: the checkout's ORDER- number, else the memo an order placed elsewhere was given (its intake's paymentReference). */
const PAYMENT_REFERENCE_SQL = `coalesce("intake"->'input'->>'orderNumber', "intake"->>'paymentReference')`

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Staff's search text as a condition: order number ("#1042": that one only), payment reference (ORDER-123456), name, e-mail, phone digits. */
function searchCondition(search: string | undefined): { sql: string; params: unknown[] } | null {
  const trimmed = search?.trim()
  if (trimmed && /^#\d+$/.test(trimmed)) {
    // "#1042": that order number only
    return { sql: `"order_display_id" = ?`, params: [Number(trimmed.slice(1))] }
  }
  const text = trimmed?.replace(/^#/, "")
  if (!text) return null
  const like = `%${likeEscaped(text)}%`
  const parts = [`"customer_name" ilike ?`, `"customer_email" ilike ?`, `${PAYMENT_REFERENCE_SQL} ilike ?`]
  const params: unknown[] = [like, like, like]
  const digits = text.replace(/\D/g, "")
  if (digits) {
    parts.push(`"order_display_id"::text like ?`, `regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g') like ?`)
    params.push(`%${digits}%`, `%${digits}%`)
  }
  return { sql: `(${parts.join(" or ")})`, params }
}

class OrderDeskModuleService extends MedusaService({ OrderDeskEntry, OrderNote }) {
  protected baseRepository_: DAL.RepositoryService

  constructor(container: { baseRepository: DAL.RepositoryService }) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.baseRepository_ = container.baseRepository
  }

  /**
   * The next number of Medusa's own order display-id sequence. An accepted order answers with it
   * at once and the Medusa order gets it when placed, so the shop, the back office and Medusa's
   * admin show one number. (The value Medusa draws itself for that order is skipped: numbers have
   * gaps, never repeats.)
   */
  @InjectManager()
  async reserveOrderNumber(@MedusaContext() sharedContext: Context = {}): Promise<number> {
    const manager = sharedContext.manager as unknown as Manager
    const [row] = await manager.execute(`select nextval(pg_get_serial_sequence('"order"', 'display_id')) as n`)
    return Number(row.n)
  }

  /**
   * The placement worker's bookkeeping (cart id, state, error, next try). Written whether or not
   * staff archived the entry meanwhile: the ORM's update would not find an archived row, and the
   * worker must still be able to record what it did.
   */
  @InjectManager()
  async updatePlacement(id: string, fields: PlacementFields, @MedusaContext() sharedContext: Context = {}): Promise<void> {
    const columns = PLACEMENT_COLUMNS.filter((c) => c in fields)
    if (!columns.length) return
    const manager = sharedContext.manager as unknown as Manager
    await manager.execute(
      `update "order_desk_entry" set ${columns.map((c) => `"${c}" = ?`).join(", ")}, "updated_at" = now() where "id" = ?`,
      [...columns.map((c) => fields[c] ?? null), id]
    )
  }

  /**
   * A bought label: status "shipped" and `metadata.shipping` set in one statement (the other
   * metadata keys stay). Staff wait for this write before they see their label, so it is kept to
   * one round trip.
   */
  @InjectManager()
  async recordShippingLabel(id: string, shipping: Record<string, unknown>, @MedusaContext() sharedContext: Context = {}): Promise<void> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `update "order_desk_entry"
          set "status" = 'shipped',
              "metadata" = jsonb_set(coalesce("metadata", '{}'::jsonb), '{shipping}', ?::jsonb),
              "updated_at" = now()
        where "id" = ? and "deleted_at" is null
        returning "id"`,
      [JSON.stringify(shipping), id]
    )
    if (rows.length !== 1) {
      throw new Error(`Order desk entry ${id} was not found (archived?)`)
    }
  }

  /**
   * The projection of Medusa's order (orders/order-projection.ts projectOrder, its one caller):
   * the given projected columns, archived entries too (a refund of an archived order still shows
   * on its status page).
   */
  @InjectManager()
  async writeProjection(id: string, fields: Partial<Record<(typeof PROJECTED_COLUMNS)[number], unknown>>, @MedusaContext() sharedContext: Context = {}): Promise<void> {
    const columns = PROJECTED_COLUMNS.filter((c) => c in fields)
    if (!columns.length) return
    const sets = columns.map((c) => `"${c}" = ?`)
    const params: unknown[] = columns.map((c) => fields[c] ?? null)
    if (columns.includes("refunded_amount")) {
      sets.push(`"raw_refunded_amount" = ?::jsonb`)
      params.push(JSON.stringify({ value: String(fields.refunded_amount ?? 0), precision: 20 }))
    }
    const manager = sharedContext.manager as unknown as Manager
    await manager.execute(`update "order_desk_entry" set ${sets.join(", ")}, "updated_at" = now() where "id" = ?`, [...params, id])
  }

  /**
   * Records that the entry's Medusa order exists, whether or not staff archived the entry while it
   * was being placed (the ORM's update would not find an archived row). Answers whether it was
   * archived, so the caller archives the new Medusa order too.
   */
  @InjectManager()
  async recordPlacement(
    id: string,
    orderId: string,
    displayId: number,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ archived: boolean }> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `update "order_desk_entry"
          set "order_id" = ?, "order_display_id" = ?, "placement" = 'placed', "placement_error" = null,
              "next_attempt_at" = null, "updated_at" = now()
        where "id" = ?
        returning "deleted_at"`,
      [orderId, displayId, id]
    )
    return { archived: rows[0]?.deleted_at != null }
  }

  /**
   * Atomically takes an entry for placement: queued, failed and due again (a failed entry without
   * next_attempt_at has given up and waits for staff), or placing but stale.
   * Returns false when another worker has it (or it is placed), so each entry has one placer.
   */
  @InjectManager()
  async takeForPlacement(id: string, @MedusaContext() sharedContext: Context = {}): Promise<boolean> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `update "order_desk_entry"
          set "placement" = 'placing', "placement_started_at" = now(),
              "placement_attempts" = "placement_attempts" + 1, "updated_at" = now()
        where "id" = ? and "deleted_at" is null and (
              "placement" = 'queued'
           or ("placement" = 'failed' and "next_attempt_at" <= now())
           or ("placement" = 'placing' and "placement_started_at" < now() - make_interval(secs => ?)))
        returning "id"`,
      [id, PLACEMENT_STALE_SECONDS]
    )
    return rows.length === 1
  }

  /**
   * The back office's order list, newest number first: plain rows straight from SQL (only the
   * columns the list shows, the items from the intake), without building ORM entities, so that
   * listing 10,000 orders stays well under the time building entities takes. `list` keeps one of
   * the shipping screens' lists (SHIPPING_ORDER_LISTS); `search` keeps the orders whose number,
   * payment reference, customer name or phone contains it (a phone by its digits: "(555) 010"
   * finds 555-0100).
   */
  @InjectManager()
  async listStaffOrders(
    opts: {
      limit?: number
      offset?: number
      unseen?: boolean
      /** The Archived view: archived entries only (else only the listed ones). */
      archived?: boolean
      /** A shipping screen's list. */
      list?: ShippingOrderList
      /** Staff's search text (`q` of the archived list, `search` of the shipping lists): see searchCondition. */
      q?: string
      search?: string
      /**
       * More conditions on the entry's columns (the orders list's filters, built by
       * orders/order-query.ts orderFilterConditions): SQL with `?` placeholders and their values.
       */
      conditions?: DeskCondition[]
      /** Keyset paging (the CSV export): only entries numbered below this. */
      before?: number
      /** false: no count (answered as -1), for the export's pages. */
      withCount?: boolean
    } = {},
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ rows: StaffOrderRow[]; count: number }> {
    const manager = sharedContext.manager as unknown as Manager
    const conditions = [opts.archived ? `"deleted_at" is not null` : `"deleted_at" is null`]
    const filterParams: unknown[] = []
    if (opts.unseen) conditions.push(`"seen" = false`)
    if (opts.list) conditions.push(SHIPPING_LIST_SQL[opts.list])
    const search = searchCondition(opts.q ?? opts.search)
    if (search) {
      conditions.push(search.sql)
      filterParams.push(...search.params)
    }
    for (const c of opts.conditions ?? []) {
      conditions.push(`(${c.sql})`)
      filterParams.push(...c.params)
    }
    const where = conditions.join(" and ")
    const keyset = opts.before != null ? ` and "order_display_id" < ?` : ""
    const page = opts.limit ? ` limit ? offset ?` : ""
    const params = [...filterParams, ...(opts.before != null ? [opts.before] : []), ...(opts.limit ? [opts.limit, opts.offset ?? 0] : [])]
    const [rows, counted] = await Promise.all([
      manager.execute(
        `select ${STAFF_ORDER_COLUMNS.map((c) => `"${c}"`).join(", ")}, "intake"->'lines' as "lines",
                ${PAYMENT_REFERENCE_SQL} as "payment_reference",
                "metadata"->'shipping' as "shipping", ("metadata"->>'payment_sandbox') = 'true' as "payment_sandbox", "deleted_at"
           from "order_desk_entry" where ${where}${keyset}
          order by "order_display_id" desc${page}`, // plain desc: the unique index serves it backwards
        params
      ),
      opts.withCount === false ? Promise.resolve([{ count: -1 }]) : manager.execute(`select count(*)::int as "count" from "order_desk_entry" where ${where}`, filterParams),
    ])
    return { rows: rows as StaffOrderRow[], count: Number(counted[0].count) }
  }

  /**
   * The day's numbers (GET /api/orders/summary): one aggregate per payment method over the listed
   * entries matching `conditions` (the caller's range and exclusions), and net sales per day of
   * `timeZone` over the chart's range. Amounts as PostgreSQL's numeric strings.
   */
  @InjectManager()
  async summarizeOrders(
    q: { conditions: DeskCondition[]; chart: DeskCondition[]; timeZone: string; awaiting: string; paidNotShipped: string },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ methods: Record<string, unknown>[]; days: Record<string, unknown>[] }> {
    const manager = sharedContext.manager as unknown as Manager
    const whereOf = (cs: DeskCondition[]) => ({
      sql: [`"deleted_at" is null`, ...cs.map((c) => `(${c.sql})`)].join(" and "),
      params: cs.flatMap((c) => c.params),
    })
    const range = whereOf(q.conditions)
    const chart = whereOf(q.chart)
    const due = `coalesce("amount_due", "total", 0)`
    const [methods, days] = await Promise.all([
      manager.execute(
        `select "payment_method" as "method", count(*)::int as "orders",
                coalesce(sum("subtotal"), 0) as "subtotal", coalesce(sum("delivery_fee"), 0) as "delivery_fees",
                coalesce(sum("processing_fee"), 0) as "card_fees", coalesce(sum("refunded_amount"), 0) as "refunds",
                coalesce(sum(${due}), 0) as "amount",
                count(*) filter (where ${q.awaiting})::int as "awaiting_count",
                coalesce(sum(${due}) filter (where ${q.awaiting}), 0) as "awaiting_amount",
                count(*) filter (where ${q.paidNotShipped})::int as "paid_not_shipped"
           from "order_desk_entry" where ${range.sql}
          group by "payment_method" order by "payment_method"`,
        range.params
      ),
      manager.execute(
        `select to_char("created_at" at time zone ?, 'YYYY-MM-DD') as "date", count(*)::int as "orders",
                coalesce(sum(coalesce("subtotal", 0) + coalesce("delivery_fee", 0) + coalesce("processing_fee", 0) - coalesce("refunded_amount", 0)), 0) as "net"
           from "order_desk_entry" where ${chart.sql}
          group by 1`,
        [q.timeZone, ...chart.params]
      ),
    ])
    return { methods, days }
  }

  /**
   * Every order with a shipping label (`metadata.shipping.label_url`), the newest label first: the
   * order number and the `metadata.shipping` record the shipping calls wrote.
   */
  @InjectManager()
  async listShippingLabels(
    limit = 500,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ order_display_id: number; shipping: Record<string, unknown> }[]> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `select "order_display_id", "metadata"->'shipping' as "shipping"
         from "order_desk_entry"
        where "deleted_at" is null and "metadata"->'shipping'->>'label_url' is not null
        order by "metadata"->'shipping'->>'label_created_at' desc nulls last, "order_display_id" desc
        limit ?`,
      [limit]
    )
    return rows.map((r) => ({ order_display_id: Number(r.order_display_id), shipping: r.shipping as Record<string, unknown> }))
  }

  /** Ids of the entries a worker should (re)try now, oldest first. */
  @InjectManager()
  async listDuePlacements(limit = 50, @MedusaContext() sharedContext: Context = {}): Promise<string[]> {
    const manager = sharedContext.manager as unknown as Manager
    const rows = await manager.execute(
      `select "id" from "order_desk_entry"
        where "deleted_at" is null and (
              "placement" = 'queued'
           or ("placement" = 'failed' and "next_attempt_at" <= now())
           or ("placement" = 'placing' and "placement_started_at" < now() - make_interval(secs => ?)))
        order by "created_at" asc limit ?`,
      [PLACEMENT_STALE_SECONDS, limit]
    )
    return rows.map((r) => String(r.id))
  }
}

export default OrderDeskModuleService
