import type { ICacheService, ILockingModule, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow } from "@medusajs/medusa/core-flows"
import {
  labelFilename,
  labelHistoryEntry,
  labelResult,
  shippingRecordOf,
  shipToFromEntry,
  shipToFromMedusaAddress,
  uspsPriorityRate,
  type ShipRate,
  type ShippingRecord,
  type ShipTo,
} from "../legacy/mappers/shipping"
import type { MedusaResponse } from "@medusajs/framework/http"
import { LegacyValidationError } from "../legacy/legacy-error"
import { entryOf, requirePlaced, updateEntry, type StaffEntry } from "../orders/staff-orders"
import { ORDER_DESK_MODULE } from "../orders/place-order"

/**
 * The app's shipping module (medusa-backend/src/modules/shipping), resolved by name: Shippo with
 * SHIPPO_API_KEY, the offline sandbox without. The shippo fulfillment provider uses the same one.
 */
export const SHIPPING_MODULE = "shipping"

export type ShipMode = "sandbox" | "test" | "live"
type Dimensions = { length?: unknown; width?: unknown; height?: unknown }
type Parcel = { package: { key: string; label: string; carriers: "all" | "usps"; template?: string; maxWeightLb: number }; weightLb: number; dimensions: { length: number; width: number; height: number } }

export type ShippingService = {
  readonly mode: ShipMode
  resolveParcel(packageType: unknown, weight: unknown, dimensions?: Dimensions | null): Parcel
  flatRateBoxForQuantity(totalQuantity: number): string
  publishedFlatRates(packageType: unknown): ShipRate[]
  quoteRates(input: { to: ShipTo; packageType: unknown; weight: unknown; dimensions?: Dimensions | null; reference?: string }): Promise<{
    rates: ShipRate[]
    messages: string[]
    mode: ShipMode
    packageType: string
    weightLb: number
  }>
  checkApiKey(): Promise<{ isValid: boolean; mode: ShipMode; message: string; details?: string }>
  readLabel(ref: { fileId?: string | null; url?: string | null }): Promise<Buffer>
  listPackageTypes(): { key: string; label: string; maxWeightLb: number }[]
  buyLabel(input: { rateId: string; packageType?: string | null; orderNumber?: number | null; to: ShipTo; rate?: Partial<ShipRate> | null }): Promise<BoughtLabel>
}

/** A label bought from Shippo (or drawn by the sandbox), as the shipping module answers it. */
export type BoughtLabel = {
  transactionId: string
  trackingNumber: string
  trackingUrl: string
  labelUrl: string
  labelFileId: string | null
  carrierLabelUrl: string | null
  carrier: string | null
  service: string | null
  amount: string | null
  currency: string | null
  packageType: string | null
  sample: boolean
}

/** Spec point 8, and the contract's shipping errors. */
export const SHIPPING_TEXTS = {
  ratesFailed: "Failed to get shipping rates.",
  labelFailed: "Failed to create shipping label.",
  noRates: "No shipping rates available for this package and destination.",
  unknownProvider: "Unknown shipping provider",
  statusFailed: "Failed to update order status",
  labelExists: "Label Already Created",
} as const

/** Rates stay comparable (and buyable) this long. */
export const RATES_TTL_S = 10 * 60
/** The flat-rate screens and the direct USPS label estimate every parcel at 2 lb (spec point 9). */
export const ESTIMATED_WEIGHT_LB = 2

export const shippingService = (scope: MedusaContainer) => scope.resolve<ShippingService>(SHIPPING_MODULE)
const cache = (scope: MedusaContainer) => scope.resolve<ICacheService>(Modules.CACHE)

/** A failure the shipping calls answer in the contract's shape: `{ success: false, error, details? }`. */
export class ShippingFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly details?: string,
    readonly extra: Record<string, unknown> = {}
  ) {
    super(error)
  }

  body() {
    return { success: false, error: this.error, message: this.error, ...(this.details ? { details: this.details } : {}), ...this.extra }
  }
}

