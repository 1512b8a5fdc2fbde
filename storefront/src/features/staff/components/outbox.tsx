import { useState, type MouseEvent, type ReactNode } from "react"
import { useQuery } from "@tanstack/react-query"
import khmerFontUrl from "@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2?url"
import {
  isDelivered,
  NOTIFICATION_KINDS,
  ORDER_EMAILS_REFRESH_MS,
  useOutbox,
  useOutboxMessage,
  useResendMessage,
  type OutboxMessage,
} from "../api/notifications"
import { useServerReason } from "../use-server-reason"
import { TableHead } from "./list-controls"
import { useStaffTranslation } from "../use-staff-i18n"
import { ConfirmDialog } from "./confirm-dialog"
import { Facts } from "./facts"
import { Loaded } from "./loaded"
import { PanelDialog } from "./panel-dialog"
import { Button } from "../../../components/ui/button"
import { InfoIcon } from "../../../components/ui/icons"
import { Spinner } from "../../../components/ui/spinner"
import { TitledSection } from "../../../components/ui/titled-section"
import { useToast } from "../../../components/ui/toaster"
import { cn } from "../../../lib/cn"
import { formatDateTime } from "../../../lib/dates"

/**
 * The e-mail outbox's pieces, shared by the E-mails page and the order dialog's E-mails section:
 * the state badge, the outbox-mode banner, the list, Resend and the message's view.
 */

/** Khmer stacks glyphs above and below the line: room above and below, and a long state may wrap (never clipped). */
const badge = "inline-flex max-w-full items-center rounded-2xl border px-2.5 py-1 text-left text-xs font-semibold leading-normal [overflow-wrap:anywhere]"

/** Sent green, kept in the outbox grey, waiting amber, failed red; the word is always shown. */
const STATE_COLOURS: Record<OutboxMessage["state"], string> = {
  sent: "border-green-700 bg-green-100 text-green-900",
  outbox: "border-stone-400 bg-stone-100 text-stone-800",
  pending: "border-amber-600 bg-amber-100 text-amber-900",
  failure: "border-red-700 bg-red-100 text-red-900",
}

export function OutboxStateBadge({ state }: { state: OutboxMessage["state"] }) {
  const { t } = useStaffTranslation("admin")
  return <span className={cn(badge, STATE_COLOURS[state] ?? STATE_COLOURS.outbox)}>{t(`emails.states.${state}`)}</span>
}

/** The state, and for a message that did not go out the server's reason and the tries so far. */
export function OutboxState({ message }: { message: OutboxMessage }) {
  const { t } = useStaffTranslation("admin")
  return (
    <div className="flex flex-col items-start gap-1">
      <OutboxStateBadge state={message.state} />
      {!isDelivered(message.state) && message.attempts > 0 && <span className="text-xs text-stone-700">{t("emails.attempts", { count: message.attempts })}</span>}
      {message.error && <span className="break-words text-xs text-red-800">{t("emails.error", { error: message.error })}</span>}
    </div>
  )
}

export function useKindLabel() {
  const { t } = useStaffTranslation("admin")
  return (kind: string) => ((NOTIFICATION_KINDS as readonly string[]).includes(kind) ? t(`emails.kinds.${kind as (typeof NOTIFICATION_KINDS)[number]}`) : kind)
}

/** Without SMTP_URL nothing leaves the shop: staff must know the messages are only kept. */
export function OutboxModeBanner({ mode }: { mode: "smtp" | "outbox" | undefined }) {
  const { t } = useStaffTranslation("admin")
  if (mode !== "outbox") return null
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-stone-900">
      <InfoIcon className="mt-0.5 shrink-0" aria-hidden />
      {t("emails.outboxMode")}
    </p>
  )
}

/** Resend, after a confirmation; the toast says whether the new message went out, was kept or failed. */
export function ResendButton({ message, size = "sm" }: { message: OutboxMessage; size?: "sm" | "md" }) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const toast = useToast()
  const resend = useResendMessage()
  const names = { subject: message.subject, to: message.to }
  // aria-disabled, not disabled, while a resend is on its way: the confirmation gives focus back to
  // this button when it closes, and a disabled button cannot take it (focus would fall to <body>).
  const busy = resend.isPending
  const guard = (e: MouseEvent) => {
    if (busy) e.preventDefault()
  }
  const onConfirm = () =>
    resend.mutateAsync(message.id).then(
      ({ message: copy }) =>
        copy.state === "failure"
          ? toast({ title: t("common.error"), description: t("emails.resentButFailed", { reason: copy.error ?? "" }), variant: "destructive" })
          : toast({ title: t("emails.resent"), description: copy.state === "outbox" ? t("emails.resentKept") : undefined }),
      (err: unknown) => toast({ title: t("common.error"), description: t("emails.resendFailed", { reason: reasonOf(err) }), variant: "destructive" })
    )
  return (
    <ConfirmDialog
      trigger={
        <Button
          size={size}
          variant="secondary"
          aria-label={t("emails.resendNamed", names)}
          aria-disabled={busy || undefined}
          onClick={guard}
          className="whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {t("emails.resend")}
        </Button>
      }
      title={t("emails.confirmResend.title")}
      description={t("emails.confirmResend.text", names)}
      confirmLabel={t("emails.resend")}
      onConfirm={onConfirm}
    />
  )
}

