import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Badge, Button, Container, Heading, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { LanguageSwitch } from "../../components/language-switch"
import { useContactMessages, useSetContactMessageHandled } from "../../hooks/contact-messages"
import { useShopTranslation } from "../../lib/i18n"
import type { ContactMessage } from "../../lib/types"

const PAGE_SIZE = 20
type Filter = "all" | "open" | "handled"

const MessageRow = ({ message }: { message: ContactMessage }) => {
  const { t, locale } = useShopTranslation()
  const setHandled = useSetContactMessageHandled()
  const date = (d: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(d))
  const toggle = () =>
    setHandled.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: () => toast.success(t("contact.updated")),
        onError: (e) => toast.error(t("contact.updateFailed", { reason: e.message })),
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
          {message.phone}
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
  const { t, lang } = useShopTranslation()
  const [filter, setFilter] = useState<Filter>("all")
  const [offset, setOffset] = useState(0)
  const handled = filter === "all" ? undefined : filter === "handled"
  const { data, isLoading, isError, error, refetch } = useContactMessages({ limit: PAGE_SIZE, offset, handled })
  const choose = (f: Filter) => {
    setFilter(f)
    setOffset(0)
  }
  const filters: [Filter, string][] = [
    ["all", t("contact.filterAll")],
    ["open", t("contact.filterOpen")],
    ["handled", t("contact.filterHandled")],
  ]
  const count = data?.count ?? 0

  return (
    <Container lang={lang} className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 px-6 py-4">
        <div>
          <div className="flex items-center gap-2">
            <Heading level="h1">{t("contact.title")}</Heading>
            {data && <Badge color={data.open ? "orange" : "grey"}>{t("contact.open", { count: data.open })}</Badge>}
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            {t("contact.intro")}
          </Text>
        </div>
        <LanguageSwitch />
      </div>
      <div role="group" aria-label={t("contact.show")} className="flex gap-2 px-6 py-3">
        {filters.map(([f, label]) => (
          <Button key={f} size="small" variant={filter === f ? "primary" : "secondary"} aria-pressed={filter === f} onClick={() => choose(f)}>
            {label}
          </Button>
        ))}
      </div>
      {isLoading ? (
        <Text size="small" className="px-6 py-4">
          {t("common.loading")}
        </Text>
      ) : isError || !data ? (
        <div className="flex items-center gap-2 px-6 py-4">
          <Text size="small">{t("common.loadError", { reason: (error as Error | null)?.message ?? "" })}</Text>
          <Button size="small" variant="secondary" onClick={() => refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : data.contact_messages.length === 0 ? (
        <Text size="small" className="text-ui-fg-muted px-6 py-4">
          {t("contact.empty")}
        </Text>
      ) : (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("contact.received")}</Table.HeaderCell>
                <Table.HeaderCell>{t("contact.from")}</Table.HeaderCell>
                <Table.HeaderCell>{t("contact.message")}</Table.HeaderCell>
                <Table.HeaderCell>{t("contact.language")}</Table.HeaderCell>
                <Table.HeaderCell>{t("contact.state")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.contact_messages.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </Table.Body>
          </Table>
          <div className="flex items-center justify-between px-6 py-3">
            <Text size="small" className="text-ui-fg-subtle">
              {t("contact.page", { from: offset + 1, to: Math.min(offset + PAGE_SIZE, count), count })}
            </Text>
            <div className="flex gap-2">
              <Button size="small" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                {t("contact.previous")}
              </Button>
              <Button size="small" variant="secondary" disabled={offset + PAGE_SIZE >= count} onClick={() => setOffset(offset + PAGE_SIZE)}>
                {t("contact.next")}
              </Button>
            </div>
          </div>
        </>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "nav.contactMessages",
  translationNs: "cambodianShop", // SHOP_NS of ../../i18n: the admin-sdk reads this as a literal
  icon: ChatBubbleLeftRight,
})

export default ContactMessagesPage
