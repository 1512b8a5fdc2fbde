import { Badge, Button, Drawer, StatusBadge, Text, toast, usePrompt } from "@medusajs/ui"
import { describeError } from "@shop/contract"
import { readOrderNumber } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { useMemo, type ReactNode } from "react"
import { useOutboxMessage, useResendMessage } from "../hooks/notifications"
import { en } from "../i18n/en"
import { ShopApiError } from "../lib/api"
import { useShopTranslation, type ShopKey } from "../lib/i18n"
import { khmerFontDataUrl } from "../lib/khmer-font"
import { shopKeys } from "../lib/query-keys"
import type { NotificationState, OutboxMessage, OutboxPage } from "../lib/types"
import { Fact, LoadError, Loading } from "./panel"
import { formatDate } from "../lib/dates"

export type OutboxMode = OutboxPage["mode"]

const STATE_COLOR: Record<NotificationState, "green" | "blue" | "orange" | "red"> = { sent: "green", outbox: "blue", pending: "orange", failure: "red" }

/**
 * What the order filter asks the server for: ASCII digits without a leading "#" ("#១០៤២" → "1042"),
 * "" for no filter, or null when the text is no order number (the server's rule: 1 to 9 digits).
 */
export function orderNumberOf(text: string): string | null {
  const { value, error } = readOrderNumber(text)
  return error ? null : value === undefined ? "" : String(value)
}

/**
 * The outbox's words: `kind` (order-received → "Order received"; a kind this build does not know
 * stays as the server named it), `date`, and `reason(err)`: the server's failure in the admin's
 * language when its code is one of the outbox's, else the server's own message.
 */
export function useOutboxWords() {
  const { t, locale } = useShopTranslation()
  return useMemo(() => {
    return {
      kind: (kind: string) => (Object.prototype.hasOwnProperty.call(en.emails.kinds, kind) ? t(`emails.kinds.${kind}` as ShopKey) : kind),
      date: (d: string) => formatDate(d, locale),
      reason: (err: unknown) => {
        const e = err instanceof ShopApiError ? err : null
        const said = err instanceof Error ? err.message : ""
        const words = (code: string) => {
          const key = code.startsWith("notification.") ? code.slice("notification.".length) : ""
          return Object.prototype.hasOwnProperty.call(en.emails.errors, key) ? t(`emails.errors.${key}` as ShopKey) : undefined
        }
        return describeError({ code: e?.code ?? null, text: said || null, params: e?.params ?? {} }, words) ?? said
      },
    }
  }, [t, locale])
}

/*
 * Badges on one line, as tall as their text: Medusa's fixed heights fit Latin letters, and Khmer
 * (taller, at line-height 1.8) spilled out of the pill or wrapped "Kept, not sent" onto two lines.
 */
const BADGE_FIT = "h-auto min-h-5 whitespace-nowrap py-0.5"

export const OutboxStateBadge = ({ state }: { state: NotificationState }) => {
  const { t } = useShopTranslation()
  return (
    <StatusBadge color={STATE_COLOR[state] ?? "grey"} className={`${BADGE_FIT} pr-1.5`}>
      {t(`emails.stateBadges.${state}` as ShopKey)}
    </StatusBadge>
  )
}

/** View: opens the message in the drawer (named by its subject and recipient). */
export const ViewMessageButton = ({ message, onView }: { message: OutboxMessage; onView: (id: string) => void }) => {
  const { t } = useShopTranslation()
  return (
    <Button size="small" variant="secondary" aria-label={t("emails.viewNamed", { subject: message.subject, to: message.to })} onClick={() => onView(message.id)}>
      {t("emails.view")}
    </Button>
  )
}

/** A message's badges in a row (`children`), Resent last when it is a copy. */
export const MessageBadges = ({ message, children, className = "flex flex-wrap gap-1" }: { message: OutboxMessage; children: ReactNode; className?: string }) => (
  <div className={className}>
    {children}
    <ResentBadge message={message} />
  </div>
)