const STATUS_OF_TYPE: Record<string, number> = {
  invalid_data: 400,
  invalid_argument: 400,
  not_allowed: 400,
  not_found: 404,
  conflict: 409,
  duplicate_error: 409,
}

/**
 * Any error of a shipping call as the contract's failure: Shippo's (own `shippingStatus` 502/504 and
 * `details`, also after Medusa's workflow engine serialized it) → the spec's text with Shippo's
 * words; our input and state errors → their message with 400/404/409. Null for anything else (the
 * legacy handler answers 500 without details).
 */
export function shippingFailureOf(e: unknown, text: string): ShippingFailure | null {
  if (e instanceof ShippingFailure) return e
  if (e instanceof LegacyValidationError) {
    return new ShippingFailure(400, e.message, undefined, { errors: e.fieldErrors })
  }
  const err = e as { shippingStatus?: number; details?: string; type?: string; message?: string; __isMedusaError?: boolean } | null
  if (err && (err.shippingStatus === 502 || err.shippingStatus === 504)) {
    return new ShippingFailure(err.shippingStatus, text, err.details ?? err.message)
  }
  const status = err?.type ? STATUS_OF_TYPE[err.type] : undefined
  if (status && err?.message) {
    return new ShippingFailure(status, err.message)
  }
  return null
}

/**
 * Runs a shipping call and answers its result, or its failure in the contract's shape (HTTP 502,
 * 504 for Shippo's; never a bare 500 for a Shippo problem). Unexpected errors go to the legacy handler.
 */
export async function answerShipping(res: MedusaResponse, failureText: string, run: () => Promise<unknown>) {
  let result: unknown
  try {
    result = await run()
  } catch (e) {
    const failure = shippingFailureOf(e, failureText)
    if (!failure) throw e
    res.status(failure.status).json(failure.body())
    return
  }
  res.json(result)
}

// --- rates ---------------------------------------------------------------------------------------

const ratesKey = (orderId: string | number, parcel: Parcel) => {
  const d = parcel.package.key === "custom_package" ? `:${parcel.dimensions.length}x${parcel.dimensions.width}x${parcel.dimensions.height}` : ""
  return `compat-api:shipping:rates:${orderId}:${parcel.package.key}:${parcel.weightLb}${d}`
}
/** Every rate quoted for an order (id → rate), so a label purchase knows the rate it buys. */
const quotedKey = (orderId: string | number) => `compat-api:shipping:quoted:${orderId}`

type CachedQuote = { rates: ShipRate[]; messages: string[] }

/** Where the order ships to: Medusa's order address once placed, else the shopper's one-line address. */
export async function shipToOf(scope: MedusaContainer, entry: StaffEntry): Promise<ShipTo> {
  if (entry.order_id) {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "email", "shipping_address.*"],
      filters: { id: entry.order_id },
    })
    const to = shipToFromMedusaAddress((data[0] as any)?.shipping_address, (data[0] as any)?.email)
    if (to) return to
  }
  return shipToFromEntry(entry)
}

/**
 * POST /api/shipping/shippo/get-rates: every carrier's rates for the order's parcel, cheapest
 * first, cached per order, package and weight for 10 minutes (a cached answer reads no order and
 * calls nobody). An empty list is not cached.
 */
export async function ratesForOrder(
  scope: MedusaContainer,
  input: { orderId: string | number; packageType: unknown; weight: unknown; dimensions?: Dimensions | null; uspsOnly?: boolean }
): Promise<CachedQuote & { cached: boolean; parcel: Parcel }> {
  const shipping = shippingService(scope)
  const parcel = shipping.resolveParcel(input.packageType, input.weight, input.dimensions)
  const key = ratesKey(input.orderId, parcel)
  const hit = await cache(scope).get<CachedQuote>(key)
  if (hit?.rates?.length) {
    return { ...hit, cached: true, parcel }
  }
  const entry = await entryOf(scope, input.orderId)
  const quote = await shipping.quoteRates({
    to: await shipToOf(scope, entry),
    packageType: parcel.package.key,
    weight: parcel.weightLb,
    dimensions: parcel.dimensions,
    reference: `Order ${entry.order_display_id}`,
  })
  const result = { rates: quote.rates, messages: quote.messages }
  if (quote.rates.length) {
    await cache(scope).set(key, result, RATES_TTL_S)
    const known = (await cache(scope).get<Record<string, ShipRate>>(quotedKey(input.orderId))) ?? {}
    for (const r of quote.rates) known[r.id] = r
    await cache(scope).set(quotedKey(input.orderId), known, RATES_TTL_S)
  }
  return { ...result, cached: false, parcel }
}

