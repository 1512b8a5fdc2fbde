import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { entryOfMedusaOrder } from "../orders/staff-orders"
import { archiveOrdersWorkflow } from "../workflows/orders/archive-orders"

/**
 * An order archived with Medusa's own archive (archiveOrderWorkflow: POST /admin/orders/{id}/archive)
 * is archived in the shop too: it leaves the back office's lists for Archived, and leaves Medusa's
 * order list like every order the shop archives (archiveOrdersWorkflow). Restore brings it back with
 * its status from before (restore-orders).
 */
export default async function medusaOrderArchivedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  if (!event.data?.id) return
  const entry = await entryOfMedusaOrder(container, event.data.id)
  if (!entry?.order_display_id) return
  try {
    await archiveOrdersWorkflow(container).run({ input: { display_ids: [entry.order_display_id] } })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`archiving order #${entry.order_display_id} after Medusa's archive: ${(e as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: OrderWorkflowEvents.ARCHIVED,
  context: { subscriberId: "compat-api-medusa-order-archived" },
}
