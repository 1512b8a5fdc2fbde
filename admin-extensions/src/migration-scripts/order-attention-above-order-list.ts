import type { ExecArgs, ISettingsModuleService, LayoutConfigurationData, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The order list's widget zones (Medusa's LayoutComposer prefix) and the Needs attention widget's id there. */
export const ORDER_LIST_LAYOUT_ZONE = "order.list"
export const ORDER_ATTENTION_LAYOUT_ID = "widget:cambodian-shop:order-attention"

/**
 * Medusa 2.21's pages are laid out by its LayoutComposer, which ignores a widget zone's
 * `.before`/`.after` and puts widgets after the page's own content unless a saved layout orders
 * them: 'Needs attention' (zone order.list.before) showed below the order list. This puts a widget
 * first in the order list's shared default layout (what every admin sees until they arrange their
 * own), keeping whatever else an admin saved there; false when the layout already places it.
 */
export async function placeWidgetFirst(container: MedusaContainer, layoutId: string) {
  const settings = container.resolve<ISettingsModuleService>(Modules.SETTINGS)
  const current = await settings.getSystemDefaultLayoutConfiguration(ORDER_LIST_LAYOUT_ZONE)
  const widgets: LayoutConfigurationData["widgets"] = { ...(current?.configuration?.widgets ?? {}) }
  if (widgets[layoutId]) return false
  const first = Math.min(0, ...Object.values(widgets).map((w) => w.order ?? 0))
  widgets[layoutId] = { order: first - 1 }
  await settings.setSystemDefaultLayoutConfiguration(ORDER_LIST_LAYOUT_ZONE, { ...current?.configuration, widgets })
  return true
}

/** 'Needs attention' first in the order list's default layout. */
export const placeOrderAttentionFirst = (container: MedusaContainer) => placeWidgetFirst(container, ORDER_ATTENTION_LAYOUT_ID)

/** Runs once with `medusa db:migrate` (a plugin's migration script). */
export default async function orderAttentionAboveOrderList({ container }: ExecArgs) {
  await placeOrderAttentionFirst(container)
}
