import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { OrderDeskModuleService } from "../modules/order-desk"
import { orderDesk } from "../orders/order-desk"
import type { SequenceProblem } from "./product-utilities"

/**
 * The order numbers fix-sequences checks (spec point 4, "Fix Database IDs"): each placed
 * order-desk entry shows its Medusa order's number, and Medusa's order-number sequence is ahead
 * of every number in use. This file finds what drifted and plans the safe repairs; the
 * fix-sequences workflow (src/workflows/catalog/fix-sequences.ts) applies them.
 */

/** The order-desk module's service (its generated update also takes a list, in one write). */
export type OrderDesk = OrderDeskModuleService

/** The order desk, or null in an app without it (then there is nothing of ours to check for orders). */
export function orderDeskOf(scope: MedusaContainer): OrderDesk | null {
  try {
    return orderDesk(scope)
  } catch {
    return null
  }
}

export type OrderNumberRepairs = {
  checkedOrders: number
  /** Entries that had no number: they take their Medusa order's. */
  deskNumbers: { id: string; order_display_id: number }[]
  /** Medusa orders showing another number than their shopper was given: they get it back. */
  orderNumbers: { id: string; display_id: number }[]
  /** What was found, repaired (by the two lists above) or left for staff. */
  problems: SequenceProblem[]
  /** The highest number any entry holds, archived and waiting ones included. */
  highestReserved: number
}

/**
 * Finds the placed entries whose number differs from their Medusa order's and plans the repairs
 * that are safe: an entry without a number takes its order's when no other entry uses it; an order
 * takes the number its shopper was given (as the placement does) when no other Medusa order has it.
 */
export async function planOrderNumberRepairs(scope: MedusaContainer, desk: OrderDesk): Promise<OrderNumberRepairs> {
  const problems: SequenceProblem[] = []
  const deskNumbers: OrderNumberRepairs["deskNumbers"] = []
  const orderNumbers: OrderNumberRepairs["orderNumbers"] = []

  const entries = await desk.listOrderDeskEntries({ placement: "placed" }, { select: ["id", "order_id", "order_display_id"], take: null })
  const orderIds = entries.flatMap((e) => (e.order_id ? [e.order_id] : []))
  const orderService = scope.resolve(Modules.ORDER)
  const orders = orderIds.length ? await orderService.listOrders({ id: orderIds }, { select: ["id", "display_id"], take: null }) : []
  const byId = new Map(orders.map((o) => [o.id, Number(o.display_id)]))
  const usedNumbers = new Set(entries.map((e) => (e.order_display_id == null ? null : Number(e.order_display_id))))
  /** Numbers given back to Medusa orders by this plan, by the order that gets each. */
  const givenBack = new Map<number, string>()

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
        deskNumbers.push({ id: entry.id, order_display_id: displayId })
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
    const taker = givenBack.get(number)
    const free = (!clash || clash.id === entry.order_id) && (!taker || taker === entry.order_id)
    if (free) {
      orderNumbers.push({ id: entry.order_id, display_id: number })
      givenBack.set(number, entry.order_id)
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
  return {
    checkedOrders: entries.length,
    deskNumbers,
    orderNumbers,
    problems,
    highestReserved: Number(highestEntry?.order_display_id ?? 0),
  }
}
