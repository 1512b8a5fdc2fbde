import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Label, Text, Textarea, toast } from "@medusajs/ui"
import { ORDER_NOTE_MAX, type OrderHistoryEvent } from "@shop/contract"
import { historyLine, templateKey, StaffApiError } from "@shop/staff"
import { useId, useState, type FormEvent } from "react"
import { Empty, LoadError, Loading, TitleBlock } from "../components/panel"
import { useAddOrderNote, useOrderHistory } from "../hooks/order-history"
import { formatDate } from "../lib/dates"
import { useShopTranslation, type ShopKey } from "../lib/i18n"

/** The catalog's "orderHistory.x" key as our widgets name it ("history.x"). */
const shopKey = (key: string) => key.replace(/^orderHistory\./, "history.") as ShopKey

const DOT = { neutral: "bg-ui-tag-neutral-icon", good: "bg-ui-tag-green-icon", bad: "bg-ui-tag-red-icon", note: "bg-ui-tag-orange-icon" } as const

/**
 * The shop's history of the order (issue 27 point 8), oldest first: placed, its e-mails, who
 * verified or rejected the payment, the label, the shipment, refunds, and staff's internal notes,
 * with a box to add one. Shown for orders the shop's checkout took (others have no desk entry).
 */
const OrderHistoryWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => <OrderHistory orderId={order.id} />

const OrderHistory = ({ orderId }: { orderId: string }) => {
  const { t, lang, locale } = useShopTranslation()
  const { data, isLoading, isError, error, refetch } = useOrderHistory(orderId)
  // An order not taken by the shop's checkout: nothing of ours to show.
  if (isError && error instanceof StaffApiError && error.status === 404) return null
  const say = (e: OrderHistoryEvent) => {
    const line = historyLine(e)
    const template = typeof e.details?.template === "string" ? templateKey(e.details.template) : null
    return { line, text: t(shopKey(line.key), { ...line.values, ...(template ? { template: t(shopKey(template)) } : {}) }) }
  }
  return (
    <Container lang={lang} role="region" aria-labelledby="shop-history-label" className="divide-y p-0">
      <div className="px-6 py-4">
        <TitleBlock id="shop-history-label" title={t("history.title")} intro={t("history.noteHint")} />
      </div>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadError error={{ message: error instanceof Error ? error.message : "" }} retry={() => refetch()} />
      ) : data.events.length === 0 ? (
        <Empty>{t("history.empty")}</Empty>
      ) : (
        <ol aria-labelledby="shop-history-label" className="flex flex-col gap-3 px-6 py-4">
          {data.events.map((e, n) => {
            const { line, text } = say(e)
            return (
              <li key={`${e.at}-${n}`} className="flex gap-3">
                <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[line.tone]}`} />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Text size="small" weight="plus">
                    {text}
                  </Text>
                  <Text size="xsmall" className="text-ui-fg-muted">
                    <time dateTime={e.at}>{formatDate(e.at, locale)}</time>
                  </Text>
                  {line.quote && (
                    <Text size="small" className="bg-ui-bg-subtle whitespace-pre-wrap break-words rounded-md p-2">
                      {line.quote}
                    </Text>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <NoteBox orderId={orderId} />
    </Container>
  )
}

const NoteBox = ({ orderId }: { orderId: string }) => {
  const { t } = useShopTranslation()
  const add = useAddOrderNote(orderId)
  const [text, setText] = useState("")
  const id = useId()
  const tooLong = text.trim().length > ORDER_NOTE_MAX
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim() || tooLong) return
    add.mutate(
      { text },
      {
        onSuccess: () => {
          setText("")
          toast.success(t("history.noteAdded"))
        },
        onError: (err) => toast.error(t("history.noteFailed", { reason: err.message })),
      }
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 px-6 py-4">
      <Label htmlFor={id} size="small" weight="plus">
        {t("history.noteLabel")}
      </Label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("history.notePlaceholder")}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
      />
      {tooLong && (
        <Text id={`${id}-error`} size="xsmall" className="text-ui-fg-error">
          {t("history.noteTooLong", { count: text.trim().length })}
        </Text>
      )}
      <Button type="submit" size="small" variant="secondary" className="self-start" disabled={!text.trim() || tooLong} isLoading={add.isPending}>
        {t("history.addNote")}
      </Button>
    </form>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details.after",
  id: "cambodian-shop:order-history",
})

export default OrderHistoryWidget
