import { Tabs } from "radix-ui"
import { useState } from "react"
import { useStaffTranslation } from "../use-staff-i18n"
import { AddProduct } from "./components/add-product"
import { ManageProducts } from "./components/manage-products"
import { ProductUtilities } from "./components/product-utilities"
import { SegmentedTabList } from "../../../components/ui/tab-list"
import { useStaffRole } from "../use-role"
import { RoleReason } from "../components/role-refusal"

const TABS = ["manage", "add", "utilities"] as const
type Tab = (typeof TABS)[number]

/**
 * The admin dashboard's Product Management card (spec point 2): Manage Products, Add New Product and
 * Utilities. Every panel stays mounted while hidden, so a half-filled form or a search survives a tab switch.
 */
export function ProductManagement() {
  const { t } = useStaffTranslation("products")
  const [tab, setTab] = useState<Tab>("manage")
  const role = useStaffRole()
  return (
    <section aria-labelledby="product-management-title" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="product-management-title" className="mb-4 text-2xl font-bold text-stone-900">
        {t("title")}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <SegmentedTabList label={t("tabs.label")} values={TABS} text={(value) => t(`tabs.${value}`)} />
        <Tabs.Content value="manage" forceMount hidden={tab !== "manage"} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800">
          <ManageProducts />
        </Tabs.Content>
        <Tabs.Content value="add" forceMount hidden={tab !== "add"} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800">
          {role.can("products.create") ? <AddProduct /> : <RoleReason permission="products.create" />}
        </Tabs.Content>
        <Tabs.Content value="utilities" forceMount hidden={tab !== "utilities"} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800">
          {role.can("utilities.run") ? <ProductUtilities /> : <RoleReason permission="utilities.run" />}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
