import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { type StaffEntry } from "#shop/orders/staff-orders"
import { orderDesk } from "#shop/orders/order-desk"

/** Staff's fields of the entry (the module's own types); the id and timestamps are not staff's to write. */
export type UpdateOrderDeskEntryInput = { id: string; data: Partial<Omit<StaffEntry, "id" | "created_at" | "updated_at" | "deleted_at">> }

/** Writes staff's fields on an order-desk entry (status, payment status, seen…); undone by writing back what they were. */
export const updateOrderDeskEntryStep = createStep(
  "shop-update-order-desk-entry",
  async (input: UpdateOrderDeskEntryInput, { container }) => {
    const desk = orderDesk(container)
    const fields = Object.keys(input.data) as (keyof StaffEntry)[]
    const [before] = await desk.listOrderDeskEntries({ id: input.id }, { select: ["id", ...fields] })
    if (!before) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order desk entry ${input.id} not found`)
    }
    const entry = await desk.updateOrderDeskEntries({ id: input.id, ...input.data })
    const previous = Object.fromEntries(fields.map((f) => [f, before[f] ?? null]))
    return new StepResponse(entry, { id: input.id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    await orderDesk(container).updateOrderDeskEntries({ id: undo.id, ...undo.previous })
  }
)
