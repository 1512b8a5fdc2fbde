import type { IOrderModuleService, IPaymentModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { collectionStatusOf } from "./settle-collection-status"

export type UndoCaptureInput = { order_id: string; payment_id: string }

/** Methods MedusaService generates on the payment module that IPaymentModuleService does not declare. */
type PaymentRecords = {
  softDeletePayments(ids: string[]): Promise<unknown>
  restorePayments(ids: string[]): Promise<unknown>
  updatePaymentSessions(data: { id: string; status: string; authorized_at: Date | string | null }): Promise<unknown>
}

type Before = {
  payment_id: string
  transaction_ids: string[]
  session: { id: string; status: string; authorized_at: Date | string | null } | null
  collection: { id: string; status: string; authorized_amount: unknown; captured_amount: unknown; completed_at: unknown }
}

const sum = (rows: { amount: unknown }[] | null | undefined) => (rows ?? []).reduce((n, r) => n + Number(r?.amount ?? 0), 0)

/**
 * A manual payment staff verified by mistake (Zelle, Cash App … no money arrived) is taken back as
 * if the capture never happened, so Medusa reads as before the verification: the capture's order
 * transactions, the payment (with its captures: Medusa's cascade) are soft-deleted, the session is
 * unauthorized again, and the collection's totals and status are those of the remaining payments.
 * No refund and no credit line: no money moved. Verifying again authorizes and captures a new
 * payment on the same session, so Medusa then shows one captured payment. Refused (409) for a
 * payment with refunds (money went back: that is a refund, not a mistake). Undone by restoring them.
 */
export const undoCaptureStep = createStep(
  "shop-undo-capture",
  async (input: UndoCaptureInput, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const records = payments as unknown as PaymentRecords
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const payment = await payments.retrievePayment(input.payment_id, { relations: ["captures", "refunds", "payment_session"] })
    if ((payment.refunds ?? []).length) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `Payment ${payment.id} was refunded in part; it cannot be undone.`)
    }
    const captureIds = (payment.captures ?? []).map((c) => c.id)
    const transactions = captureIds.length
      ? await orders.listOrderTransactions({ order_id: input.order_id, reference: "capture", reference_id: captureIds }, { select: ["id"] })
      : []
    const collection = await payments.retrievePaymentCollection(payment.payment_collection_id, {
      select: ["id", "status", "authorized_amount", "captured_amount", "completed_at"],
    })
    const before: Before = {
      payment_id: payment.id,
      transaction_ids: transactions.map((t) => t.id),
      session: payment.payment_session
        ? { id: payment.payment_session.id, status: payment.payment_session.status, authorized_at: payment.payment_session.authorized_at ?? null }
        : null,
      collection: {
        id: collection.id,
        status: collection.status,
        authorized_amount: collection.authorized_amount,
        captured_amount: collection.captured_amount,
        completed_at: (collection as { completed_at?: unknown }).completed_at ?? null,
      },
    }

    if (before.transaction_ids.length) await orders.softDeleteOrderTransactions(before.transaction_ids)
    await records.softDeletePayments([payment.id])
    if (before.session) {
      await records.updatePaymentSessions({ id: before.session.id, status: "pending_authorization", authorized_at: null })
    }
    // The collection as Medusa computes it (maybeUpdatePaymentCollection_), from what is left.
    const left = await payments.retrievePaymentCollection(collection.id, {
      relations: ["payment_sessions", "payments.captures", "payments.refunds"],
    })
    const authorized = (left.payment_sessions ?? []).filter((s) => s.status === "authorized").reduce((n, s) => n + Number(s.amount), 0)
    const captured = (left.payments ?? []).reduce((n, p) => n + sum(p.captures), 0)
    const status = collectionStatusOf(left as Parameters<typeof collectionStatusOf>[0])
    await payments.updatePaymentCollections(collection.id, {
      status,
      authorized_amount: authorized,
      captured_amount: captured,
      completed_at: status === "completed" ? (before.collection.completed_at ?? new Date()) : null,
    } as any)
    return new StepResponse({ payment_id: payment.id, captured: sum(payment.captures) }, before)
  },
  async (before, { container }) => {
    if (!before) return
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const records = payments as unknown as PaymentRecords
    await records.restorePayments([before.payment_id])
    if (before.transaction_ids.length) {
      await container.resolve<IOrderModuleService>(Modules.ORDER).restoreOrderTransactions(before.transaction_ids)
    }
    if (before.session) await records.updatePaymentSessions(before.session)
    const { id, ...collection } = before.collection
    await payments.updatePaymentCollections(id, collection as any)
  }
)
