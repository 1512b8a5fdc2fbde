import type { NewStaffUser, StaffUser } from "@shop/contract"
import { roleName, STAFF_ROLES, type RolesT } from "@shop/staff/roles"
import { roleChoices, useNewUserForm, userRowRules, type UserRowRules } from "@shop/staff/users"
import { Link } from "react-router-dom"
import { adminOnly } from "./components/require-admin"
import { ConfirmDialog } from "./components/confirm-dialog"
import { Loaded } from "./components/loaded"
import { useAddStaffUser, useChangeStaffRole, useRemoveStaffUser, useStaffUsers } from "./api/users"
import { useStaffUser } from "./api/auth"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"
import { Field } from "../../components/ui/form-field"
import { useToast } from "../../components/ui/toaster"

/** /admin/users (issue 27 point 6): the users with their roles; add one, change a role, remove one. Admins only. */
export const UsersPage = adminOnly(Users, "users.manage")

const inputClass = "w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900"

function Users() {
  const { t } = useStaffTranslation("roles")
  const rt = t as unknown as RolesT
  const users = useStaffUsers()
  const { data: me } = useStaffUser()
  const reasonOf = useServerReason()
  const toast = useToast()
  const change = useChangeStaffRole()
  const remove = useRemoveStaffUser()
  const failed = (err: unknown) => toast({ title: t("users.failed", { reason: reasonOf(err) }), variant: "destructive" })

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 leading-relaxed">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t("users.title")}</h1>
        <p className="mt-2 text-stone-700">{t("users.intro")}</p>
      </div>
      <section aria-labelledby="users-list" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="users-list" className="sr-only">
          {t("users.title")}
        </h2>
        <Loaded query={users} loading={t("users.title")} failed={(reason) => t("users.failed", { reason })} alertClassName="text-red-900">
          {(all) =>
            !all.length ? (
              <p>{t("users.empty")}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {all.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    rules={userRowRules(user, all, me?.id)}
                    busy={change.isPending || remove.isPending}
                    roleLabel={(r) => roleName(rt, r)}
                    onRole={(role) =>
                      change.mutate({ id: user.id, role }, { onSuccess: (u) => toast({ title: t("users.roleChanged", { username: u.username, role: roleName(rt, u.role) }) }), onError: failed })
                    }
                    onRemove={() => remove.mutate(user.id, { onSuccess: () => toast({ title: t("users.removed", { username: user.username }) }), onError: failed })}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <AddUser />
      <Link to="/admin" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
        {t("backToAdmin")}
      </Link>
    </div>
  )
}

type RowProps = {
  user: StaffUser
  /** Yourself, the last admin (@shop/staff/users: the server's own rules). */
  rules: UserRowRules
  busy: boolean
  roleLabel: (role: string) => string
  onRole: (role: string) => void
  onRemove: () => void
}

function UserRow({ user, rules, busy, roleLabel, onRole, onRemove }: RowProps) {
  const { t } = useStaffTranslation("roles")
  const selectId = `role-${user.id}`
  const { isMe, lastAdmin } = rules
  const why = rules.why ? t(rules.why) : null
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`user-${user.username}`}>
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {user.username} {isMe && <span className="text-sm font-normal text-stone-700">({t("users.you")})</span>}
        </p>
        <p className="break-all text-sm text-stone-700">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t("users.changeRole", { username: user.username })}
        </label>
        <select
          id={selectId}
          className="rounded-lg border border-stone-300 px-2 py-1"
          value={user.role}
          disabled={busy || lastAdmin}
          title={lastAdmin ? t("users.lastAdmin") : undefined}
          onChange={(e) => onRole(e.target.value)}
        >
          {roleChoices(user.role).map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="secondary" disabled={busy || !!why} title={why ?? undefined}>
              {t("users.remove")}
            </Button>
          }
          title={t("users.remove")}
          description={t("users.removeConfirm", { username: user.username })}
          confirmLabel={t("users.remove")}
          onConfirm={onRemove}
        />
        {why && <p className="w-full text-sm text-stone-700 sm:w-auto">{why}</p>}
      </div>
    </li>
  )
}

function AddUser() {
  const { t } = useStaffTranslation("roles")
  const rt = t as unknown as RolesT
  const add = useAddStaffUser()
  const reasonOf = useServerReason()
  const toast = useToast()
  // the server's own checks first (@shop/staff/users), in the screen's language
  const { form, problems, set: setField, submit, filled } = useNewUserForm((user, added) =>
    add.mutate(user, {
      onSuccess: (u) => {
        toast({ title: t("users.added", { username: u.username }) })
        added()
      },
    })
  )
  const set = (k: keyof NewStaffUser) => (e: { target: { value: string } }) => setField(k, e.target.value)
  return (
    <section aria-labelledby="add-user" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="add-user" className="mb-3 text-xl font-bold text-stone-900">
        {t("users.add")}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field label={t("users.username")} error={problems.username && t(problems.username)}>{(c) => <input {...c} className={inputClass} autoComplete="off" value={form.username} onChange={set("username")} />}</Field>
        <Field label={t("users.email")} error={problems.email && t(problems.email)}>{(c) => <input {...c} type="email" className={inputClass} autoComplete="off" value={form.email} onChange={set("email")} />}</Field>
        <Field label={t("users.password")} error={problems.password && t(problems.password)}>{(c) => <input {...c} type="password" className={inputClass} autoComplete="new-password" value={form.password} onChange={set("password")} />}</Field>
        <Field label={t("users.role")}>
          {(c) => (
            <select {...c} className={inputClass} value={form.role} onChange={set("role")}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleName(rt, r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {add.error && (
          <p role="alert" className="text-red-900 sm:col-span-2">
            {t("users.failed", { reason: reasonOf(add.error) })}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={add.isPending || !filled}>
          {add.isPending ? t("users.adding") : t("users.add")}
        </Button>
      </form>
    </section>
  )
}
