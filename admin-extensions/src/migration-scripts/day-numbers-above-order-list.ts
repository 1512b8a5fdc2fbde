import type { ExecArgs, ISettingsModuleService, LayoutConfigurationData, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_LIST_LAYOUT_ZONE } from "./order-attention-above-order-list"

/** The day numbers widget's id in the order list's layout (its defineWidgetConfig id, prefixed). */
export const DAY_NUMBERS_LAYOUT_ID = "widget:cambodian-shop:day-numbers"

/**
 * Medusa 2.21's LayoutComposer ignores `order.list.before` (see order-attention-above-order-list):
 * this puts the day's numbers first in the order list's shared default layout, above 'Needs
 * attention' and the list, keeping whatever an admin saved there.
 */
export async function placeDayNumbersFirst(container: MedusaContainer) {
  const settings = container.resolve<ISettingsModuleService>(Modules.SETTINGS)
  const current = await settings.getSystemDefaultLayoutConfiguration(ORDER_LIST_LAYOUT_ZONE)
  const widgets: LayoutConfigurationData["widgets"] = { ...(current?.configuration?.widgets ?? {}) }
  if (widgets[DAY_NUMBERS_LAYOUT_ID]) return false
  const first = Math.min(0, ...Object.values(widgets).map((w) => w.order ?? 0))
  widgets[DAY_NUMBERS_LAYOUT_ID] = { order: first - 1 }
  await settings.setSystemDefaultLayoutConfiguration(ORDER_LIST_LAYOUT_ZONE, { ...current?.configuration, widgets })
  return true
}

/** Runs once with `medusa db:migrate` (a plugin's migration script); migration scripts run in name order, so the attention widget's runs first. */
export default async function dayNumbersAboveOrderList({ container }: ExecArgs) {
  await placeDayNumbersFirst(container)
}
