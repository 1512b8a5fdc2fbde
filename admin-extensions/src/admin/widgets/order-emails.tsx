import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Text } from "@medusajs/ui"
import { useState } from "react"
import { Link } from "react-router-dom"
import { MessageDrawer, OutboxError, MessageBadges, OutboxStateBadge, useOutboxWords, ViewMessageButton } from "../components/outbox"
import { Empty, LoadError, Loading, TitleBlock } from "../components/panel"
import { ORDER_EMAILS_REFRESH_MS, useOutbox } from "../hooks/notifications"
import { useShopTranslation } from "../lib/i18n"

/** An order has a handful of e-mails (one per kind, plus resends); more than this links to the E-mails page. */
const SHOWN = 20

/**
 * The e-mails the shop sent about this order (its number is Medusa's display_id), newest first,
 * each with its state and why a send failed; View opens it with Resend, as on the E-mails page.
 */
const OrderEmailsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) =>
  // Without its number the query would list every order's e-mails.
  order.display_id ? <OrderEmails orderNumber={order.display_id} /> : null

const OrderEmails = ({ orderNumber }: { orderNumber: number }) => {
  const { t, lang } = useShopTranslation()
  const { kind, date, reason } = useOutboxWords()
  const [viewing, setViewing] = useState<string | null>(null)
  const { data, isLoading, isError, error, refetch } = useOutbox({ limit: SHOWN, offset: 0, orderNumber }, { refetchInterval: ORDER_EMAILS_REFRESH_MS })

  return (
    <Container lang={lang} role="region" aria-labelledby="shop-emails-label" className="divide-y p-0">
      <div className="px-6 py-4">
        <TitleBlock id="shop-emails-label" title={t("emails.widget.title")} intro={t("emails.widget.intro")} />
        {data?.mode === "outbox" && (
          <Text size="xsmall" className="text-ui-fg-muted mt-1">
            {t("emails.widget.outbox")}
          </Text>
        )}
      </div>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadError error={{ message: reason(error) }} retry={() => refetch()} />
      ) : data.messages.length === 0 ? (
        <Empty>{t("emails.widget.empty")}</Empty>
      ) : (
        <ul aria-labelledby="shop-emails-label" className="divide-y">
          {data.messages.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 px-6 py-3">
              <div className="flex min-w-0 flex-col items-start gap-1">
                <Text size="small" weight="plus">
                  {kind(m.kind)}
                </Text>
                <Text size="xsmall" className="text-ui-fg-subtle break-all">
                  {m.to}
                </Text>
                <Text size="xsmall" className="text-ui-fg-muted">
                  {date(m.createdAt)}
                </Text>
                <MessageBadges message={m}>
                  <OutboxStateBadge state={m.state} />
                </MessageBadges>
                <OutboxError message={m} />
              </div>
              <ViewMessageButton message={m} onView={setViewing} />
            </li>
          ))}
        </ul>
      )}
      {data && data.count > data.messages.length && (
        <div className="px-6 py-3">
          <Link to={`/emails?orderNumber=${orderNumber}`} className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small-plus">
            {t("emails.widget.all", { count: data.count })}
          </Link>
        </div>
      )}
      <MessageDrawer id={viewing} mode={data?.mode} onClose={() => setViewing(null)} />
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
  id: "cambodian-shop:order-emails",
})

export default OrderEmailsWidget
