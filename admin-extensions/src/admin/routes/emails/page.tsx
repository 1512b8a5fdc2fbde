import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Envelope } from "@medusajs/icons"
import { Alert, Input, Table, Text } from "@medusajs/ui"
import { useListState } from "@shop/staff"
import { useState } from "react"
import { useSearchParams } from "react-router-dom"
import { LanguageBadge, MessageBadges, MessageDrawer, orderNumberOf, OutboxError, OutboxStateBadge, useOutboxWords, ViewMessageButton } from "../../components/outbox"
import { FilterButtons, PagedTable, ShopPage, type PagerKeys, StackCell, TitleBlock } from "../../components/panel"
import { OUTBOX_PAGE_REFRESH_MS, useOutbox, type OutboxFilter } from "../../hooks/notifications"
import { useShopTranslation } from "../../lib/i18n"
import type { OutboxMessage } from "../../lib/types"

// translationNs: SHOP_NS of ../../i18n (the admin-sdk reads it as a literal)
export const config = defineRouteConfig({ label: "nav.emails", translationNs: "cambodianShop", icon: Envelope })

const PAGE_SIZE = 20
const PAGER: PagerKeys = { page: "emails.page", previous: "emails.previous", next: "emails.next" }
const FILTERS = { all: "emails.filterAll", sent: "emails.filterSent", pending: "emails.filterPending", failure: "emails.filterFailure" } as const
type Filter = "all" | OutboxFilter

const MessageRow = ({ message, onView }: { message: OutboxMessage; onView: (id: string) => void }) => {
  const { t } = useShopTranslation()
  const { kind, date } = useOutboxWords()
  return (
    <Table.Row className="align-top [&_td]:py-3">
      <Table.Cell className="whitespace-nowrap">
        <Text size="small">{date(message.createdAt)}</Text>
        {message.attempts > 1 && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("emails.tries", { count: message.attempts })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Text size="small" className="break-all">
          {message.to}
        </Text>
      </Table.Cell>
      <StackCell>
        <Text size="small" weight="plus">
          {kind(message.kind)}
        </Text>
        <MessageBadges message={message} className="flex gap-1">
          <LanguageBadge language={message.language} />
        </MessageBadges>
      </StackCell>
      <Table.Cell className="max-w-xs">
        <Text size="small" className="whitespace-normal break-words" lang={message.language}>
          {message.subject}
        </Text>
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">
        <Text size="small">{message.orderNumber === null ? "—" : t("emails.orderRef", { id: message.orderNumber })}</Text>
      </Table.Cell>
      <StackCell className="max-w-xs">
        <OutboxStateBadge state={message.state} />
        <OutboxError message={message} />
      </StackCell>
      <Table.Cell>
        <ViewMessageButton message={message} onView={onView} />
      </Table.Cell>
    </Table.Row>
  )
}

/**
 * The shop's e-mails (Medusa's Notification Module) in Medusa's sidebar: to whom, about what,
 * their state and why a send failed, filtered by state or order number; each opens in a drawer with
 * the message as sent, and Resend. In outbox mode (no SMTP_URL) a banner says nothing is sent.
 * `?orderNumber=1042` opens the page on one order's e-mails (the order widget's link).
 */
const EmailsPage = () => {
  const { t } = useShopTranslation()
  const [params] = useSearchParams()
  const [orderText, setOrderText] = useState(params.get("orderNumber") ?? "")
  // The last order number that is one (or "": all): while the field holds something else, the list
  // stays on it and the field says why, rather than asking the server for a 400.
  const list = useListState({ pageSize: PAGE_SIZE, filters: { filter: "all" as Filter, orderNumber: orderNumberOf(orderText) ?? "" } })
  const { filter, orderNumber } = list.filters
  const orderInvalid = orderNumberOf(orderText) === null
  const [viewing, setViewing] = useState<string | null>(null)
  const result = useOutbox(
    { limit: list.limit, offset: list.offset, orderNumber: orderNumber || undefined, status: filter === "all" ? undefined : filter },
    { refetchInterval: OUTBOX_PAGE_REFRESH_MS }
  )
  const { data } = result
  const { reason } = useOutboxWords()
  const filtered = filter !== "all" || Boolean(orderNumber)

  return (
    <ShopPage
      header={
        <div className="flex max-w-2xl flex-col gap-2">
          <div>
            <TitleBlock level="h1" title={t("emails.title")} intro={t("emails.pageIntro")} />
          </div>
          {data?.mode === "outbox" && (
            <Alert variant="info" role="status">
              {t("emails.outboxModeBanner")}
            </Alert>
          )}
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-4 px-6 py-3">
        <FilterButtons label={t("emails.show")} options={FILTERS} value={filter} onChange={(f) => list.setFilter({ filter: f })} />
        <div className="flex w-48 flex-col gap-1">
          <Input
            type="search"
            size="small"
            inputMode="numeric"
            aria-label={t("emails.orderFilter")}
            placeholder={t("emails.orderFilterPlaceholder")}
            value={orderText}
            aria-invalid={orderInvalid || undefined}
            aria-describedby={orderInvalid ? "shop-emails-order-error" : undefined}
            onChange={(e) => {
              setOrderText(e.target.value)
              const next = orderNumberOf(e.target.value)
              if (next !== null) list.setFilter({ orderNumber: next })
            }}
          />
          {orderInvalid && (
            <Text id="shop-emails-order-error" size="xsmall" className="text-ui-fg-error">
              {t("emails.orderFilterInvalid")}
            </Text>
          )}
        </div>
      </div>
      <PagedTable
        result={result}
        rows={(page) => page.messages.map((m) => <MessageRow key={m.id} message={m} onView={setViewing} />)}
        count={(page) => page.count}
        empty={filtered ? t("emails.noneMatch") : t("emails.empty")}
        headers={[t("emails.when"), t("emails.to"), t("emails.kind"), t("emails.subject"), t("emails.order"), t("emails.state"), t("emails.actions")]}
        list={list}
        keys={PAGER}
        errorOf={(error) => ({ message: reason(error) })}
      />
      <MessageDrawer id={viewing} mode={data?.mode} onClose={() => setViewing(null)} />
    </ShopPage>
  )
}

export default EmailsPage
