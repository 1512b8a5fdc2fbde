import { DEFAULT_PACKAGE, DEFAULT_WEIGHT_LB, isPaid, shippingRefusal, type ErrorCode, type LegacyOrder } from "@shop/contract"
import { useCallback, useState } from "react"
import { StaffApiError, type StaffClient } from "../client"
import { failedAnswer, rateAmount, ratesRequestBody, sortRates, type Parcel, type RateLike } from "../shipping"
import type { Said } from "./said"

/**
 * Bulk actions of the orders screen (issue 27 point 5), once for both back offices: the selected
 * orders are worked one by one (two at a time), each failure is kept with the server's reason and
 * the rest go on; the report says per order what happened. Buy labels first asks every order's
 * rates with the default package, then shows one confirmation with each order's cheapest price and
 * the batch's total, listing beforehand the orders that cannot ship and why.
 */

export const BULK_ACTIONS = ["markSeen", "printSlips", "buyLabels", "markShipped"] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** One order's line of the report: done, failed (with the server's reason) or skipped (our reason, never sent). */
export type BulkResult = {
  id: number
  ok: boolean
  skipped?: boolean
  /** The server's words for a failure, as it said them. */
  message: string | null
  code?: ErrorCode | null
  /** Our own reason (a skip): a text of the staff catalog. */
  reason?: Said
  /** What a bought label cost. */
  price?: number
}

/** What a failure said: the server's message and code (StaffApiError), or the error's text. */
export function failureOf(err: unknown): Pick<BulkResult, "message" | "code"> {
  if (err instanceof StaffApiError) return { message: err.message, code: err.code }
  if (err instanceof Error) return { message: err.message, code: null }
  return { message: String(err), code: null }
}

/**
 * Runs `work` for every item, at most `concurrency` at once, in order of the list; never stops at a
 * failure. The report keeps the list's order. `onDone` follows progress (how many are finished).
 */
export async function runEach<T extends { id: number }>(
  items: readonly T[],
  work: (item: T) => Promise<Partial<BulkResult> | void>,
  { concurrency = 2, onDone }: { concurrency?: number; onDone?: (done: number, result: BulkResult) => void } = {}
): Promise<BulkResult[]> {
  const results: BulkResult[] = new Array(items.length)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      const item = items[i]
      try {
        const extra = await work(item)
        results[i] = { id: item.id, ok: true, message: null, ...(extra ?? {}) }
      } catch (err) {
        results[i] = { id: item.id, ok: false, ...failureOf(err) }
      }
      onDone?.(++done, results[i])
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
  return results
}

/** The calls bulk actions make, over the shop's /api or Medusa's /admin/shop (same order, same meaning). */
export type BulkCalls = {
  markSeen: (o: LegacyOrder) => Promise<unknown>
  markShipped: (o: LegacyOrder) => Promise<unknown>
  rates: (o: LegacyOrder, parcel: Parcel) => Promise<RateLike[]>
  buyLabel: (o: LegacyOrder, rate: RateLike, parcel: Parcel) => Promise<unknown>
}

type RatesAnswer = { success?: boolean; rates?: RateLike[] }

/** A 200 that still says `success: false` is a failure with the server's words. */
function checked<T>(answer: T, requireSuccess = false): T {
  const failed = failedAnswer(answer, { requireSuccess })
  if (failed) throw new StaffApiError(failed.error ?? "Failed", failed.status ?? 200, failed.details, failed.code)
  return answer
}

/** The shop's /api (the storefront's back office): acknowledge, Ship, Shippo rates and labels by order number. */
export const shopBulkCalls = (client: StaffClient): BulkCalls => ({
  markSeen: (o) => client.json(`/orders/${o.id}/acknowledge`, { method: "PATCH" }),
  markShipped: (o) => client.json(`/orders/${o.id}`, { method: "PATCH", body: { orderStatus: "shipped" } }),
  rates: async (o, parcel) =>
    checked(await client.json<RatesAnswer>("/shipping/shippo/get-rates", { method: "POST", body: { orderId: o.id, ...ratesRequestBody(parcel) } })).rates ?? [],
  buyLabel: async (o, rate, parcel) =>
    checked(await client.json("/shipping/shippo/create-label", { method: "POST", body: { orderId: o.id, rateId: rate.id, packageType: parcel.packageType } }), true),
})