type ListProps = {
  messages: OutboxMessage[]
  onView: (message: OutboxMessage) => void
  /** The order dialog lists one order's messages: no order column there. */
  showOrder?: boolean
  caption: string
}

/** A message's View (named by its subject and recipient) and Resend. */
function MessageActions({ message, onView, className }: { message: OutboxMessage; onView: (message: OutboxMessage) => void; className: string }) {
  const { t } = useStaffTranslation("admin")
  return (
    <div className={className}>
      <Button size="sm" variant="secondary" className="whitespace-nowrap" aria-label={t("emails.viewNamed", { subject: message.subject, to: message.to })} onClick={() => onView(message)}>
        {t("emails.view")}
      </Button>
      <ResendButton message={message} />
    </div>
  )
}

/** The messages as a table: to, subject, kind, order, when, state; View and Resend on each. */
export function OutboxTable({ messages, onView, showOrder = true, caption }: ListProps) {
  const { t, i18n } = useStaffTranslation("admin")
  const kindOf = useKindLabel()
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      {/* Min widths: on a phone the table scrolls sideways rather than crushing an address to two letters a line. */}
      <TableHead
        columns={[
          [t("emails.columns.to"), "min-w-[11rem]"],
          [t("emails.columns.subject"), "min-w-[12rem]"],
          [t("emails.columns.kind")],
          showOrder && [t("emails.columns.order")],
          [t("emails.columns.when")],
          [t("emails.columns.state")],
          [t("emails.columns.actions")],
        ]}
      />
      <tbody>
        {messages.map((m) => (
          <tr key={m.id} className="border-b border-stone-100 align-top text-stone-900">
            <td className="px-3 py-2 [overflow-wrap:anywhere]">{m.to}</td>
            <td className="px-3 py-2">
              {m.subject}
              {m.resendOf && <span className="block text-xs text-stone-700">{t("emails.resendOf")}</span>}
            </td>
            <td className="px-3 py-2">{kindOf(m.kind)}</td>
            {showOrder && <td className="px-3 py-2">{m.orderNumber === null ? "—" : `#${m.orderNumber}`}</td>}
            <td className="whitespace-nowrap px-3 py-2">{formatDateTime(new Date(m.createdAt), i18n.language)}</td>
            <td className="min-w-[9rem] px-3 py-2">
              <OutboxState message={m} />
            </td>
            <td className="px-3 py-2">
              <MessageActions message={m} onView={onView} className="flex flex-wrap gap-2" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The messages as a compact list, for the order dialog (too narrow for the table's seven columns):
 * kind and state on one line, recipient and date on the next, then View and Resend.
 */
export function OutboxList({ messages, onView, label }: { messages: OutboxMessage[]; onView: (message: OutboxMessage) => void; label: string }) {
  const { t, i18n } = useStaffTranslation("admin")
  const kindOf = useKindLabel()
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
      {messages.map((m) => (
        <li key={m.id} className="flex flex-col gap-1.5 p-3 text-sm text-stone-900 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold">{kindOf(m.kind)}</span>
              <OutboxStateBadge state={m.state} />
            </div>
            <div className="flex min-w-0 flex-wrap gap-x-3 text-stone-700">
              <span title={m.to} className="min-w-0 max-w-full truncate">
                {m.to}
              </span>
              <span className="whitespace-nowrap">{formatDateTime(new Date(m.createdAt), i18n.language)}</span>
            </div>
            {m.resendOf && <span className="text-xs text-stone-700">{t("emails.resendOf")}</span>}
            {!isDelivered(m.state) && m.attempts > 0 && <span className="text-xs text-stone-700">{t("emails.attempts", { count: m.attempts })}</span>}
            {m.error && <span className="text-xs text-red-800 [overflow-wrap:anywhere]">{t("emails.error", { error: m.error })}</span>}
          </div>
          <MessageActions message={m} onView={onView} className="flex shrink-0 gap-2" />
        </li>
      ))}
    </ul>
  )
}

/**
 * One message as it was rendered: its facts, the HTML in a sandboxed frame (no scripts, no forms,
 * no same-origin access: an e-mail is never trusted with the back office's session) and the text.
 */
export function OutboxMessageDialog({ message, onOpenChange }: { message: OutboxMessage | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useStaffTranslation("admin")
  return (
    <PanelDialog
      open={message !== null}
      onOpenChange={onOpenChange}
      layer="over"
      title={message ? t("emails.message", { subject: message.subject }) : ""}
      description={message?.to}
      srOnlyDescription
    >
      {() => (
        <div className="overflow-y-auto px-5 py-4">
          <MessageBody message={message!} />
        </div>
      )}
    </PanelDialog>
  )
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useStaffTranslation("admin")
  const kindOf = useKindLabel()
  const detail = useOutboxMessage(message.id)
  const font = useKhmerFontFace()
  const rows: [string, ReactNode][] = [
    [t("emails.columns.to"), <span className="[overflow-wrap:anywhere]">{message.to}</span>],
    [t("emails.columns.subject"), message.subject],
    [t("emails.columns.kind"), kindOf(message.kind)],
    ...(message.orderNumber !== null ? ([[t("emails.columns.order"), `#${message.orderNumber}`]] as [string, ReactNode][]) : []),
    [t("emails.language"), t(`emails.languages.${message.language}`)],
    [t("emails.columns.when"), formatDateTime(new Date(message.createdAt), i18n.language)],
    [t("emails.columns.state"), <OutboxState message={message} />],
  ]
  return (
    <div className="flex flex-col gap-4">
      <Facts rows={rows} />
      <div>
        <ResendButton message={message} size="md" />
      </div>
      <Loaded query={detail} loading={t("emails.messageLoading")} failed={(reason) => t("emails.messageError", { reason })}>
        {({ html, text }) => (
          <>
            <TitledSection id="email-html" title={t("emails.html")} headingClassName="font-bold text-stone-900">
              {font.isPending ? (
                <Spinner label={t("emails.messageLoading")} />
              ) : (
                <iframe title={t("emails.html")} sandbox="" srcDoc={withKhmerFontFace(html, font.data)} className="h-[28rem] w-full rounded-lg border border-stone-300 bg-white" />
              )}
            </TitledSection>
            <TitledSection id="email-text" title={t("emails.text")} headingClassName="font-bold text-stone-900">
              {text ? (
                <pre lang={message.language} className="max-h-80 overflow-auto whitespace-pre-wrap rounded-lg border border-stone-300 bg-stone-50 p-3 font-sans text-sm text-stone-900">
                  {text}
                </pre>
              ) : (
                <p className="text-stone-700">{t("emails.noText")}</p>
              )}
            </TitledSection>
          </>
        )}
      </Loaded>
    </div>
  )
}

/**
 * The sandboxed frame cannot use the page's web font (its origin is opaque) and a staff computer may
 * have no Khmer font: a Khmer e-mail (font-family "Noto Sans Khmer", compat-api order-email.tsx) would
 * show boxes. So the frame gets the storefront's own Noto Sans Khmer file as a data URL, fetched once.
 * Undefined when the file could not be read: the message still shows, with the system's fonts.
 */
function useKhmerFontFace() {
  return useQuery({
    queryKey: ["khmer-font-face", khmerFontUrl],
    queryFn: async () => {
      const res = await fetch(khmerFontUrl)
      if (!res.ok) throw new Error(`font: ${res.status}`)
      const bytes = new Uint8Array(await res.arrayBuffer())
      let binary = ""
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return `@font-face { font-family: "Noto Sans Khmer"; src: url(data:font/woff2;base64,${btoa(binary)}) format("woff2"); font-weight: 100 900; }`
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
}

/** The e-mail's HTML with the font face first in its <head> (a <head> is made when the HTML has none). */
export function withKhmerFontFace(html: string, face: string | undefined) {
  if (!face) return html
  const style = `<style>${face}</style>`
  // (\s|>) after the name: <head>, not <header>.
  const head = /<head(\s[^>]*)?>/i
  const root = /<html(\s[^>]*)?>/i
  if (head.test(html)) return html.replace(head, (tag) => tag + style)
  if (root.test(html)) return html.replace(root, (tag) => `${tag}<head>${style}</head>`)
  return style + html
}

/** The order dialog's E-mails section: every message about this order, with View and Resend. */
export function OrderEmails({ orderNumber }: { orderNumber: number }) {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  // Asked again every few seconds while the dialog is open: Verify, Reject or a label sends its
  // e-mail a moment after the action's answer (a server subscriber writes it).
  const outbox = useOutbox({ orderNumber, limit: 100 }, ORDER_EMAILS_REFRESH_MS)
  const [viewing, setViewing] = useState<OutboxMessage | null>(null)
  if (outbox.isPending) return <Spinner label={t("emails.loading")} />
  if (outbox.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-stone-900">
        <p>{t("emails.loadError", { reason: reasonOf(outbox.error) })}</p>
        <Button size="sm" variant="secondary" onClick={() => void outbox.refetch()}>
          {t("emails.retry")}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      {outbox.data.messages.length === 0 ? (
        <p className="text-stone-700">{t("emails.orderEmpty")}</p>
      ) : (
        <>
          {/* Beside the messages it explains: "kept in the outbox" is why none of them went out. */}
          <OutboxModeBanner mode={outbox.data.mode} />
          <OutboxList messages={outbox.data.messages} onView={setViewing} label={t("emails.orderSection")} />
        </>
      )}
      <OutboxMessageDialog message={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  )
}
