import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderUpdateEvent, OrderUpdateEventData } from "#shop/orders/order-events"

export type OrderUpdateEventMessage = { eventName: OrderUpdateEvent; data: OrderUpdateEventData }

/**
 * Emits several order-update events of different names at once (Medusa's emitEventStep takes one
 * name), grouped with the workflow's events: released when the workflow succeeds, dropped when it fails.
 */
export const emitOrderUpdateEventsStep = createStep(
  "shop-emit-order-update-events",
  async (events: OrderUpdateEventMessage[], context) => {
    if (!events.length) return new StepResponse(null)
    const metadata = context.eventGroupId ? { eventGroupId: context.eventGroupId } : {}
    await context.container.resolve(Modules.EVENT_BUS).emit(events.map((e) => ({ name: e.eventName, data: e.data, metadata })))
    return new StepResponse(null, context.eventGroupId ? { eventGroupId: context.eventGroupId, names: events.map((e) => e.eventName) } : null)
  },
  async (group, { container }) => {
    if (!group) return
    await container.resolve(Modules.EVENT_BUS).clearGroupedEvents(group.eventGroupId, { eventNames: group.names })
  }
)