async function quotedRate(scope: MedusaContainer, orderId: string | number, rateId: string): Promise<ShipRate | null> {
  const known = await cache(scope).get<Record<string, ShipRate>>(quotedKey(orderId))
  return known?.[rateId] ?? null
}

// --- labels --------------------------------------------------------------------------------------

type FulfillmentRow = {
  id: string
  shipped_at?: string | null
  canceled_at?: string | null
  data?: Record<string, any> | null
  labels?: { id: string; tracking_number: string; tracking_url: string; label_url: string }[] | null
  items?: { line_item_id: string; quantity: number }[] | null
}

/** A quantity as Medusa's query answers it (a number, or a BigNumber's JSON). */
function num(v: unknown): number {
  if (v == null) return 0
  if (typeof v === "object") {
    const o = v as { numeric?: unknown; value?: unknown }
    return Number(o.numeric ?? o.value ?? NaN)
  }
  return Number(v)
}

async function orderWithFulfillments(scope: MedusaContainer, orderId: string | { display_id: number }) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "email",
      "shipping_address.*",
      "items.*",
      "items.detail.*",
      "fulfillments.id",
      "fulfillments.shipped_at",
      "fulfillments.canceled_at",
      "fulfillments.data",
      "fulfillments.labels.*",
      "fulfillments.items.line_item_id",
      "fulfillments.items.quantity",
    ],
    filters: typeof orderId === "string" ? { id: orderId } : orderId,
  })
  const order = data[0] as any
  if (!order) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Medusa order ${orderId} not found`)
  }
  return order as {
    id: string
    email?: string | null
    shipping_address?: Record<string, unknown> | null
    items: { id: string; quantity: unknown; detail?: { fulfilled_quantity?: unknown } }[]
    fulfillments?: FulfillmentRow[]
  }
}

async function fulfillmentWithLabels(scope: MedusaContainer, id: string): Promise<FulfillmentRow | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "fulfillment", fields: ["id", "data", "labels.*"], filters: { id } })
  return data[0] as FulfillmentRow | undefined
}

const labelExists = (entry: StaffEntry) => {
  const s = entry.metadata?.shipping as Partial<ShippingRecord> | undefined
  return s?.tracking_number
    ? new ShippingFailure(409, SHIPPING_TEXTS.labelExists, undefined, { trackingNumber: s.tracking_number, labelUrl: s.label_url ?? null })
    : null
}

/**
 * Buys the label of a quoted rate and records it as a Medusa fulfillment of the order. The label is
 * bought first (the shipping module) and answered at once; Medusa's createOrderFulfillmentWorkflow
 * then runs with the bought label in additional_data, so the shippo provider stores it on the
 * fulfillment (tracking number, tracking URL, label URL) instead of buying another. The desk entry
 * records it in `metadata.shipping` and takes status "shipped" (spec point 4). One label per
 * order: 409 Label Already Created.
 */
export async function createLabelForOrder(
  scope: MedusaContainer,
  input: { orderId: string | number; rateId: string; packageType: string | null; staffUserId?: string; rate?: ShipRate | null }
) {
  if (input.packageType && !shippingService(scope).listPackageTypes().some((p) => p.key === input.packageType)) {
    throw new ShippingFailure(400, `packageType must be one of: ${shippingService(scope).listPackageTypes().map((p) => p.key).join(", ")}.`)
  }
  const number = Number(input.orderId)
  const locking = scope.resolve<ILockingModule>(Modules.LOCKING)
  return locking.execute(
    `shipping-label:${number}`,
    async () => {
      // Read under the lock (one label per order). The reads are independent (the Medusa order
      // carries the order number as its display id), so they go together: staff wait for them
      // before Shippo is even asked.
      const [entry, found, quoted] = await Promise.all([
        entryOf(scope, input.orderId),
        orderWithFulfillments(scope, { display_id: number }).catch(() => null),
        input.rate ?? quotedRate(scope, number, input.rateId),
      ])
      const exists = labelExists(entry)
      if (exists) throw exists
      const orderId = requirePlaced(entry)
      const order = found?.id === orderId ? found : await orderWithFulfillments(scope, orderId)
      const labeled = (order.fulfillments ?? []).find((f) => !f.canceled_at && f.labels?.length)
      if (labeled) {
        // A label bought in Medusa's admin (or a desk update that failed after buying): record it.
        return finishLabel(scope, entry, labeled, { rateId: String(labeled.data?.shipping_rate_id ?? input.rateId), packageType: input.packageType })
      }
      const items = order.items
        .map((i) => ({ id: i.id, quantity: num(i.quantity) - num(i.detail?.fulfilled_quantity) }))
        .filter((i) => i.quantity > 0)
      if (!items.length) {
        throw new ShippingFailure(
          409,
          "Every item of this order is already in a Medusa fulfillment without a label. Cancel that fulfillment in Medusa's admin, then create the label here."
        )
      }
      const rate = quoted
      // The label is bought first and answered at once; Medusa's fulfillment that records it
      // (createOrderFulfillmentWorkflow, ~150–250 ms of Medusa's own steps) follows right after.
      // The Ship button waits for it (shipFulfillments → ensureFulfillment).
      const label = await shippingService(scope).buyLabel({
        rateId: input.rateId,
        packageType: input.packageType,
        orderNumber: entry.order_display_id,
        to: shipToFromMedusaAddress(order.shipping_address as any, order.email) ?? shipToFromEntry(entry),
        rate: rate ?? null,
      })
      const data = fulfillmentDataOf(label, input.rateId)
      const record = shippingRecordOf({ id: "", data, labels: [labelOf(label)] }, { rateId: input.rateId, packageType: input.packageType, rate })
      const pendingRecord = { ...record, fulfillment_id: null, fulfillment_pending: true, fulfillment_error: null }
      await scope
        .resolve<{ recordShippingLabel(id: string, shipping: Record<string, unknown>): Promise<void> }>(ORDER_DESK_MODULE)
        .recordShippingLabel(entry.id, pendingRecord)
      // Started on the next turn of the event loop, once the answer is on its way: the workflow's
      // synchronous set-up would otherwise run before staff see their label.
      const recording = new Promise<void>((go) => setImmediate(go)).then(() =>
        recordFulfillment(scope, entry.order_display_id!, orderId, items, data, input.staffUserId)
      )
      inFlight.set(entry.id, recording)
      void recording.finally(() => inFlight.delete(entry.id))
      return labelResult(pendingRecord)
    },
    { timeout: 60 }
  )
}

const labelOf = (label: BoughtLabel) => ({ tracking_number: label.trackingNumber, tracking_url: label.trackingUrl, label_url: label.labelUrl })

/** The provider's fulfillment data for a bought label (the same keys the shippo provider stores). */
function fulfillmentDataOf(label: BoughtLabel, rateId: string): Record<string, unknown> {
  return {
    shipping_rate_id: rateId,
    package_type: label.packageType ?? undefined,
    transaction_id: label.transactionId,
    carrier: label.carrier ?? undefined,
    service: label.service ?? undefined,
    amount: label.amount ?? undefined,
    currency: label.currency ?? undefined,
    tracking_number: label.trackingNumber,
    tracking_url: label.trackingUrl,
    label_url: label.labelUrl,
    label_file_id: label.labelFileId ?? undefined,
    carrier_label_url: label.carrierLabelUrl ?? undefined,
    sample: label.sample,
  }
}

/** Labels whose Medusa fulfillment is being recorded in this process, by desk entry id. */
const inFlight = new Map<string, Promise<void>>()

/**
 * Records a bought label as Medusa's fulfillment of the order: createOrderFulfillmentWorkflow with
 * the label in additional_data, so the shippo provider stores it instead of buying another. The
 * desk entry then gets the fulfillment id; a failure is kept on the entry (fulfillment_error) and
 * retried by the Ship button. Never throws.
 */
async function recordFulfillment(
  scope: MedusaContainer,
  displayId: number,
  orderId: string,
  items: { id: string; quantity: number }[],
  data: Record<string, unknown>,
  staffUserId?: string
): Promise<void> {
  let fulfillmentId: string | null = null
  let error: string | null = null
  try {
    const { result } = await createOrderFulfillmentWorkflow(scope).run({
      input: {
        order_id: orderId,
        items,
        created_by: staffUserId,
        additional_data: { shipping_rate_id: data.shipping_rate_id, package_type: data.package_type, bought_label: data },
      } as any,
    })
    fulfillmentId = (result as { id: string }).id
  } catch (e) {
    error = (e as Error).message
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`shipping: order ${displayId}: the label was bought but Medusa's fulfillment failed: ${error}`)
  }
  try {
    const entry = await entryOf(scope, displayId)
    const shipping = (entry.metadata?.shipping ?? {}) as Record<string, unknown>
    await updateEntry(scope, entry, {
      metadata: { ...(entry.metadata ?? {}), shipping: { ...shipping, fulfillment_id: fulfillmentId, fulfillment_pending: false, fulfillment_error: error } },
    })
  } catch (e) {
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`shipping: order ${displayId}: could not record the fulfillment: ${(e as Error).message}`)
  }
}

