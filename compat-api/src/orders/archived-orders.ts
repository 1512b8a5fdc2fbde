import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { STAFF_ORDER_ERRORS, type ArchivedOrder, type LegacyOrder } from "@shop/contract"
import { archiveOrdersWorkflow } from "../workflows/orders/archive-orders"
import { restoreOrdersWorkflow } from "../workflows/orders/restore-orders"
import { rethrowWorkflowError } from "../workflows/workflow-error"
import { entryOf, toLegacyOrder, type StaffEntry } from "./staff-orders"
import { orderDesk } from "./order-desk"

/**
 * The Archived lists of the back office (/admin) and of Medusa's admin: orders staff archived
 * (Clear All, Limit, clear-test-orders, Archive on one order, Medusa's own archive) and the
 * per-order Archive and Restore.
 */

/** Archived orders, newest number first (the back office's and Medusa's admin's Archived lists). */
export async function listArchivedOrders(scope: MedusaContainer, opts: { limit: number; offset: number; q?: string }) {
  const { rows, count } = await orderDesk(scope).listStaffOrders({ ...opts, archived: true })
  const orders: ArchivedOrder[] = rows.map((r) => ({ ...toLegacyOrder(r), archivedAt: new Date(r.deleted_at ?? r.created_at).toISOString() }))
  return { orders, count }
}

/**
 * The archived entry of the order with this number, or 404 `There is no archived order with this
 * number.` (also for an order that is listed, or no order at all).
 */
export async function archivedEntryOf(scope: MedusaContainer, id: string | number): Promise<StaffEntry> {
  const n = Number(id)
  const [entry] =
    Number.isInteger(n) && n > 0
      ? await orderDesk(scope).listOrderDeskEntries({ order_display_id: n, deleted_at: { $ne: null } }, { withDeleted: true })
      : []
  if (!entry) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, STAFF_ORDER_ERRORS.notArchived)
  }
  return entry
}

/**
 * Brings one archived order back (the Archived lists' Restore) through restoreOrdersWorkflow, the
 * workflow of POST /api/orders/restore and `npm run orders:restore`: 404 when the number is not an
 * archived order. Answers the order as the lists now show it.
 */
export async function restoreArchivedOrder(scope: MedusaContainer, id: string | number): Promise<LegacyOrder> {
  const entry = await archivedEntryOf(scope, id)
  await restoreOrdersWorkflow(scope).run({ input: { display_ids: [entry.order_display_id!] } }).catch(rethrowWorkflowError)
  return toLegacyOrder(await entryOf(scope, entry.order_display_id!))
}

/** The listed (not archived) entry of the order with this number, or 404 `There is no order with this number in the lists …`. */
export async function listedEntryOf(scope: MedusaContainer, id: string | number): Promise<StaffEntry> {
  const n = Number(id)
  const [entry] = Number.isInteger(n) && n > 0 ? await orderDesk(scope).listOrderDeskEntries({ order_display_id: n }) : []
  if (!entry) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, STAFF_ORDER_ERRORS.notListed)
  }
  return entry
}

/**
 * Archives one listed order (Archive in the order dialog and on Medusa's order page) through
 * archiveOrdersWorkflow, the workflow of Clear All and Limit: it leaves both lists for Archived.
 * Answers the order as the Archived lists show it.
 */
export async function archiveListedOrder(scope: MedusaContainer, entry: StaffEntry): Promise<ArchivedOrder> {
  await archiveOrdersWorkflow(scope).run({ input: { display_ids: [entry.order_display_id!] } }).catch(rethrowWorkflowError)
  const archived = await archivedEntryOf(scope, entry.order_display_id!)
  return { ...toLegacyOrder(archived), archivedAt: new Date(archived.deleted_at ?? Date.now()).toISOString() }
}
