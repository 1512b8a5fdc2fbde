import { defineRouteConfig } from "@medusajs/admin-sdk"
import { useRoleWords } from "../../hooks/role"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { formatPhone } from "@shop/contract"
import { useListState } from "@shop/staff"
import { Badge, Button, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import { FilterButtons, ListTitle, ShopPage, PagedTable, type PagerKeys } from "../../components/panel"
import { useContactMessages, useSetContactMessageHandled } from "../../hooks/contact-messages"
import { useShopTranslation } from "../../lib/i18n"
import type { ContactMessage } from "../../lib/types"
import { formatDate } from "../../lib/dates"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "nav.contactMessages", translationNs: "cambodianShop", icon: ChatBubbleLeftRight })

const PAGE_SIZE = 20
const PAGER: PagerKeys = { page: "contact.page", previous: "contact.previous", next: "contact.next" }
const FILTERS = { all: "contact.filterAll", open: "contact.filterOpen", handled: "contact.filterHandled" } as const
type Filter = "all" | "open" | "handled"

const MessageRow = ({ message }: { message: ContactMessage }) => {
  const { t, locale } = useShopTranslation()
  const { reason } = useRoleWords()
  const setHandled = useSetContactMessageHandled()
  const date = (d: string) => formatDate(d, locale)
  const toggle = () =>
    setHandled.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: () => toast.success(t("contact.updated")),
        onError: (e) => toast.error(t("contact.updateFailed", { reason: reason(e) })),
      }
    )
  return (
    <Table.Row className="align-top [&_td]:py-3">
      <Table.Cell className="whitespace-nowrap">
        <Text size="small">{date(message.created_at)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text size="small" weight="plus">
          {message.name}
        </Text>
        {message.email && (
          <a href={`mailto:${message.email}`} className="text-ui-fg-interactive txt-compact-small block">
            {message.email}
          </a>
        )}
        <a href={`tel:${message.phone}`} className="text-ui-fg-subtle txt-compact-small block">
          {formatPhone(message.phone)}
        </a>
      </Table.Cell>
      <Table.Cell className="max-w-md">
        <Text size="small" className="whitespace-pre-wrap break-words" lang={message.locale === "km" ? "km" : undefined}>
          {message.message}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Badge size="2xsmall">{message.locale === "km" ? t("contact.langKm") : t("contact.langEn")}</Badge>
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col items-start gap-2">
          <StatusBadge color={message.handled ? "green" : "orange"}>{message.handled ? t("contact.handled") : t("contact.notHandled")}</StatusBadge>
          {message.handled && message.handled_at && (
            <Text size="xsmall" className="text-ui-fg-muted">
              {t("contact.handledOn", { date: date(message.handled_at) })}
            </Text>
          )}
          <Button size="small" variant="secondary" disabled={setHandled.isPending} onClick={toggle}>
            {message.handled ? t("contact.markOpen") : t("contact.markHandled")}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  )
}

/** The storefront's contact messages, newest first; staff mark them handled when answered. */
const ContactMessagesPage = () => {
  const { t } = useShopTranslation()
  const list = useListState({ pageSize: PAGE_SIZE, filters: { filter: "all" as Filter } })
  const { filter } = list.filters
  const result = useContactMessages({ limit: list.limit, offset: list.offset, handled: filter === "all" ? undefined : filter === "handled" })
  const { data } = result

  return (
    <ShopPage
      header={
        <ListTitle
          title={t("contact.title")}
          badge={data && <Badge color={data.open ? "orange" : "grey"}>{t("contact.open", { count: data.open })}</Badge>}
          intro={t("contact.intro")}
        />
      }
    >
      <FilterButtons label={t("contact.show")} options={FILTERS} value={filter} onChange={(f) => list.setFilter({ filter: f })} className="flex gap-2 px-6 py-3" />
      <PagedTable
        result={result}
        rows={(page) => page.contact_messages.map((m) => <MessageRow key={m.id} message={m} />)}
        count={(page) => page.count}
        empty={t("contact.empty")}
        headers={[t("contact.received"), t("contact.from"), t("contact.message"), t("contact.language"), t("contact.state")]}
        list={list}
        keys={PAGER}
      />
    </ShopPage>
  )
}

export default ContactMessagesPage