/**
 * Before the Ship button: the order's label has its Medusa fulfillment (waits for the one being
 * recorded in this process; records it now when that failed or ran in a process that stopped).
 */
async function ensureFulfillment(scope: MedusaContainer, entry: StaffEntry, staffUserId?: string): Promise<StaffEntry> {
  await inFlight.get(entry.id)
  const fresh = await entryOf(scope, entry.order_display_id!)
  const shipping = fresh.metadata?.shipping as (ShippingRecord & { fulfillment_pending?: boolean }) | undefined
  if (!shipping?.tracking_number || shipping.fulfillment_id || !fresh.order_id) {
    return fresh
  }
  const order = await orderWithFulfillments(scope, fresh.order_id)
  if ((order.fulfillments ?? []).some((f) => !f.canceled_at && f.labels?.length)) {
    return fresh
  }
  const items = order.items
    .map((i) => ({ id: i.id, quantity: num(i.quantity) - num(i.detail?.fulfilled_quantity) }))
    .filter((i) => i.quantity > 0)
  const data = {
    shipping_rate_id: shipping.rate_id,
    package_type: shipping.package_type ?? undefined,
    transaction_id: shipping.transaction_id ?? undefined,
    carrier: shipping.carrier ?? undefined,
    service: shipping.service ?? undefined,
    amount: shipping.amount ?? undefined,
    currency: shipping.currency ?? undefined,
    tracking_number: shipping.tracking_number,
    tracking_url: shipping.tracking_url ?? undefined,
    label_url: shipping.label_url,
    label_file_id: shipping.label_file_id ?? undefined,
    carrier_label_url: shipping.carrier_label_url ?? undefined,
    sample: shipping.sample,
  }
  if (items.length) {
    await recordFulfillment(scope, fresh.order_display_id!, fresh.order_id, items, data, staffUserId)
  }
  return entryOf(scope, fresh.order_display_id!)
}

