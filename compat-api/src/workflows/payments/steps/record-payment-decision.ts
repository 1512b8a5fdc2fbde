import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PaymentDecision } from "#shop/payments/payment-verification"

export type RecordPaymentDecisionInput = { session_id: string } & Omit<NonNullable<PaymentDecision["session_update"]>, "fields">

/** The session as it was before staff's decision, and its collection's totals. */
type SessionBefore = {
  session_id: string
  data: Record<string, unknown> | null
  status: string
  authorized_at: Date | string | null
  payment_id: string | null
  collection: { id: string; status: string; authorized_amount: unknown }
}

/** Methods MedusaService generates on the payment module that IPaymentModuleService does not declare. */
type PaymentModuleRecords = {
  updatePaymentSessions(data: { id: string; data: Record<string, unknown> | null; status: string; authorized_at: Date | string | null }): Promise<unknown>
  deletePayments(ids: string[]): Promise<void>
}

/**
 * Records staff's decision in a manual payment session: verified or rejected by whom and when,
 * which the payment-manual provider reads when Medusa authorizes. Undone by putting the session
 * back as it was: its data and status, and, when Medusa authorized it after this step (Medusa's
 * own compensation then cancelled that payment), without that payment, unauthorized, and its
 * collection's status and authorized amount as before, so staff can simply decide again.
 */
export const recordPaymentDecisionStep = createStep(
  "shop-record-payment-decision",
  async (input: RecordPaymentDecisionInput, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const session = await payments.retrievePaymentSession(input.session_id, { relations: ["payment"] })
    const collection = await payments.retrievePaymentCollection(session.payment_collection_id, {
      select: ["id", "status", "authorized_amount"],
    })
    await payments.updatePaymentSession({
      id: input.session_id,
      amount: input.amount,
      currency_code: input.currency_code,
      data: input.data,
      status: input.status as any,
    })
    const before: SessionBefore = {
      session_id: session.id,
      data: session.data ?? null,
      status: session.status,
      authorized_at: session.authorized_at ?? null,
      payment_id: session.payment?.id ?? null,
      collection: { id: collection.id, status: collection.status, authorized_amount: collection.authorized_amount },
    }
    return new StepResponse(undefined, before)
  },
  async (before, { container }) => {
    if (!before) return
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const records = payments as unknown as PaymentModuleRecords
    const session = await payments.retrievePaymentSession(before.session_id, { relations: ["payment"] })
    const authorizedSince = session.payment && session.payment.id !== before.payment_id ? session.payment : null
    if (authorizedSince?.captured_at) {
      return // money moved: never undone here (a refund, in Medusa's admin)
    }
    if (authorizedSince) {
      if (!authorizedSince.canceled_at) {
        await payments.cancelPayment(authorizedSince.id)
      }
      await records.deletePayments([authorizedSince.id])
    }
    await records.updatePaymentSessions({
      id: before.session_id,
      data: before.data,
      status: before.status,
      authorized_at: before.authorized_at,
    })
    await payments.updatePaymentCollections(before.collection.id, {
      status: before.collection.status,
      authorized_amount: before.collection.authorized_amount,
    } as any)
  }
)