/** Marks a message sent with Resend (a copy of an earlier one); nothing for an original. */
export const ResentBadge = ({ message }: { message: OutboxMessage }) => {
  const { t } = useShopTranslation()
  if (!message.resendOf) return null
  return (
    <Badge size="2xsmall" color="purple" className={BADGE_FIT}>
      {t("emails.resentCopy")}
    </Badge>
  )
}

/** Why sending failed (a failure), or why the last try did (a message waiting to retry). */
export const OutboxError = ({ message }: { message: Pick<OutboxMessage, "state" | "error"> }) => {
  const { t } = useShopTranslation()
  if (!message.error) return null
  return (
    <Text size="xsmall" className="text-ui-fg-error whitespace-normal break-words">
      {message.state === "failure" ? message.error : t("emails.lastError", { error: message.error })}
    </Text>
  )
}

/**
 * Resend, asking first: the prompt says where the new copy goes (and, in outbox mode, that it is
 * only kept); the toast says what became of it (sent, kept, waiting to retry, or failed with the
 * SMTP server's answer) or why the server refused.
 */
export function useResendWithConfirm(mode: OutboxMode | undefined) {
  const { t } = useShopTranslation()
  const { reason } = useOutboxWords()
  const prompt = usePrompt()
  const resend = useResendMessage()
  const run = async (message: Pick<OutboxMessage, "id" | "subject" | "to">) => {
    const ok = await prompt({
      title: t("emails.resendDialog.title"),
      description: t(mode === "outbox" ? "emails.resendDialog.textOutbox" : "emails.resendDialog.text", { subject: message.subject, to: message.to }),
      confirmText: t("emails.resendDialog.confirm"),
      cancelText: t("emails.resendDialog.cancel"),
      variant: "confirmation",
    })
    if (!ok) return
    resend.mutate(message.id, {
      onSuccess: ({ message: copy }) => {
        if (copy.state === "failure") toast.error(t("emails.resendDialog.notSent", { to: copy.to, reason: copy.error ?? "" }))
        else toast.success(t(copy.state === "outbox" ? "emails.resendDialog.kept" : copy.state === "pending" ? "emails.resendDialog.queued" : "emails.resendDialog.sent", { to: copy.to }))
      },
      onError: (e) => toast.error(t("emails.resendDialog.failed", { reason: reason(e) })),
    })
  }
  return { run, isPending: resend.isPending }
}

const MessageFact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Fact label={label} className="grid grid-cols-[8rem_1fr] items-start gap-x-4 py-1" valueClassName="txt-compact-small break-words">
    {children}
  </Fact>
)

/**
 * One e-mail in a drawer: who it went to, what about, its state and tries, the HTML as the reader
 * sees it (in a sandboxed frame: no scripts, no forms, nothing of the admin's reachable from it)
 * and the plain text, with Resend.
 */
