import { cancelRefund, cancelRefusal, type CancelRefusal, type LegacyOrder } from "@shop/contract"

/**
 * @shop/staff/order-actions: Cancel order and Archive as both back offices ask them (the shop's
 * order dialog, our panel on Medusa's order page). The apps draw the dialog; what it says comes
 * from here, read from the order's story (@shop/contract's cancelRefusal and cancelRefund: the
 * server's rules).
 */

export type { Said } from "./said"
import type { Said } from "./said"

export type CancelConfirmation = {
  /** Why Cancel order is not offered (the button is disabled with this as its hint), or null. */
  refused: CancelRefusal | null
  refusedText: Said | null
  title: Said
  /** What will happen, one sentence each: the money, the label, the e-mail. */
  lines: Said[]
}

/**
 * The confirmation of Cancel order #N: what happens to the money (card: refunded to the card;
 * manual verified: a refund recorded in Medusa that staff send themselves; unpaid: nothing), to an
 * unused label, and which e-mail goes. `money` formats an amount, `method` names the payment method.
 */
export function cancelConfirmation(order: LegacyOrder, money: (amount: number) => string, method: string): CancelConfirmation {
  const refused = cancelRefusal(order)
  const refund = cancelRefund(order)
  const amount = money(refund.amount)
  const lines: Said[] = [
    refund.kind === "card"
      ? { key: "orderActions.cancel.moneyCard", values: { amount } }
      : refund.kind === "manual"
        ? { key: "orderActions.cancel.moneyManual", values: { amount, method } }
        : { key: "orderActions.cancel.moneyNone" },
  ]
  if (order.shipmentState === "label_bought") lines.push({ key: "orderActions.cancel.label" })
  lines.push({ key: order.customerEmail ? "orderActions.cancel.email" : "orderActions.cancel.noEmail" })
  return {
    refused,
    refusedText: refused ? { key: `orderActions.cancel.refused.${refused}` } : null,
    title: { key: "orderActions.cancel.title", values: { id: order.id } },
    lines,
  }
}

/** The confirmation of Archive order #N. */
export const archiveConfirmation = (order: Pick<LegacyOrder, "id">) => ({
  title: { key: "orderActions.archive.title", values: { id: order.id } } satisfies Said,
  text: { key: "orderActions.archive.text" } satisfies Said,
})
export * from "./bulk"
