import { orderReferenceIn } from "@shop/contract"
import { useListState } from "@shop/staff"
import { useEffect, useState, type FormEvent } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { MESSAGES_PAGE_SIZE, useContactMessages, useReplyToMessage, useSetMessageHandled, type ContactMessage } from "./api/contact-messages"
import { AdminSubPage, ServerListPages } from "./components/admin-sub-page"
import { ListBody, ListField, SearchField } from "./components/list-controls"
import { PanelDialog } from "./components/panel-dialog"
import { TextareaField } from "./components/textarea-field"
import { adminOnly } from "./components/require-admin"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"
import { controlClass } from "../../components/ui/form-field"
import { useToast } from "../../components/ui/toaster"
import { formatDateTime } from "../../lib/dates"
import { cn } from "../../lib/cn"

/** /admin/messages (issue 27 point 7): the contact form's messages, newest first; handled or not; reply by e-mail; the order a message names. */
export const MessagesPage = adminOnly(Messages)

type HandledFilter = "all" | "open" | "handled"

function Messages() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const [params] = useSearchParams()
  const list = useListState({ pageSize: MESSAGES_PAGE_SIZE, filters: { show: "open" as HandledFilter }, debounceMs: 300 })
  const show = list.filters.show
  const messages = useContactMessages({
    limit: list.limit,
    offset: list.offset,
    ...(show === "all" ? {} : { handled: show === "handled" }),
    ...(list.search ? { search: list.search } : {}),
  })
  const page = messages.data
  const [replying, setReplying] = useState<ContactMessage | null>(null)
  // The staff e-mail's link (?message=cmsg_…): that message is shown whatever its state.
  const wanted = params.get("message")
  useEffect(() => {
    if (wanted) list.setFilter({ show: "all" })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])

  return (
    <AdminSubPage
      title={t("messages.title")}
      intro={t("messages.intro")}
      note={page && <p className="mt-1 font-semibold text-red-900">{t("messages.open", { count: page.open })}</p>}
    >

      <section aria-labelledby="messages-heading" className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <h2 id="messages-heading" className="sr-only">
          {t("messages.title")}
        </h2>
        <div className="flex flex-wrap items-end gap-3 border-b border-stone-200 p-4">
          <ListField
            label={t("messages.show")}
            field={(id) => (
              <select id={id} value={show} onChange={(e) => list.setFilter({ show: e.target.value as HandledFilter })} className={controlClass()}>
                <option value="open">{t("messages.filterOpen")}</option>
                <option value="handled">{t("messages.filterHandled")}</option>
                <option value="all">{t("messages.filterAll")}</option>
              </select>
            )}
          />
          <SearchField className="flex min-w-0 flex-1 flex-col gap-1" label={t("messages.search")} placeholder={t("messages.searchPlaceholder")} value={list.typed} onChange={list.setTyped} />
        </div>
        <ListBody
          query={messages}
          empty={!page?.contact_messages.length}
          texts={{ loading: t("emails.loading"), failed: t("emails.loadError", { reason: reasonOf(messages.error) }), retry: t("emails.retry"), empty: t("messages.empty") }}
        >
          <ul aria-label={t("messages.title")} className="divide-y divide-stone-200">
            {page?.contact_messages.map((m) => (
              <MessageItem key={m.id} message={m} highlighted={m.id === wanted} onReply={() => setReplying(m)} />
            ))}
          </ul>
        </ListBody>
        {page && page.count > 0 && (
          <ServerListPages section="messages" page={page} shown={page.contact_messages.length} pageInfo={list.pageInfo} busy={messages.isFetching} onOffset={list.setOffset} />
        )}
      </section>
      <ReplyDialog message={replying} onOpenChange={(open) => !open && setReplying(null)} />
    </AdminSubPage>
  )
}

const languageKey = (locale: string | null) => (/^km/i.test(locale ?? "") ? "messages.langKm" : "messages.langEn")

