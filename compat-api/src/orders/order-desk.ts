import type { OrderDeskEntryDTO } from "../modules/order-desk"
import type { OrderIntake } from "./accept-order"

/**
 * The order desk: the shop's staff-side record of every accepted order (the order-desk module,
 * src/modules/order-desk, linked to the Medusa order): the intake, the order number, the placement
 * state, and what Medusa does not model (seen, the legacy statuses, payment verification).
 */
export type DeskEntry = OrderDeskEntryDTO

/**
 * The intake POST /api/orders stored on the entry (acceptOrder's intakeOf). The column is JSON, so
 * the model types it as a plain record; this is the one place that reads it back as an OrderIntake.
 */
export function entryIntake(entry: { intake?: OrderDeskEntryDTO["intake"] }): OrderIntake | null {
  return (entry.intake ?? null) as OrderIntake | null
}

/** Emitted when an order is accepted; the placement worker (subscriber) places it. */
export const ORDER_ACCEPTED_EVENT = "order_desk.order_accepted"
/** After this many failed placements the entry waits for staff instead of being retried. */
export const MAX_PLACEMENT_ATTEMPTS = 8
