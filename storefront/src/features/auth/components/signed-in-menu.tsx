import { DropdownMenu } from "radix-ui"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { initials, isStaffMember, useLogout, type User } from "../api/user"
import { useToast } from "../../../components/ui/toaster"

const itemClass = "flex min-h-10 cursor-pointer items-center rounded px-3 text-stone-900 outline-none data-[highlighted]:bg-stone-100"

/** The signed-in user's menu (spec point 2): initials, name, e-mail, Admin Dashboard for admins, Log out. */
export function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const logout = useLogout()

  const name = user.fullName || user.username
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t("user.menu", { name })}
        className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-amber-200 font-bold text-stone-950"
      >
        {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" /> : initials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border border-stone-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2">
            <p className="font-semibold text-stone-900">{name}</p>
            {user.email && <p className="text-sm text-stone-700">{user.email}</p>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {isStaffMember(user) && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/admin")}>
              {t("user.adminDashboard")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() =>
              logout.mutate(undefined, {
                onSuccess: () => {
                  toast({ title: t("user.loggedOut") })
                  navigate("/")
                },
                onError: () => toast({ title: t("user.logoutFailed"), variant: "destructive" }),
              })
            }
          >
            {t("user.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