async function finishLabel(
  scope: MedusaContainer,
  entry: StaffEntry,
  fulfillment: FulfillmentRow,
  chosen: { rateId: string; packageType: string | null; rate?: ShipRate | null }
) {
  const record = shippingRecordOf(fulfillment, chosen)
  await updateEntry(scope, entry, { status: "shipped", metadata: { ...(entry.metadata ?? {}), shipping: record } })
  return labelResult(record)
}

/**
 * Direct USPS (POST /api/shipping/create-label, POST /api/simple-shipping/create-label): quotes
 * the package at the estimated 2 lb and buys USPS Priority Mail (the cheapest USPS rate otherwise).
 */
export async function createUspsLabel(scope: MedusaContainer, input: { orderId: string | number; packageType: unknown; staffUserId?: string }) {
  const entry = await entryOf(scope, input.orderId)
  const exists = labelExists(entry)
  if (exists) throw exists
  // The estimate, within the package's limit (a Flat Rate Envelope takes 1 lb; flat rates ignore weight).
  const pkg = shippingService(scope).listPackageTypes().find((p) => p.key === input.packageType)
  const weight = Math.min(ESTIMATED_WEIGHT_LB, pkg?.maxWeightLb ?? ESTIMATED_WEIGHT_LB)
  const quote = await ratesForOrder(scope, { orderId: input.orderId, packageType: input.packageType, weight })
  const rate = uspsPriorityRate(quote.rates)
  if (!rate) {
    throw new ShippingFailure(422, SHIPPING_TEXTS.noRates, quote.messages.join("; ") || "No USPS rate was offered for this package.")
  }
  return createLabelForOrder(scope, { orderId: input.orderId, rateId: rate.id, packageType: quote.parcel.package.key, staffUserId: input.staffUserId, rate })
}

