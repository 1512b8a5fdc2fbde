import { Link } from "react-router-dom"
import { adminOnly } from "./components/require-admin"
import { OrdersManagement } from "./components/orders-management"
import { DayNumbers } from "./components/day-numbers"
import { ProductManagement } from "./products/product-management"
import { useStaffTranslation } from "./use-staff-i18n"
import { buttonVariants } from "../../components/ui/button"
import { MailIcon, TruckIcon } from "../../components/ui/icons"
import { useStaffRole } from "./use-role"

/** /admin (spec point 2): the day's numbers (issue 27), Orders Management, the links to shipping and to the e-mails, Product Management. Admins and staff (what each may: @shop/contract staff-roles). */
export const AdminDashboardPage = adminOnly(Dashboard)

function Dashboard() {
  const { t } = useStaffTranslation("admin")
  const { t: tr } = useStaffTranslation("roles")
  const role = useStaffRole()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t("dashboard.title")}</h1>
      <DayNumbers />
      <OrdersManagement />
      <Link to="/shipping-admin" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
        <TruckIcon />
        {t("dashboard.shippingLink")}
      </Link>
      <Link to="/admin/emails" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
        <MailIcon />
        {t("dashboard.emailsLink")}
      </Link>
      {role.can("users.manage") && (
        <Link to="/admin/users" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
          {tr("users.title")}
        </Link>
      )}
      <ProductManagement />
    </div>
  )
}
