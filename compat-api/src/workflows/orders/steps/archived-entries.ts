import type { MedusaContainer } from "@medusajs/framework/types"
import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { orderDesk } from "#shop/orders/order-desk"

/** An order-desk entry an archive or a restore moves, with its Medusa order once placed. */
export type MovedEntry = { id: string; order_id: string | null }

/** The order-desk entries an archive or a restore moves: those `filters` find, all of them. */
export async function listMovedEntries(
  container: Pick<MedusaContainer, "resolve">,
  filters: Record<string, unknown>,
  config: { order?: Record<string, "ASC" | "DESC">; skip?: number; withDeleted?: boolean } = {}
): Promise<MovedEntry[]> {
  const entries = await orderDesk(container).listOrderDeskEntries(filters, { select: ["id", "order_id"], ...config, take: null })
  return entries.map((e) => ({ id: e.id, order_id: e.order_id }))
}

/**
 * What the two halves of an archive or a restore take from the entries: the desk's own ids, the
 * ids of their Medusa orders (entries not placed yet have none), and the answer's count.
 */
export function movedEntries(entries: WorkflowData<MovedEntry[]>) {
  return {
    entryIds: transform({ entries }, ({ entries }) => entries.map((e) => e.id)),
    orderIds: transform({ entries }, ({ entries }) => entries.flatMap((e) => (e.order_id ? [e.order_id] : []))),
    answer: transform({ entries }, ({ entries }) => ({ count: entries.length })),
  }
}
