import { ORDER_NOTE_MAX } from "@shop/contract"
import { historyLine, templateKey, type HistoryLine } from "@shop/staff"
import { useState, type FormEvent } from "react"
import { useAddOrderNote, useOrderHistory, type OrderHistoryEvent } from "../api/order-history"
import { useServerReason } from "../use-server-reason"
import { useStaffTranslation } from "../use-staff-i18n"
import { Loaded } from "./loaded"
import { TextareaField } from "./textarea-field"
import { Button } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { formatDateTime } from "../../../lib/dates"
import { cn } from "../../../lib/cn"

const DOT: Record<HistoryLine["tone"], string> = {
  neutral: "bg-stone-400",
  good: "bg-green-700",
  bad: "bg-red-700",
  note: "bg-amber-500",
}

/** The catalog's "orderHistory.x" key as this app's "admin" namespace names it ("history.x"). */
const adminKey = (key: string) => key.replace(/^orderHistory\./, "history.")

/**
 * The order dialog's History tab (issue 27 point 8): what happened to the order, oldest first
 * (placed, e-mails, payment decisions and who made them, label, shipped, refunds, notes), and the
 * box where staff add an internal note (never shown to the shopper).
 */
export function OrderHistory({ orderNumber }: { orderNumber: number }) {
  const { t, i18n } = useStaffTranslation("admin")
  const history = useOrderHistory(orderNumber)
  // The keys come from @shop/staff's historyLine, typed against the shared catalog rather than this namespace.
  const tr = t as unknown as (key: string, values?: Record<string, string | number>) => string
  const say = (e: OrderHistoryEvent) => {
    const line = historyLine(e)
    const template = typeof e.details?.template === "string" ? templateKey(e.details.template) : null
    const values = { ...line.values, ...(template ? { template: tr(adminKey(template)) } : {}) }
    return { line, text: tr(adminKey(line.key), values) }
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`history-${orderNumber}`} className="flex flex-col gap-3">
        <h3 id={`history-${orderNumber}`} className="text-lg font-bold text-stone-900">
          {t("history.title")}
        </h3>
        <Loaded query={history} loading={t("history.loading")} failed={(reason) => t("history.loadFailed", { reason })}>
          {({ events }) =>
            events.length === 0 ? (
              <p className="text-stone-700">{t("history.empty")}</p>
            ) : (
              <ol aria-label={t("history.title")} className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4">
                {events.map((e, n) => {
                  const { line, text } = say(e)
                  return (
                    <li key={`${e.at}-${n}`} className="relative">
                      <span aria-hidden className={cn("absolute -left-[1.4rem] top-2 size-3 rounded-full", DOT[line.tone])} />
                      <p className="font-medium text-stone-900">{text}</p>
                      <p className="text-sm text-stone-700">
                        <time dateTime={e.at}>{formatDateTime(new Date(e.at), i18n.language)}</time>
                      </p>
                      {line.quote && (
                        <blockquote className={cn("mt-1 whitespace-pre-line break-words rounded-md p-2 text-stone-900", line.tone === "note" ? "bg-amber-50" : "bg-stone-100")}>
                          {line.quote}
                        </blockquote>
                      )}
                    </li>
                  )
                })}
              </ol>
            )
          }
        </Loaded>
      </section>
      <NoteBox orderNumber={orderNumber} />
    </div>
  )
}

function NoteBox({ orderNumber }: { orderNumber: number }) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const add = useAddOrderNote(orderNumber)
  const [text, setText] = useState("")
  const tooLong = text.trim().length > ORDER_NOTE_MAX
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim() || tooLong) return
    add.mutateAsync({ text }).then(
      () => {
        setText("")
        toast({ title: t("history.noteAdded") })
      },
      (err: unknown) => toast({ title: t("common.error"), description: t("history.noteFailed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <TextareaField
        label={t("history.noteLabel")}
        rows={3}
        value={text}
        onChange={setText}
        placeholder={t("history.notePlaceholder")}
        hint={t("history.noteHint")}
        error={tooLong && t("history.noteTooLong", { count: text.trim().length })}
      />
      <Button type="submit" className="self-start" disabled={!text.trim() || tooLong || add.isPending}>
        {add.isPending ? t("history.adding") : t("history.addNote")}
      </Button>
    </form>
  )
}
