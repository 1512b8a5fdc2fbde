import type { ComponentType, ReactNode } from "react"
import { Navigate, Outlet, useLocation } from "react-router-dom"
import { useStaffUser } from "../api/auth"
import { isAdmin } from "../../auth/api/user"
import { useStaffTranslation } from "../use-staff-i18n"
import { Spinner } from "../../../components/ui/spinner"
import { adminLoginPath } from "../../../config/shop"

/**
 * Spec point 2, protected routes: a spinner while the user loads, the admin login for nobody,
 * the shop's home page for a signed-in non-admin. Wraps its children, or the child routes (Outlet).
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
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
  if (!isAdmin(user)) {
    return <Navigate to="/" replace />
  }
  return <>{children ?? <Outlet />}</>
}

/** A page for admins only (a route's Component): the page inside RequireAdmin. */
export function adminOnly(Page: ComponentType) {
  return function AdminOnlyPage() {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    )
  }
}

/** Where the login sends a staff member back to: a path of this app from `?next=`, else /admin (never another site). */
export function returnPathOf(next: string | null): string {
  return next && /^\/(?![\/\\])/.test(next) && !next.startsWith(adminLoginPath) ? next : "/admin"
}
