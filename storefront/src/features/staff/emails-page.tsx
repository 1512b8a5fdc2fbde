import { useId, useRef, useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { OUTBOX_PAGE_REFRESH_MS, OUTBOX_PAGE_SIZE, useOutbox, type OutboxFilter, type OutboxMessage } from "./api/notifications"
import { adminOnly } from "./components/require-admin"
import { OutboxMessageDialog, OutboxModeBanner, OutboxTable } from "./components/outbox"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"
import { controlClass } from "../../components/ui/form-field"
import { ArrowLeftIcon } from "../../components/ui/icons"
import { Spinner } from "../../components/ui/spinner"

/** /admin/emails: the e-mail outbox (issue 16), filtered by state and order number, in pages. Admins only. */
export const EmailsPage = adminOnly(Emails)

const STATES = ["sent", "pending", "failure"] as const

/** Khmer digits (០–៩) as 0–9: a Khmer keyboard types order numbers in them. */
const westernDigits = (text: string) => text.replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0))

function Emails() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const stateId = useId()
  const orderId = useId()
  const orderErrorId = useId()
  const [status, setStatus] = useState<OutboxFilter["status"]>(undefined)
  const [orderText, setOrderText] = useState("")
  const [orderNumber, setOrderNumber] = useState<number | undefined>(undefined)
  // Why the typed order number was refused: not digits, or longer than an order number can be.
  const [orderError, setOrderError] = useState<"invalid" | "tooLong" | null>(null)
  const [offset, setOffset] = useState(0)
  const [viewing, setViewing] = useState<OutboxMessage | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  // Asked again while the page is visible: the shop's messages arrive without anyone here acting.
  const outbox = useOutbox({ status, orderNumber, offset, limit: OUTBOX_PAGE_SIZE }, OUTBOX_PAGE_REFRESH_MS)
  const page = outbox.data
  const filtered = status !== undefined || orderNumber !== undefined

  const applyOrder = (e: FormEvent) => {
    e.preventDefault()
    const text = westernDigits(orderText.trim()).replace(/^#/, "")
    if (text !== "" && !/^\d{1,9}$/.test(text)) {
      // The list below is hidden until the number is fixed: it is the previous filter's, not this one's.
      setOrderError(/^\d+$/.test(text) ? "tooLong" : "invalid")
      return
    }
    setOrderError(null)
    setOrderNumber(text === "" ? undefined : Number(text))
    setOffset(0)
  }
  const clear = () => {
    setStatus(undefined)
    setOrderText("")
    setOrderNumber(undefined)
    setOrderError(null)
    setOffset(0)
  }
  /** Next and Previous: the new page is read from its top, not from where the last one was left. */
  const goTo = (next: number) => {
    setOffset(next)
    listRef.current?.scrollTo?.({ top: 0 })
    listRef.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <Link to="/admin" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeftIcon />
        {t("dashboard.title")}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t("emails.title")}</h1>
        <p className="text-stone-700">{t("emails.intro")}</p>
      </div>
      <OutboxModeBanner mode={page?.mode} />

      <section aria-labelledby="emails-heading" className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <h2 id="emails-heading" className="sr-only">
          {t("emails.list")}
        </h2>
        <form onSubmit={applyOrder} aria-label={t("emails.filters")} className="flex flex-wrap items-end gap-3 border-b border-stone-200 p-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={stateId} className="font-medium text-stone-900">
              {t("emails.state")}
            </label>
            <select
              id={stateId}
              value={status ?? ""}
              onChange={(e) => {
                setStatus((e.target.value || undefined) as OutboxFilter["status"])
                setOffset(0)
              }}
              className={controlClass()}
            >
              <option value="">{t("emails.allStates")}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`emails.filterStates.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={orderId} className="font-medium text-stone-900">
              {t("emails.orderNumber")}
            </label>
            <input
              id={orderId}
              type="search"
              inputMode="numeric"
              value={orderText}
              onChange={(e) => setOrderText(e.target.value)}
              placeholder={t("emails.orderNumberPlaceholder")}
              aria-invalid={orderError !== null || undefined}
              aria-describedby={orderError ? orderErrorId : undefined}
              className={controlClass(orderError ? "invalid" : undefined)}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t("emails.apply")}
          </Button>
          {(filtered || orderError) && (
            <Button variant="ghost" onClick={clear}>
              {t("emails.clear")}
            </Button>
          )}
          {orderError && (
            <p id={orderErrorId} className="w-full text-sm font-medium text-red-800">
              {t(orderError === "tooLong" ? "emails.orderNumberTooLong" : "emails.orderNumberInvalid")}
            </p>
          )}
        </form>

        <div
          ref={listRef}
          role="region"
          aria-label={t("emails.list")}
          tabIndex={0}
          className="max-h-[600px] scroll-mt-4 overflow-auto focus:outline-2 focus:outline-red-800"
        >
          {orderError ? (
            <p className="p-8 text-center text-stone-700">{t("emails.fixOrderNumber")}</p>
          ) : outbox.isPending ? (
            <Spinner label={t("emails.loading")} />
          ) : outbox.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 p-8 text-stone-900">
              <p>{t("emails.loadError", { reason: reasonOf(outbox.error) })}</p>
              <Button variant="secondary" onClick={() => void outbox.refetch()}>
                {t("emails.retry")}
              </Button>
            </div>
          ) : page!.messages.length === 0 ? (
            <p className="p-8 text-center text-stone-700">{filtered ? t("emails.noMatch") : t("emails.empty")}</p>
          ) : (
            <OutboxTable messages={page!.messages} onView={setViewing} caption={t("emails.list")} />
          )}
        </div>

        {page && page.count > 0 && !orderError && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 p-4 text-sm text-stone-800">
            <p>{t("emails.page", { from: page.offset + 1, to: page.offset + page.messages.length, count: page.count })}</p>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={offset === 0 || outbox.isFetching} onClick={() => goTo(Math.max(0, offset - OUTBOX_PAGE_SIZE))}>
                {t("emails.previous")}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={page.offset + page.messages.length >= page.count || outbox.isFetching}
                onClick={() => goTo(offset + OUTBOX_PAGE_SIZE)}
              >
                {t("emails.next")}
              </Button>
            </div>
          </div>
        )}
      </section>

      <OutboxMessageDialog message={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  )
}