export function MessageDrawer({ id, mode, onClose }: { id: string | null; mode: OutboxMode | undefined; onClose: () => void }) {
  const { t, lang } = useShopTranslation()
  const { kind, date, reason } = useOutboxWords()
  const { data, isLoading, isError, error, refetch } = useOutboxMessage(id)
  const resend = useResendWithConfirm(mode)
  const message = id !== null && data?.id === id ? data : undefined

  return (
    <Drawer open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content lang={lang} aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>{message ? <span lang={message.language}>{message.subject}</span> : t("emails.title")}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4 overflow-y-auto">
          {isLoading ? (
            <Loading />
          ) : isError || !message ? (
            <LoadError error={{ message: reason(error) }} retry={() => refetch()} />
          ) : (
            <>
              <div className="flex flex-col">
                <MessageFact label={t("emails.to")}>{message.to}</MessageFact>
                <MessageFact label={t("emails.kind")}>{kind(message.kind)}</MessageFact>
                {message.orderNumber !== null && <MessageFact label={t("emails.order")}>{t("emails.orderRef", { id: message.orderNumber })}</MessageFact>}
                <MessageFact label={t("emails.messageView.language")}>{t(`emails.languages.${message.language}`)}</MessageFact>
                <MessageFact label={t("emails.state")}>
                  <div className="flex flex-col items-start gap-1">
                    <OutboxStateBadge state={message.state} />
                    <OutboxError message={message} />
                  </div>
                </MessageFact>
                <MessageFact label={t("emails.messageView.created")}>{date(message.createdAt)}</MessageFact>
                <MessageFact label={t("emails.messageView.updated")}>{date(message.updatedAt)}</MessageFact>
                <MessageFact label={t("emails.messageView.attempts")}>{message.attempts}</MessageFact>
              </div>
              {message.resendOf && (
                <Text size="small" className="text-ui-fg-subtle">
                  {t("emails.messageView.resendOf")}
                </Text>
              )}
              {message.html ? (
                <EmailPreview title={t("emails.messageView.rendered")} html={message.html} />
              ) : (
                <Text size="small" className="text-ui-fg-muted">
                  {t("emails.messageView.noHtml")}
                </Text>
              )}
              <div className="flex flex-col gap-1">
                <Text size="small" weight="plus">
                  {t("emails.messageView.text")}
                </Text>
                <pre lang={message.language} className="txt-compact-small bg-ui-bg-subtle whitespace-pre-wrap break-words rounded-md border p-3 font-sans">
                  {message.text || t("emails.messageView.noText")}
                </pre>
              </div>
            </>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t("emails.messageView.close")}
            </Button>
          </Drawer.Close>
          <Button size="small" disabled={!message || resend.isPending} isLoading={resend.isPending} onClick={() => message && resend.run(message)}>
            {t("emails.messageView.resend")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}

/** The language a message was written in, as a small badge. */
export const LanguageBadge = ({ language }: { language: OutboxMessage["language"] }) => {
  const { t } = useShopTranslation()
  return (
    <Badge size="2xsmall" className={BADGE_FIT}>
      {t(`emails.languages.${language}`)}
    </Badge>
  )
}

const KHMER_LETTERS = /[\u1780-\u17FF\u19E0-\u19FF]/

/**
 * The e-mail's HTML with the admin's Khmer font inside it. The preview frame is sandboxed (an opaque
 * origin), so it cannot use the page's web font, and staff computers may have no Khmer font: Khmer
 * e-mails showed boxes. The face is added as a data URL under the name the e-mails ask for
 * ("Noto Sans Khmer"); until it has loaded (or if it cannot), the HTML is shown as it is.
 */
export function withKhmerFont(html: string, fontDataUrl: string | undefined): string {
  if (!fontDataUrl) return html
  const style = `<style>@font-face { font-family: "Noto Sans Khmer"; src: url(${fontDataUrl}) format("woff2"); font-weight: 100 900; }</style>`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + style + html.slice(head.index + head[0].length)
  const root = /<html(\s[^>]*)?>/i.exec(html)
  if (root) return html.slice(0, root.index + root[0].length) + `<head>${style}</head>` + html.slice(root.index + root[0].length)
  return `<head>${style}</head>${html}`
}

/** The sandboxed preview of an e-mail's HTML; a Khmer one carries the Khmer font (fetched once). */
const EmailPreview = ({ html, title }: { html: string; title: string }) => {
  const khmer = KHMER_LETTERS.test(html)
  const font = useQuery({ queryKey: shopKeys.khmerFontData(), queryFn: khmerFontDataUrl, enabled: khmer, staleTime: Infinity, gcTime: Infinity, retry: false })
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={khmer ? withKhmerFont(html, font.data) : html}
      className="h-[28rem] w-full shrink-0 rounded-md border bg-white"
    />
  )
}
