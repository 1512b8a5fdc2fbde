import { randomBytes } from "node:crypto"
import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { NOTIFICATION_ERRORS } from "@shop/contract"

/** The idempotency key of a resend: new each time, so staff can resend a message more than once. */
export const resendKeyOf = (id: string) => `resend:${id}:${randomBytes(8).toString("hex")}`

/** The notification module's fields a resend copies (everything that says what and to whom). */
export const RESEND_COPIED_FIELDS = ["id", "to", "from", "channel", "template", "data", "trigger_type", "resource_id", "resource_type", "receiver_id"] as const

/**
 * The new notification that resends `old`: the same recipient, channel, template, order and
 * rendered message, without the old one's delivery bookkeeping; linked to it by
 * `original_notification_id`.
 */
export function resendNotificationOf(
  old: { id: string; to?: string | null; from?: string | null; channel: string; template?: string | null; data?: Record<string, unknown> | null } & Record<string, unknown>,
  idempotencyKey: string
): CreateNotificationDTO {
  if (!old.to?.trim()) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, NOTIFICATION_ERRORS.noRecipient)
  }
  const { delivery: _delivery, ...data } = (old.data ?? {}) as Record<string, unknown>
  const optional = (key: string) => (typeof old[key] === "string" && old[key] ? { [key]: old[key] as string } : {})
  return {
    to: old.to,
    channel: old.channel,
    template: old.template ?? null,
    data,
    ...optional("from"),
    trigger_type: (old.trigger_type as string | null | undefined) ?? "resend",
    ...optional("resource_id"),
    ...optional("resource_type"),
    ...optional("receiver_id"),
    original_notification_id: old.id,
    idempotency_key: idempotencyKey,
  }
}

