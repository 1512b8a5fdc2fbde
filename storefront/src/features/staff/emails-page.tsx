import { readOrderNumber, useListState } from "@shop/staff"
import { useId, useRef, useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { OUTBOX_PAGE_REFRESH_MS, OUTBOX_PAGE_SIZE, useOutbox, type OutboxFilter, type OutboxMessage } from "./api/notifications"
import { ListBody, ListField, ListPages } from "./components/list-controls"
import { adminOnly } from "./components/require-admin"
import { OutboxMessageDialog, OutboxModeBanner, OutboxTable } from "./components/outbox"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"
import { controlClass } from "../../components/ui/form-field"
import { ArrowLeftIcon } from "../../components/ui/icons"

/** /admin/emails: the e-mail outbox (issue 16), filtered by state and order number, in pages. Admins only. */
export const EmailsPage = adminOnly(Emails)

const STATES = ["sent", "pending", "failure"] as const

function Emails() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const orderErrorId = useId()
  const list = useListState({ pageSize: OUTBOX_PAGE_SIZE, filters: { status: undefined as OutboxFilter["status"], orderNumber: undefined as number | undefined } })
  const { status, orderNumber } = list.filters
  const [orderText, setOrderText] = useState("")
  // Why the typed order number was refused: not digits, or longer than an order number can be.
  const [orderError, setOrderError] = useState<"invalid" | "tooLong" | null>(null)
  const [viewing, setViewing] = useState<OutboxMessage | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  // Asked again while the page is visible: the shop's messages arrive without anyone here acting.
  const outbox = useOutbox({ status, orderNumber, offset: list.offset, limit: list.limit }, OUTBOX_PAGE_REFRESH_MS)
  const page = outbox.data
  const filtered = status !== undefined || orderNumber !== undefined

  const applyOrder = (e: FormEvent) => {
    e.preventDefault()
    const typed = readOrderNumber(orderText)
    // The list below is hidden until the number is fixed: it is the previous filter's, not this one's.
    setOrderError(typed.error)
    if (!typed.error) list.setFilter({ orderNumber: typed.value })
  }
  const clear = () => {
    setOrderText("")
    setOrderError(null)
    list.reset()
  }
  /** Next and Previous: the new page is read from its top, not from where the last one was left. */
  const goTo = (next: number) => {
    list.setOffset(next)
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
          <ListField
            label={t("emails.state")}
            field={(id) => (
              <select id={id} value={status ?? ""} onChange={(e) => list.setFilter({ status: (e.target.value || undefined) as OutboxFilter["status"] })} className={controlClass()}>
                <option value="">{t("emails.allStates")}</option>
                {STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`emails.filterStates.${s}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <ListField
            label={t("emails.orderNumber")}
            field={(id) => (
              <input
                id={id}
                type="search"
                inputMode="numeric"
                value={orderText}
                onChange={(e) => setOrderText(e.target.value)}
                placeholder={t("emails.orderNumberPlaceholder")}
                aria-invalid={orderError !== null || undefined}
                aria-describedby={orderError ? orderErrorId : undefined}
                className={controlClass(orderError ? "invalid" : undefined)}
              />
            )}
          />
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
          ) : (
            <ListBody
              query={outbox}
              empty={!page?.messages.length}
              texts={{ loading: t("emails.loading"), failed: t("emails.loadError", { reason: reasonOf(outbox.error) }), retry: t("emails.retry"), empty: filtered ? t("emails.noMatch") : t("emails.empty") }}
            >
              <OutboxTable messages={page?.messages ?? []} onView={setViewing} caption={t("emails.list")} />
            </ListBody>
          )}
        </div>

        {page && page.count > 0 && !orderError && (
          <ListPages
            info={list.pageInfo(page.count, page.messages.length)}
            summary={t("emails.page", { from: page.offset + 1, to: page.offset + page.messages.length, count: page.count })}
            previous={t("emails.previous")}
            next={t("emails.next")}
            busy={outbox.isFetching}
            onOffset={goTo}
          />
        )}
      </section>

      <OutboxMessageDialog message={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  )
}
