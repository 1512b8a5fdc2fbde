import { Link, useNavigate } from "react-router-dom"
import { useLogout } from "../api/auth"
import { useOpenMessageCount } from "../api/contact-messages"
import type { User } from "../../auth/api/user"
import { useStaffTranslation } from "../use-staff-i18n"
import { Button, buttonVariants } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { adminLoginPath } from "../../../config/shop"
import { cn } from "../../../lib/cn"

/** Spec point 2: the bar above every page while an admin is signed in (the Layout loads it only then). */
export function AdminHeader({ user }: { user: User }) {
  const { t } = useStaffTranslation("admin")
  const navigate = useNavigate()
  const toast = useToast()
  const logout = useLogout()
  const openMessages = useOpenMessageCount()
  return (
    <div role="region" aria-label={t("header.label")} className="bg-stone-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm">
          {t("header.loggedInAs")} <strong className="font-semibold">{user.username}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/messages"
            aria-label={openMessages > 0 ? `${t("messages.nav")}, ${t("messages.openBadge", { count: openMessages })}` : undefined}
            className={cn(buttonVariants({ variant: "onDark", size: "sm" }), "border border-white/40")}
          >
            {t("messages.nav")}
            {openMessages > 0 && (
              <span data-testid="open-messages-badge" className="rounded-full bg-red-700 px-2 text-xs font-bold text-white">
                {openMessages}
              </span>
            )}
          </Link>
          <Link to="/admin/emails" className={cn(buttonVariants({ variant: "onDark", size: "sm" }), "border border-white/40")}>
            {t("header.emails")}
          </Link>
          <Link to="/" className={cn(buttonVariants({ variant: "onDark", size: "sm" }), "border border-white/40")}>
            {t("header.backToStore")}
          </Link>
          <Button
            variant="onDark"
            size="sm"
            className="border border-white/40"
            disabled={logout.isPending}
            // mutateAsync: the toast and the move still happen after this bar is gone (the user is cleared first).
            onClick={() =>
              logout.mutateAsync().then(
                () => {
                  toast({ title: t("header.loggedOut") })
                  navigate(adminLoginPath)
                },
                () => toast({ title: t("header.logoutFailed"), variant: "destructive" })
              )
            }
          >
            {t("header.logout")}
          </Button>
        </div>
      </div>
    </div>
  )
}
