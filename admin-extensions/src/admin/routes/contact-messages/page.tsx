import { defineRouteConfig } from "@medusajs/admin-sdk"
import { useRoleWords } from "../../hooks/role"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { formatPhone } from "@shop/contract"
import { useListState } from "@shop/staff"
import { Badge, Button, Drawer, Label, StatusBadge, Table, Text, Textarea, toast } from "@medusajs/ui"
import { orderReferenceIn } from "@shop/contract"
import { useId, useState } from "react"
import { Link } from "react-router-dom"
import { FilterButtons, ListTitle, ShopPage, PagedTable, type PagerKeys } from "../../components/panel"
import { useContactMessages, useReplyToContactMessage, useSetContactMessageHandled } from "../../hooks/contact-messages"
import { useShopTranslation } from "../../lib/i18n"
import type { ContactMessage } from "../../lib/types"
import { formatDate } from "../../lib/dates"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "nav.contactMessages", translationNs: "cambodianShop", icon: ChatBubbleLeftRight })

const PAGE_SIZE = 20
const PAGER: PagerKeys = { page: "contact.page", previous: "contact.previous", next: "contact.next" }
const FILTERS = { all: "contact.filterAll", open: "contact.filterOpen", handled: "contact.filterHandled" } as const
type Filter = "all" | "open" | "handled"

const MessageRow = ({ message, onReply }: { message: ContactMessage; onReply: (m: ContactMessage) => void }) => {
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
        <OrderLink text={message.message} />
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
          {message.email ? (
            <Button size="small" variant="secondary" onClick={() => onReply(message)}>
              {t("contact.reply")}
            </Button>
          ) : (
            <Text size="xsmall" className="text-ui-fg-muted">
              {t("contact.replyNoEmail", { phone: formatPhone(message.phone) })}
            </Text>
          )}
          {message.replied_at && (
            <Text size="xsmall" className="text-ui-fg-muted">
              {t("contact.repliedBy", { by: message.replied_by ?? "", date: date(message.replied_at) })}
            </Text>
          )}
        </div>
      </Table.Cell>
    </Table.Row>
  )
}

/** The order a message names (#1042, "order 1042", ORDER-123456): a link to Medusa.s orders list searched for it. */
const OrderLink = ({ text }: { text: string }) => {
  const { t } = useShopTranslation()
  const ref = orderReferenceIn(text)
  if (!ref) return null
  const label = ref.number ? t("contact.order", { number: ref.number }) : t("contact.orderMemo", { memo: ref.memo ?? "" })
  return (
    <Link to={`/orders?q=${encodeURIComponent(ref.search)}`} aria-label={`${t("contact.openOrder")}: ${label}`} className="text-ui-fg-interactive txt-compact-small-plus mt-1 block">
      {label}
    </Link>
  )
}

/** The reply composer: the shopper's message, the reply box; sent in the message's language. */
const ReplyDrawer = ({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) => {
  const { t, lang } = useShopTranslation()
  const reply = useReplyToContactMessage()
  const [text, setText] = useState("")
  const id = useId()
  const close = () => {
    setText("")
    onClose()
  }
  const send = () =>
    message &&
    reply.mutate(
      { id: message.id, text },
      {
        onSuccess: (answer) => {
          toast.success(answer.email.outcome === "failed" ? t("contact.replyQueued") : t("contact.replySent"))
          close()
        },
        onError: (e) => toast.error(t("contact.replyFailed", { reason: e.message })),
      }
    )
  return (
    <Drawer open={message !== null} onOpenChange={(open) => !open && close()}>
      <Drawer.Content lang={lang} aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>{message ? t("contact.replyTitle", { name: message.name }) : ""}</Drawer.Title>
        </Drawer.Header>
        {message && (
          <Drawer.Body className="flex flex-col gap-3 overflow-y-auto">
            <Text size="small" className="text-ui-fg-subtle">
              {t("contact.replyIn", { language: message.locale === "km" ? t("contact.langKm") : t("contact.langEn"), email: message.email ?? "" })}
            </Text>
            <Text size="small" lang={message.locale === "km" ? "km" : undefined} className="bg-ui-bg-subtle whitespace-pre-wrap break-words rounded-md p-3">
              {message.message}
            </Text>
            <Label htmlFor={id} size="small" weight="plus">
              {t("contact.replyText")}
            </Label>
            <Textarea id={id} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
          </Drawer.Body>
        )}
        <Drawer.Footer>
          <Button variant="secondary" size="small" onClick={close}>
            {t("contact.cancel")}
          </Button>
          <Button size="small" disabled={!text.trim()} isLoading={reply.isPending} onClick={send}>
            {t("contact.replySend")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}

/** The storefront's contact messages, newest first; staff mark them handled when answered. */
const ContactMessagesPage = () => {
  const { t } = useShopTranslation()
  const list = useListState({ pageSize: PAGE_SIZE, filters: { filter: "all" as Filter } })
  const { filter } = list.filters
  const result = useContactMessages({ limit: list.limit, offset: list.offset, handled: filter === "all" ? undefined : filter === "handled" })
  const { data } = result
  const [replying, setReplying] = useState<ContactMessage | null>(null)

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
        rows={(page) => page.contact_messages.map((m) => <MessageRow key={m.id} message={m} onReply={setReplying} />)}
        count={(page) => page.count}
        empty={t("contact.empty")}
        headers={[t("contact.received"), t("contact.from"), t("contact.message"), t("contact.language"), t("contact.state")]}
        list={list}
        keys={PAGER}
      />
      <ReplyDrawer message={replying} onClose={() => setReplying(null)} />
    </ShopPage>
  )
}

export default ContactMessagesPage
