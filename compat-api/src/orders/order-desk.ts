import type { OrderIntake } from "./accept-order"

/**
 * The order desk: the shop's staff-side record of every accepted order (medusa-backend's
 * order_desk module, linked to the Medusa order): the intake, the order number, the placement
 * state, and what Medusa does not model (seen, the legacy statuses, payment verification).
 */
export type DeskEntry = {
  id: string
  payment_session_id: string
  order_id: string | null
  order_display_id: number | null
  cart_id: string | null
  placement: "queued" | "placing" | "placed" | "failed"
  placement_attempts: number
  intake: OrderIntake | null
  created_at: Date | string
}
export type OrderDeskService = {
  listOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<DeskEntry[]>
  retrieveOrderDeskEntry(id: string): Promise<DeskEntry>
  createOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<DeskEntry>
  reserveOrderNumber(): Promise<number>
  takeForPlacement(id: string): Promise<boolean>
  recordPlacement(id: string, orderId: string, displayId: number): Promise<{ archived: boolean }>
  updatePlacement(id: string, fields: { cart_id?: string | null; placement?: string; placement_error?: string | null; next_attempt_at?: Date | null }): Promise<void>
  listDuePlacements(limit?: number): Promise<string[]>
}
export const ORDER_DESK_MODULE = "order_desk"
/** Emitted when an order is accepted; the placement worker (subscriber) places it. */
export const ORDER_ACCEPTED_EVENT = "order_desk.order_accepted"
/** After this many failed placements the entry waits for staff instead of being retried. */
export const MAX_PLACEMENT_ATTEMPTS = 8

