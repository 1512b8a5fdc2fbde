import type { ComponentType, ReactNode } from "react"
import { Navigate, Outlet, useLocation } from "react-router-dom"
import { useStaffUser } from "../api/auth"
import { can, type Permission } from "@shop/staff/roles"
import { isStaffMember } from "../../auth/api/user"
import { RoleRefusal } from "./role-refusal"
import { useStaffTranslation } from "../use-staff-i18n"
import { Spinner } from "../../../components/ui/spinner"
import { adminLoginPath } from "../../../config/shop"

/**
 * Spec point 2, protected routes: a spinner while the user loads, the admin login for nobody; a
 * user of the shop's roles (admin, staff) gets the page, or, when `permission` is one their role
 * lacks, the reason ("Your role (staff) may not clear orders. Ask an admin.") in the screen's
 * language; a signed-in user without a shop role is told the same instead of being sent home.
 * Wraps its children, or the child routes (Outlet).
 */
export function RequireAdmin({ children, permission = "orders.read" }: { children?: ReactNode; permission?: Permission }) {
  const { t } = useStaffTranslation("admin")
  const { data: user, isPending } = useStaffUser()
  const location = useLocation()
  if (isPending) {
    return <Spinner label={t("common.checkingAccess")} />
  }
  if (!user) {
    // Back here after signing in: a link from a staff e-mail (/admin?order=1042) keeps its order.
    const next = `${location.pathname}${location.search}`
    return <Navigate to={`${adminLoginPath}?next=${encodeURIComponent(next)}`} replace />
  }
  if (!isStaffMember(user) || !can(user.role, permission)) {
    return <RoleRefusal permission={isStaffMember(user) ? permission : "orders.read"} back={isStaffMember(user)} />
  }
  return <>{children ?? <Outlet />}</>
}

/**
 * A back-office page (a route's Component): the page inside RequireAdmin, for the shop's roles;
 * with `permission`, only for the roles that have it (admin-only pages: `orders.clear`, `users.manage`).
 */
export function adminOnly(Page: ComponentType, permission: Permission = "orders.read") {
  return function AdminOnlyPage() {
    return (
      <RequireAdmin permission={permission}>
        <Page />
      </RequireAdmin>
    )
  }
}

/** Where the login sends a staff member back to: a path of this app from `?next=`, else /admin (never another site). */
export function returnPathOf(next: string | null): string {
  return next && /^\/(?![\/\\])/.test(next) && !next.startsWith(adminLoginPath) ? next : "/admin"
}
