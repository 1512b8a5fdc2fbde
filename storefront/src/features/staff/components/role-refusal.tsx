import type { Permission } from "@shop/staff/roles"
import { Link } from "react-router-dom"
import { useRoleWords } from "../use-role"
import { buttonVariants } from "../../../components/ui/button"

/**
 * An admin-only page opened by a role that may not use it (issue 27 point 6): says why, in the
 * screen's language, instead of sending the user home.
 */
export function RoleRefusal({ permission, back = true }: { permission: Permission; back?: boolean }) {
  const { refusal, t } = useRoleWords()
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12">
      <p role="alert" className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-lg leading-relaxed text-stone-900">
        {refusal(permission)}
      </p>
      {back && (
        <Link to="/admin" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
          {t("backToAdmin")}
        </Link>
      )}
    </div>
  )
}

/** The reason beside a control the role may not use (the control itself is disabled). */
export function RoleReason({ permission, id }: { permission: Permission; id?: string }) {
  const { refusal } = useRoleWords()
  return (
    <p id={id} className="text-sm leading-relaxed text-amber-900">
      {refusal(permission)}
    </p>
  )
}
