import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { placeWidgetFirst } from "./order-attention-above-order-list"

/** The day numbers widget's id in the order list's layout (its defineWidgetConfig id, prefixed). */
export const DAY_NUMBERS_LAYOUT_ID = "widget:cambodian-shop:day-numbers"

/**
 * Medusa 2.21's LayoutComposer ignores `order.list.before` (see order-attention-above-order-list):
 * this puts the day's numbers first in the order list's shared default layout, above 'Needs
 * attention' and the list, keeping whatever an admin saved there.
 */
export const placeDayNumbersFirst = (container: MedusaContainer) => placeWidgetFirst(container, DAY_NUMBERS_LAYOUT_ID)

/** Runs once with `medusa db:migrate` (a plugin's migration script); migration scripts run in name order, so the attention widget's runs first. */
export default async function dayNumbersAboveOrderList({ container }: ExecArgs) {
  await placeDayNumbersFirst(container)
}
