import { readOrderNumber, useListState } from "@shop/staff"
import { useId, useRef, useState, type FormEvent } from "react"
import { OUTBOX_PAGE_REFRESH_MS, OUTBOX_PAGE_SIZE, useOutbox, type OutboxFilter, type OutboxMessage } from "./api/notifications"
import { AdminSubPage, ServerListPages } from "./components/admin-sub-page"
import { FilterSelect, ListBody, SearchField } from "./components/list-controls"
import { adminOnly } from "./components/require-admin"
import { OutboxMessageDialog, OutboxModeBanner, OutboxTable } from "./components/outbox"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button } from "../../components/ui/button"

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
    <AdminSubPage title={t("emails.title")} intro={t("emails.intro")}>
      <OutboxModeBanner mode={page?.mode} />

      <section aria-labelledby="emails-heading" className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <h2 id="emails-heading" className="sr-only">
          {t("emails.list")}
        </h2>
        <form onSubmit={applyOrder} aria-label={t("emails.filters")} className="flex flex-wrap items-end gap-3 border-b border-stone-200 p-4">
          <FilterSelect
            label={t("emails.state")}
            all={t("emails.allStates")}
            options={STATES.map((s) => [s, t(`emails.filterStates.${s}`)] as const)}
            value={status}
            onChange={(s) => list.setFilter({ status: s })}
          />
          <SearchField
            label={t("emails.orderNumber")}
            placeholder={t("emails.orderNumberPlaceholder")}
            value={orderText}
            onChange={setOrderText}
            error={orderError ?? undefined}
            input={{ inputMode: "numeric", "aria-invalid": orderError !== null || undefined, "aria-describedby": orderError ? orderErrorId : undefined }}
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
          <ServerListPages section="emails" page={page} shown={page.messages.length} pageInfo={list.pageInfo} busy={outbox.isFetching} onOffset={goTo} />
        )}
      </section>

      <OutboxMessageDialog message={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </AdminSubPage>
  )
}