/** GET /api/simple-shipping/labels: every label, newest first. */
export async function labelHistory(scope: MedusaContainer) {
  const desk = scope.resolve<{ listShippingLabels(limit?: number): Promise<{ order_display_id: number; shipping: Record<string, unknown> }[]> }>(
    ORDER_DESK_MODULE
  )
  return (await desk.listShippingLabels()).map((row) => labelHistoryEntry(row as any))
}

/** The order's label file for Download and Print: `{ filename, body }`. 404 when it has none. */
export async function labelFileOf(scope: MedusaContainer, orderId: string | number) {
  const entry = await entryOf(scope, orderId)
  const s = entry.metadata?.shipping as Partial<ShippingRecord> | undefined
  if (!s?.label_url) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${entry.order_display_id} has no shipping label yet.`)
  }
  const body = await shippingService(scope).readLabel({ fileId: s.label_file_id ?? null, url: s.carrier_label_url ?? s.label_url })
  return { filename: labelFilename(entry.order_display_id!), body }
}

/**
 * The Ship button (PATCH /api/orders/{id} `{ orderStatus: "shipped" }`): Medusa's shipment step
 * (createOrderShipmentWorkflow) for each of the order's fulfillments not shipped yet, keeping their
 * labels. Orders without a fulfillment only change on the desk.
 */
export async function shipFulfillments(scope: MedusaContainer, entry: StaffEntry, staffUserId?: string): Promise<number> {
  if (!entry.order_id) return 0
  entry = await ensureFulfillment(scope, entry, staffUserId)
  const order = await orderWithFulfillments(scope, entry.order_id ?? "")
  let shipped = 0
  for (const f of order.fulfillments ?? []) {
    if (f.shipped_at || f.canceled_at) continue
    try {
      await createOrderShipmentWorkflow(scope).run({
        input: {
          order_id: order.id,
          fulfillment_id: f.id,
          items: (f.items ?? []).map((i) => ({ id: i.line_item_id, quantity: Number(i.quantity) })),
          // Medusa replaces the fulfillment's labels with these: pass the existing ones back.
          labels: (f.labels ?? []).map((l) => ({ id: l.id, tracking_number: l.tracking_number, tracking_url: l.tracking_url, label_url: l.label_url })),
          created_by: staffUserId,
        } as any,
      })
      shipped++
    } catch (e) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `${SHIPPING_TEXTS.statusFailed}: Medusa could not mark the shipment: ${(e as Error).message}`)
    }
  }
  return shipped
}