const medusaId = (o: LegacyOrder) => {
  if (!o.medusaOrderId) throw new StaffApiError("This order is still being placed.", 409)
  return encodeURIComponent(o.medusaOrderId)
}

/** Medusa's admin (/admin/shop): the same actions by Medusa order id. */
export const medusaBulkCalls = (client: StaffClient): BulkCalls => ({
  markSeen: (o) => client.json(`/orders/${medusaId(o)}/seen`, { method: "POST" }),
  markShipped: (o) => client.json(`/shipping/orders/${medusaId(o)}/ship`, { method: "POST" }),
  rates: async (o, parcel) =>
    checked(await client.json<RatesAnswer>(`/shipping/orders/${medusaId(o)}/rates`, { method: "POST", body: ratesRequestBody(parcel) })).rates ?? [],
  buyLabel: async (o, rate, parcel) =>
    checked(
      await client.json(`/shipping/orders/${medusaId(o)}/label`, { method: "POST", body: { rateId: rate.id, packageType: parcel.packageType, provider: rate.provider } }),
      true
    ),
})

/** The package every order of a batch is quoted with (spec point 9's default package and weight). */
export const BULK_PARCEL: Parcel = { packageType: DEFAULT_PACKAGE, estimatedWeight: DEFAULT_WEIGHT_LB }

/**
 * Why an order of a batch is not sent at all (a skip, listed before anything happens), or null.
 * Labels: a closed order (shippingRefusal), an unverified payment, a label already bought. Ship: a
 * closed order or one already shipped (an unverified payment is the server's to refuse, per order).
 */
export function bulkSkip(action: BulkAction, o: LegacyOrder): Said | null {
  if (action === "buyLabels" || action === "markShipped") {
    const refused = shippingRefusal(o)
    if (refused) return { key: `ordersList.bulk.skip.${refused}` }
    if (o.shipmentState === "shipped") return { key: "ordersList.bulk.skip.shipped" }
  }
  if (action === "buyLabels") {
    if (o.shipmentState === "label_bought" || o.trackingNumber) return { key: "ordersList.bulk.skip.hasLabel" }
    if (!isPaid(o)) return { key: "ordersList.bulk.skip.notPaid" }
  }
  return null
}

export type LabelQuote = { order: LegacyOrder; rate: RateLike; price: number }
/** Buy labels' one confirmation: what will be bought at what price, the total, and what is skipped and why. */
export type LabelPlan = { quotes: LabelQuote[]; skipped: BulkResult[]; total: number; parcel: Parcel }

const skip = (o: LegacyOrder, reason: Said): BulkResult => ({ id: o.id, ok: false, skipped: true, message: null, reason })

/** Asks each order that can ship for its rates (the default package) and keeps its cheapest. */
export async function planLabels(orders: readonly LegacyOrder[], calls: BulkCalls, parcel: Parcel = BULK_PARCEL, concurrency = 2): Promise<LabelPlan> {
  const skipped: BulkResult[] = []
  const shippable: LegacyOrder[] = []
  for (const o of orders) {
    const why = bulkSkip("buyLabels", o)
    if (why) skipped.push(skip(o, why))
    else shippable.push(o)
  }
  const quotes: LabelQuote[] = []
  const asked = await runEach(
    shippable,
    async (o) => {
      const cheapest = sortRates(await calls.rates(o, parcel)).find((r) => Number.isFinite(rateAmount(r)))
      if (!cheapest) return { ok: false, skipped: true, reason: { key: "ordersList.bulk.skip.noRates" } }
      quotes.push({ order: o, rate: cheapest, price: rateAmount(cheapest) })
    },
    { concurrency }
  )
  for (const r of asked) if (!r.ok) skipped.push({ ...r, skipped: true })
  const byList = (a: { id: number }, b: { id: number }) => orders.findIndex((o) => o.id === a.id) - orders.findIndex((o) => o.id === b.id)
  quotes.sort((a, b) => byList(a.order, b.order))
  skipped.sort(byList)
  const total = Math.round(quotes.reduce((n, q) => n + q.price, 0) * 100) / 100
  return { quotes, skipped, total, parcel }
}

