import type { FilterableNotificationProps, INotificationModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { NOTIFICATION_ERRORS, type OutboxMessageDetail, type OutboxPage, type OutboxResendResponse } from "@shop/contract"
import { smtpUrlOf } from "../providers/notification-smtp/options"
import { rethrowWorkflowError } from "../workflows/workflow-error"
import { resendNotificationWorkflow } from "../workflows/notifications/resend-notification"
import { resendKeyOf } from "./resend"
import { OUTBOX_NOTIFICATION_FIELDS, outboxMessageDetailOf, outboxMessageOf, type EmailDelivery } from "./outbox"

/**
 * The e-mail outbox of the back office (/api/notifications) and of Medusa's admin
 * (/admin/shop/notifications): one implementation for both route families.
 */

/** "smtp" when SMTP_URL is set (mail goes out), else "outbox" (kept in the notification table only). */
export function emailModeOf(env: NodeJS.ProcessEnv = process.env): OutboxPage["mode"] {
  return smtpUrlOf(env) ? "smtp" : "outbox"
}

/** What GET …/notifications accepts once the contract's NotificationsQuery has read it. */
export type OutboxQuery = { limit: number; offset: number; orderNumber?: number; status?: "sent" | "failure" | "pending" }

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

// A failed send that the retry job will try again is "pending" to staff (outboxMessageOf's rule).
const RETRYING = `(n.status = 'failure' and n.data->'delivery'->>'next_attempt_at' is not null and coalesce(n.data->'delivery'->>'gave_up', 'false') <> 'true')`

/** The SQL condition of a `status` filter, on the notification table aliased `n`. */
export function stateCondition(status: OutboxQuery["status"]): string {
  switch (status) {
    case "sent":
      return `n.status = 'success'`
    case "pending":
      return `(n.status = 'pending' or ${RETRYING})`
    case "failure":
      return `(n.status = 'failure' and not ${RETRYING})`
    default:
      return "true"
  }
}

/** The Medusa order id of an order number, or null when there is none. */
async function orderIdOf(scope: MedusaContainer, orderNumber: number): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id"], filters: { display_id: orderNumber } })
  return (data[0]?.id as string | undefined) ?? null
}

/**
 * A page of the outbox, newest first. Read with SQL rather than the notification module's list:
 * the state filter looks into `data.delivery` (the retry job's bookkeeping), which the module's
 * filters cannot reach. The lists leave out the rendered bodies (`data.html`, `data.text`).
 */
export async function listOutbox(scope: MedusaContainer, q: OutboxQuery): Promise<OutboxPage> {
  const page = (messages: OutboxPage["messages"], count: number): OutboxPage => ({ messages, count, limit: q.limit, offset: q.offset, mode: emailModeOf() })
  const where = [`n.deleted_at is null`, `n.channel = 'email'`, stateCondition(q.status)]
  const bindings: unknown[] = []
  if (q.orderNumber !== undefined) {
    const orderId = await orderIdOf(scope, q.orderNumber)
    if (!orderId) return page([], 0)
    where.push(`n.resource_id = ?`)
    bindings.push(orderId)
  }
  const knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const from = `from notification n where ${where.join(" and ")}`
  const fields = OUTBOX_NOTIFICATION_FIELDS.map((f) => (f === "data" ? `n.data - 'html' - 'text' - 'attachments' as data` : `n.${f}`)).join(", ")
  const [{ rows }, { rows: counted }] = await Promise.all([
    knex.raw(`select ${fields} ${from} order by n.created_at desc, n.id desc limit ? offset ?`, [...bindings, q.limit, q.offset]),
    knex.raw(`select count(*)::int as count ${from}`, bindings),
  ])
  return page(
    rows.map((r) => outboxMessageOf(r as Parameters<typeof outboxMessageOf>[0])),
    Number(counted[0]?.count ?? 0)
  )
}

const notifications = (scope: MedusaContainer) => scope.resolve<INotificationModuleService>(Modules.NOTIFICATION)

async function notificationRow(scope: MedusaContainer, filters: { id: string } | { idempotency_key: string }) {
  const [row] = await notifications(scope).listNotifications(filters as FilterableNotificationProps, { select: [...OUTBOX_NOTIFICATION_FIELDS] })
  return row as unknown as Parameters<typeof outboxMessageOf>[0] | undefined
}

/** One message with its rendered HTML and text; 404 `notification.notFound` for an unknown id. */
export async function getOutboxMessage(scope: MedusaContainer, id: string): Promise<OutboxMessageDetail> {
  const row = await notificationRow(scope, { id })
  if (!row) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, NOTIFICATION_ERRORS.notFound)
  }
  return outboxMessageDetailOf(row)
}

/** What the provider said when a send failed, without the notification module's "Failed to send notification with id …:" line. */
export function sendFailureOf(e: unknown): string {
  const message = String((e as { message?: unknown })?.message ?? e ?? "")
  return message.replace(/^Failed to send notification with id \S+:\s*/, "").trim() || "The message could not be sent."
}

/**
 * Resends a message (resendNotificationWorkflow). When the send fails the new message is still
 * recorded, in state failure, and answered like a sent one: staff see it in the outbox with the
 * reason. 404 for an unknown id.
 */
export async function resendOutboxMessage(scope: MedusaContainer, id: string): Promise<OutboxResendResponse> {
  const idempotencyKey = resendKeyOf(id)
  try {
    await resendNotificationWorkflow(scope).run({ input: { notification_id: id, idempotency_key: idempotencyKey } })
  } catch (e) {
    const failed = await notificationRow(scope, { idempotency_key: idempotencyKey })
    if (!failed) rethrowWorkflowError(e)
    const reason = sendFailureOf(e)
    scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Resending notification ${id} failed: ${reason}`)
    // The reason, where the outbox reads it; given up at once: a resend is not retried by itself.
    const delivery: EmailDelivery = { attempts: 1, last_error: reason, next_attempt_at: null, gave_up: true }
    // The module's generated update (MedusaService), which its public interface does not declare.
    await (notifications(scope) as unknown as { updateNotifications(data: { id: string; data: Record<string, unknown> }): Promise<unknown> }).updateNotifications({
      id: failed.id,
      data: { ...(failed.data ?? {}), delivery },
    })
  }
  const row = await notificationRow(scope, { idempotency_key: idempotencyKey })
  if (!row) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `The resend of notification ${id} was not recorded.`)
  }
  return { message: outboxMessageOf(row) }
}