function MessageItem({ message: m, highlighted, onReply }: { message: ContactMessage; highlighted: boolean; onReply: () => void }) {
  const { t, i18n } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const handled = useSetMessageHandled()
  const ref = orderReferenceIn(m.message)
  const headingId = `message-${m.id}`
  const toggle = () =>
    handled.mutateAsync({ id: m.id, handled: !m.handled }).then(
      () => toast({ title: t("messages.updated") }),
      (err: unknown) => toast({ title: t("common.error"), description: t("messages.updateFailed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  return (
    <li aria-labelledby={headingId} className={cn("flex flex-col gap-2 p-4", highlighted && "bg-amber-50")}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {m.name}
        </h3>
        <span className={cn("rounded-full px-2 py-0.5 text-sm font-semibold", m.handled ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900")}>
          {m.handled ? t("messages.handled") : t("messages.notHandled")}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        <time dateTime={m.created_at}>{formatDateTime(new Date(m.created_at), i18n.language)}</time> · {t(languageKey(m.locale))}
      </p>
      <p className="flex flex-wrap gap-x-4 text-sm text-stone-800">
        {m.email && (
          <a href={`mailto:${m.email}`} className="underline">
            {m.email}
          </a>
        )}
        <a href={`tel:${m.phone}`} className="underline">
          {m.phone}
        </a>
      </p>
      <p lang={/^km/i.test(m.locale ?? "") ? "km" : undefined} className="whitespace-pre-line break-words text-stone-900">
        {m.message}
      </p>
      {m.replied_at && (
        <p className="text-sm text-stone-700">{t("messages.repliedBy", { by: m.replied_by ?? "", date: formatDateTime(new Date(m.replied_at), i18n.language) })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {ref && (
          <Link
            to={ref.number ? `/admin?order=${ref.number}` : `/admin?search=${encodeURIComponent(ref.search)}`}
            aria-label={`${t("messages.openOrder")}: ${ref.number ? t("messages.order", { number: ref.number }) : t("messages.orderMemo", { memo: ref.memo ?? "" })}`}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {ref.number ? t("messages.order", { number: ref.number }) : t("messages.orderMemo", { memo: ref.memo ?? "" })}
          </Link>
        )}
        <Button size="sm" onClick={onReply} disabled={!m.email} aria-describedby={m.email ? undefined : `${headingId}-noemail`}>
          {t("messages.reply")}
        </Button>
        <Button size="sm" variant="secondary" onClick={toggle} disabled={handled.isPending}>
          {m.handled ? t("messages.markOpen") : t("messages.markHandled")}
        </Button>
      </div>
      {!m.email && (
        <p id={`${headingId}-noemail`} className="text-sm text-stone-700">
          {t("messages.replyNoEmail", { phone: m.phone })}
        </p>
      )}
    </li>
  )
}

function ReplyDialog({ message, onOpenChange }: { message: ContactMessage | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useStaffTranslation("admin")
  return (
    <PanelDialog
      open={message !== null}
      onOpenChange={onOpenChange}
      title={message ? t("messages.replyTitle", { name: message.name }) : ""}
      description={message ? t("messages.replyIn", { language: t(languageKey(message.locale)), email: message.email ?? "" }) : ""}
    >
      {() => <ReplyForm message={message!} onDone={() => onOpenChange(false)} />}
    </PanelDialog>
  )
}

function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const reply = useReplyToMessage()
  const [text, setText] = useState("")
  const [empty, setEmpty] = useState(false)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!text.trim()) return setEmpty(true)
    reply.mutateAsync({ id: message.id, text }).then(
      (answer) => {
        toast({ title: answer.email.outcome === "failed" ? t("messages.replyQueued") : t("messages.replySent") })
        onDone()
      },
      (err: unknown) => toast({ title: t("common.error"), description: t("messages.replyFailed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 px-5 py-4">
      <blockquote lang={/^km/i.test(message.locale ?? "") ? "km" : undefined} className="whitespace-pre-line break-words rounded-md bg-stone-100 p-3 text-stone-900">
        {message.message}
      </blockquote>
      <TextareaField
        label={t("messages.replyText")}
        rows={8}
        value={text}
        onChange={(next) => {
          setText(next)
          setEmpty(false)
        }}
        error={empty && t("messages.replyEmpty")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t("messages.replySending") : t("messages.replySend")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("messages.cancel")}
        </Button>
      </div>
    </form>
  )
}