/** Buys the planned labels, each at its quoted rate; the report has the skipped orders too. */
export async function buyPlannedLabels(plan: LabelPlan, calls: BulkCalls, options?: Parameters<typeof runEach>[2]): Promise<BulkResult[]> {
  const bought = await runEach(
    plan.quotes.map((q) => ({ ...q, id: q.order.id })),
    async (q) => {
      await calls.buyLabel(q.order, q.rate, plan.parcel)
      return { price: q.price }
    },
    options
  )
  return [...bought, ...plan.skipped]
}

/** Mark seen or Mark shipped for every selected order (skips first, never sent). */
export async function runSimpleBulk(action: "markSeen" | "markShipped", orders: readonly LegacyOrder[], calls: BulkCalls, options?: Parameters<typeof runEach>[2]) {
  const skipped: BulkResult[] = []
  const todo: LegacyOrder[] = []
  for (const o of orders) {
    const why = bulkSkip(action, o)
    if (why) skipped.push(skip(o, why))
    else todo.push(o)
  }
  const done = await runEach(todo, async (o) => void (await calls[action](o)), options)
  return [...done, ...skipped]
}

/** The report's tally: done, failed, skipped. */
export const bulkTally = (report: readonly BulkResult[]) => ({
  ok: report.filter((r) => r.ok).length,
  failed: report.filter((r) => !r.ok && !r.skipped).length,
  skipped: report.filter((r) => r.skipped).length,
})

export type BulkState =
  | { phase: "idle" }
  | { phase: "planning"; action: "buyLabels" }
  | { phase: "confirm"; action: "buyLabels"; plan: LabelPlan }
  | { phase: "running"; action: Exclude<BulkAction, "printSlips">; done: number; of: number }
  | { phase: "report"; action: Exclude<BulkAction, "printSlips">; report: BulkResult[] }

/**
 * The bulk bar's flow as one hook for both back offices: start an action on the selected orders,
 * (Buy labels: the plan to confirm), the progress, then the report. `onFinished` runs after each
 * batch (refetch the list). Print slips is a link (packingSlipsUrl), not a run.
 */
export function useBulkActions(calls: BulkCalls, { onFinished }: { onFinished?: () => void } = {}) {
  const [state, setState] = useState<BulkState>({ phase: "idle" })

  const finish = useCallback(
    (action: Exclude<BulkAction, "printSlips">, report: BulkResult[]) => {
      setState({ phase: "report", action, report })
      onFinished?.()
    },
    [onFinished]
  )

  const start = useCallback(
    async (action: Exclude<BulkAction, "printSlips">, orders: readonly LegacyOrder[]) => {
      if (!orders.length) return
      if (action === "buyLabels") {
        setState({ phase: "planning", action })
        const plan = await planLabels(orders, calls)
        setState({ phase: "confirm", action, plan })
        return
      }
      setState({ phase: "running", action, done: 0, of: orders.length })
      const report = await runSimpleBulk(action, orders, calls, { onDone: (done) => setState({ phase: "running", action, done, of: orders.length }) })
      finish(action, report)
    },
    [calls, finish]
  )

  const confirm = useCallback(async () => {
    if (state.phase !== "confirm") return
    const { plan } = state
    if (!plan.quotes.length) return finish("buyLabels", plan.skipped)
    setState({ phase: "running", action: "buyLabels", done: 0, of: plan.quotes.length })
    const report = await buyPlannedLabels(plan, calls, { onDone: (done) => setState({ phase: "running", action: "buyLabels", done, of: plan.quotes.length }) })
    finish("buyLabels", report)
  }, [state, calls, finish])

  const close = useCallback(() => setState({ phase: "idle" }), [])
  return { state, start, confirm, close, busy: state.phase === "planning" || state.phase === "running" }
}
