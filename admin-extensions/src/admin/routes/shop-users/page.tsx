import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Users } from "@medusajs/icons"
import type { StaffUser } from "@shop/contract"
import { roleChoices, STAFF_ROLES, useNewUserForm, userRowRules } from "@shop/staff"
import { Badge, Button, Heading, Input, Label, Select, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { useId } from "react"
import { Empty, Loading, ShopPage, TitleBlock } from "../../components/panel"
import { useRoleWords } from "../../hooks/role"
import { useAddShopUser, useChangeShopRole, useMyUserId, useRemoveShopUser, useShopUsers } from "../../hooks/users"
import { useShopTranslation, type ShopKey } from "../../lib/i18n"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "nav.shopUsers", translationNs: "cambodianShop", icon: Users })

/** A role select of @medusajs/ui, named for screen readers by `label`. */
function RoleSelect({ label, value, choices, disabled, onChange }: { label: string; value: string; choices: string[]; disabled?: boolean; onChange: (role: string) => void }) {
  const { roleName } = useRoleWords()
  return (
    <Select size="small" value={value} disabled={disabled} onValueChange={onChange}>
      <Select.Trigger aria-label={label} className="min-w-[7rem] sm:w-44">
        <Select.Value />
      </Select.Trigger>
      <Select.Content>
        {choices.map((r) => (
          <Select.Item key={r} value={r}>
            {roleName(r)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  )
}

function UserRow({ user, users, meId }: { user: StaffUser; users: StaffUser[]; meId: string | null | undefined }) {
  const { t } = useShopTranslation()
  const { reason, roleName } = useRoleWords()
  const prompt = usePrompt()
  const change = useChangeShopRole()
  const remove = useRemoveShopUser()
  const rules = userRowRules(user, users, meId)
  const busy = change.isPending || remove.isPending
  const failed = (e: unknown) => toast.error(t("roles.users.failed", { reason: reason(e) }))
  const setRole = (role: string) =>
    role !== user.role &&
    change.mutate({ id: user.id, role }, { onSuccess: (u) => toast.success(t("roles.users.roleChanged", { username: u.username, role: roleName(u.role) })), onError: failed })
  const askRemove = async () => {
    const ok = await prompt({
      title: t("roles.users.remove"),
      description: t("roles.users.removeConfirm", { username: user.username }),
      confirmText: t("roles.users.remove"),
      cancelText: t("roles.users.cancel"),
    })
    if (ok) remove.mutate(user.id, { onSuccess: () => toast.success(t("roles.users.removed", { username: user.username })), onError: failed })
  }
  return (
    <Table.Row className="align-top [&_td]:py-3">
      <Table.Cell>
        <div className="flex flex-wrap items-center gap-2">
          <Text size="small" weight="plus">
            {user.username}
          </Text>
          {rules.isMe && <Badge size="2xsmall">{t("roles.users.you")}</Badge>}
        </div>
        {/* narrow screens: the e-mail under the name, its column hidden */}
        <Text size="xsmall" className="text-ui-fg-subtle break-words sm:hidden" aria-hidden>
          {user.email}
        </Text>
      </Table.Cell>
      <Table.Cell className="hidden sm:table-cell">
        <Text size="small" className="break-words">
          {user.email}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {/* the role and Remove side by side, one under the other on a phone */}
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-start">
          <RoleSelect
            label={t("roles.users.changeRole", { username: user.username })}
            value={user.role}
            choices={roleChoices(user.role)}
            disabled={busy || !rules.canChangeRole}
            onChange={setRole}
          />
          <div className="flex flex-col items-start gap-1">
            <Button size="small" variant="secondary" disabled={busy || !rules.canRemove} isLoading={remove.isPending} onClick={askRemove}>
              {t("roles.users.remove")}
            </Button>
            {rules.why && (
              <Text size="xsmall" className="text-ui-fg-muted max-w-[16rem]">
                {t(`roles.${rules.why}` as ShopKey)}
              </Text>
            )}
          </div>
        </div>
      </Table.Cell>
    </Table.Row>
  )
}

const FIELDS = [
  ["username", "text", "off"],
  ["email", "email", "off"],
  ["password", "password", "new-password"],
] as const

/** Add a user: username, e-mail, password, role; checked as the server checks before it is sent. */
function AddUser() {
  const { t } = useShopTranslation()
  const { reason } = useRoleWords()
  const add = useAddShopUser()
  const id = useId()
  const { form, problems, set, submit, filled } = useNewUserForm((user, added) =>
    add.mutate(user, {
      onSuccess: (u) => {
        toast.success(t("roles.users.added", { username: u.username }))
        added()
      },
    })
  )
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h2" id={`${id}-title`}>
        {t("roles.users.add")}
      </Heading>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([field, type, autoComplete]) => (
          <div key={field} className="flex flex-col gap-1">
            <Label htmlFor={`${id}-${field}`} size="small" weight="plus">
              {t(`roles.users.${field}` as ShopKey)}
            </Label>
            <Input
              id={`${id}-${field}`}
              type={type}
              autoComplete={autoComplete}
              value={form[field]}
              aria-invalid={!!problems[field]}
              aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
              onChange={(e) => set(field, e.target.value)}
            />
            {problems[field] && (
              <Text id={`${id}-${field}-problem`} size="xsmall" className="text-ui-fg-error">
                {t(`roles.${problems[field]}` as ShopKey)}
              </Text>
            )}
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <Label id={`${id}-role`} size="small" weight="plus">
            {t("roles.users.role")}
          </Label>
          <RoleSelect label={t("roles.users.role")} value={form.role} choices={[...STAFF_ROLES]} onChange={(r) => set("role", r)} />
        </div>
        {add.error && (
          <div role="alert" className="sm:col-span-2">
            <Text size="small" className="text-ui-fg-error">
              {t("roles.users.failed", { reason: reason(add.error) })}
            </Text>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="small" isLoading={add.isPending} disabled={add.isPending || !filled}>
            {add.isPending ? t("roles.users.adding") : t("roles.users.add")}
          </Button>
        </div>
      </form>
    </section>
  )
}

/**
 * The shop's users and their roles (issue 27 point 6) in Medusa's admin, whose own Settings → Users
 * cannot give a shop role: list, add, change a role, remove. The server keeps it to admins (403
 * role.forbidden for staff, shown here in the admin's language) and refuses removing yourself or the last admin.
 */
const ShopUsersPage = () => {
  const { t } = useShopTranslation()
  const { reason } = useRoleWords()
  const users = useShopUsers()
  const meId = useMyUserId()
  return (
    <ShopPage
      header={
        <div className="max-w-2xl">
          <TitleBlock level="h1" title={t("roles.users.shopTitle")} intro={t("roles.users.shopIntro")} />
        </div>
      }
    >
      {users.isPending ? (
        <Loading />
      ) : users.error ? (
        <div role="alert" className="px-6 py-4">
          <Text>{reason(users.error)}</Text>
        </div>
      ) : (
        <>
          {users.data.length ? (
            <div className="overflow-x-auto">
              <Table>
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>{t("roles.users.username")}</Table.HeaderCell>
                    <Table.HeaderCell className="hidden sm:table-cell">{t("roles.users.email")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("roles.users.role")}</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.data.map((u) => (
                    <UserRow key={u.id} user={u} users={users.data} meId={meId} />
                  ))}
                </Table.Body>
              </Table>
            </div>
          ) : (
            <Empty>{t("roles.users.empty")}</Empty>
          )}
          <AddUser />
        </>
      )}
    </ShopPage>
  )
}

export default ShopUsersPage
