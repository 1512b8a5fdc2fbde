import type { FilterableNotificationProps, INotificationModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { OrderHistoryEvent, OrderNote, PaymentDecisionNote } from "@shop/contract"
import { OUTBOX_NOTIFICATION_FIELDS, outboxMessageOf } from "../notifications/outbox"
import { staffName, staffNames } from "../staff/staff-names"
import { orderDesk, type DeskEntry } from "./order-desk"

/** What an order's timeline is drawn from. */
export type HistorySources = {
  entry: Pick<DeskEntry, "created_at" | "payment_method" | "payment_history" | "metadata"> & { total?: unknown; amount_due?: unknown }
  order: {
    created_at?: string | Date | null
    canceled_at?: string | Date | null
    metadata?: Record<string, unknown> | null
    fulfillments?: { id: string; shipped_at?: string | Date | null; canceled_at?: string | Date | null }[] | null
    payment_collections?: { payments?: { refunds?: { id: string; amount: unknown; note?: string | null; created_at?: string | Date | null; created_by?: string | null }[] | null }[] | null }[] | null
  } | null
  emails: ReturnType<typeof outboxMessageOf>[]
  notes: { id: string; text: string; author_name: string; created_at: string | Date }[]
  /** Medusa user id → username. */
  names: Map<string, string>
}

const iso = (d: string | Date) => new Date(d).toISOString()
const money = (v: unknown) => Math.round(Number((v as { value?: unknown })?.value ?? v ?? 0) * 100) / 100

/** The ids of the staff users the sources name (payment decisions, refunds, the cancel). */
export function staffIdsOf(s: Omit<HistorySources, "names" | "emails" | "notes">): string[] {
  const decisions = ((s.entry.payment_history as { decisions?: PaymentDecisionNote[] } | null)?.decisions ?? []).map((d) => d.by)
  const refunds = (s.order?.payment_collections ?? []).flatMap((c) => c.payments ?? []).flatMap((p) => p.refunds ?? []).map((r) => r.created_by)
  const cancelledBy = s.order?.metadata?.cancelled_by
  return [...decisions, ...refunds, typeof cancelledBy === "string" ? cancelledBy : null].filter((id): id is string => !!id)
}

/**
 * An order's timeline, oldest first: placed, its e-mails, staff's payment decisions (an undone
 * verification is a correction), the label, the shipment, the cancel, Medusa's refunds and staff's
 * notes. Pure: the sources are read by orderHistory.
 */
export function historyEvents(s: HistorySources): OrderHistoryEvent[] {
  const name = (id: string | null | undefined) => (id ? s.names.get(id) ?? id : undefined)
  const events: OrderHistoryEvent[] = []
  const total = money(s.entry.amount_due ?? s.entry.total)
  events.push({ at: iso(s.entry.created_at as Date), kind: "placed", details: { method: s.entry.payment_method, total } })
  for (const e of s.emails) {
    events.push({ at: e.createdAt, kind: "email", details: { template: e.kind, to: e.to, state: e.state, subject: e.subject, resend: !!e.resendOf } })
  }
  let lastDecision: string | null = null
  for (const d of (s.entry.payment_history as { decisions?: PaymentDecisionNote[] } | null)?.decisions ?? []) {
    const undo = d.decision === "pending"
    events.push({
      at: iso(d.at),
      kind: undo ? "correction" : "payment",
      by: name(d.by),
      ...(d.reason ? { text: d.reason } : {}),
      details: undo ? { decision: "pending", undid: lastDecision } : { decision: d.decision },
    })
    lastDecision = d.decision
  }
  const shipping = s.entry.metadata?.shipping as { label_created_at?: string; carrier?: string | null; service?: string | null; tracking_number?: string | null; sample?: boolean } | undefined
  if (shipping?.label_created_at) {
    events.push({
      at: iso(shipping.label_created_at),
      kind: "label",
      details: { carrier: shipping.carrier ?? null, service: shipping.service ?? null, tracking: shipping.tracking_number ?? null, sample: !!shipping.sample },
    })
  }
  for (const f of s.order?.fulfillments ?? []) {
    if (f.shipped_at && !f.canceled_at) events.push({ at: iso(f.shipped_at), kind: "shipped", details: { tracking: shipping?.tracking_number ?? null } })
  }
  if (s.order?.canceled_at) {
    const reason = s.order.metadata?.cancel_reason
    const by = s.order.metadata?.cancelled_by
    events.push({
      at: iso(s.order.canceled_at),
      kind: "cancelled",
      ...(typeof by === "string" && by ? { by: name(by) } : {}),
      ...(typeof reason === "string" && reason ? { text: reason } : {}),
    })
  }
  for (const r of (s.order?.payment_collections ?? []).flatMap((c) => c.payments ?? []).flatMap((p) => p.refunds ?? [])) {
    events.push({
      at: iso(r.created_at ?? s.entry.created_at as Date),
      kind: "refunded",
      ...(r.created_by ? { by: name(r.created_by) } : {}),
      ...(r.note ? { text: r.note } : {}),
      details: { amount: money(r.amount) },
    })
  }
  for (const n of s.notes) events.push({ at: iso(n.created_at), kind: "note", by: n.author_name, text: n.text })
  // Oldest first; the order of the pushes above breaks ties (placed before its e-mail).
  return events.map((e, i) => ({ e, i })).sort((a, b) => a.e.at.localeCompare(b.e.at) || a.i - b.i).map(({ e }) => e)
}

const ORDER_FIELDS = [
  "id",
  "created_at",
  "canceled_at",
  "metadata",
  "fulfillments.id",
  "fulfillments.shipped_at",
  "fulfillments.canceled_at",
  "payment_collections.payments.refunds.id",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.note",
  "payment_collections.payments.refunds.created_at",
  "payment_collections.payments.refunds.created_by",
]

/** One order's timeline (GET /api/orders/{id}/history, /admin/shop/orders/{id}/history). */
export async function orderHistory(scope: MedusaContainer, entry: DeskEntry): Promise<OrderHistoryEvent[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const resourceIds = [entry.id, entry.order_id].filter((id): id is string => !!id)
  const [order, emails, notes] = await Promise.all([
    entry.order_id
      ? query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: entry.order_id } }).then(({ data }) => (data[0] as HistorySources["order"]) ?? null)
      : Promise.resolve(null),
    scope
      .resolve<INotificationModuleService>(Modules.NOTIFICATION)
      .listNotifications({ resource_id: resourceIds } as FilterableNotificationProps, { select: [...OUTBOX_NOTIFICATION_FIELDS], order: { created_at: "ASC" }, take: 200 })
      .then((rows) => rows.map((n) => outboxMessageOf(n as unknown as Parameters<typeof outboxMessageOf>[0]))),
    orderDesk(scope).listOrderNotes({ entry_id: entry.id }, { order: { created_at: "ASC" }, take: 500 }),
  ])
  const partial = { entry, order }
  const names = await staffNames(scope, staffIdsOf(partial))
  return historyEvents({ ...partial, emails, notes: notes as HistorySources["notes"], names })
}

/** Adds staff's internal note to the order; answers it as the history shows it. */
export async function addOrderNote(scope: MedusaContainer, entry: DeskEntry, text: string, staffUserId: string | null | undefined): Promise<OrderNote> {
  const author = await staffName(scope, staffUserId)
  const note = await orderDesk(scope).createOrderNotes({ entry_id: entry.id, text, author_id: staffUserId ?? null, author_name: author })
  return { id: note.id, at: iso(note.created_at as unknown as Date), by: note.author_name, text: note.text }
}
