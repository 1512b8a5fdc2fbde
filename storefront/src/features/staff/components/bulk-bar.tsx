import { DEFAULT_WEIGHT_LB } from "@shop/contract"
import { BULK_ACTIONS, bulkTally, packingSlipsUrl, shopBulkCalls, StaffApiError, useBulkActions, type BulkResult, type Order } from "@shop/staff"
import { rateService, shippingMessageKey } from "@shop/staff/shipping"
import { useQueryClient } from "@tanstack/react-query"
import { useMemo } from "react"
import { Button, buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { formatPrice } from "../../../lib/format"
import { cn } from "../../../lib/cn"
import { invalidateOrders } from "../api/orders"
import { staffClient } from "../api/client"
import { useServerReason } from "../use-server-reason"
import { useStaffTranslation } from "../use-staff-i18n"
import { PanelDialog } from "./panel-dialog"

type Props = { selected: Order[]; onClear: () => void }

/**
 * The bulk bar of the orders list (issue 27 point 5): Mark seen, Print slips, Buy labels, Mark
 * shipped for the chosen orders; Buy labels asks once with each order's price and the total; the
 * report says per order what happened (the server's reason for a failure).
 */
export function BulkBar({ selected, onClear }: Props) {
  const { t, i18n } = useStaffTranslation("admin")
  const queryClient = useQueryClient()
  const calls = useMemo(() => shopBulkCalls(staffClient), [])
  const bulk = useBulkActions(calls, { onFinished: () => void invalidateOrders(queryClient) })
  const { state } = bulk
  const lang = i18n.language === "km" ? "km" : "en"
  const byId = (id: number) => selected.find((o) => o.id === id)

  if (!selected.length && state.phase === "idle") return null
  return (
    <>
      {selected.length > 0 && (
        <div role="toolbar" aria-label={t("ordersList.bulk.label")} className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-amber-50 px-4 py-3">
          <p className="mr-2 font-semibold text-stone-900" aria-live="polite">
            {t("ordersList.bulk.selected", { count: selected.length })}
          </p>
          {BULK_ACTIONS.map((action) =>
            action === "printSlips" ? (
              <a key={action} className={buttonVariants({ variant: "secondary", size: "sm" })} href={packingSlipsUrl("/api", { ids: selected.map((o) => o.id) }, lang)} target="_blank" rel="noreferrer">
                {t("ordersList.bulk.printSlips")}
              </a>
            ) : (
              <Button key={action} size="sm" variant="secondary" disabled={bulk.busy} onClick={() => void bulk.start(action, selected)}>
                {t(`ordersList.bulk.${action}`)}
              </Button>
            )
          )}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t("ordersList.bulk.clearSelection")}
          </Button>
        </div>
      )}

      <PanelDialog
        open={state.phase !== "idle"}
        onOpenChange={(open) => !open && !bulk.busy && bulk.close()}
        title={state.phase === "confirm" ? t("ordersList.bulk.confirm.title", { count: state.plan.quotes.length }) : t(`ordersList.bulk.${state.phase === "idle" ? "label" : state.action}`)}
        description={t("ordersList.bulk.label")}
        srOnlyDescription
      >
        {() => (
          <div className="flex flex-col gap-4 overflow-auto px-5 py-4 text-stone-900">
            {state.phase === "planning" && <Spinner label={t("ordersList.bulk.planning")} />}
            {state.phase === "running" && <Spinner label={t("ordersList.bulk.running", { done: state.done, of: state.of })} />}
            {state.phase === "confirm" && (
              <>
                {state.plan.quotes.length ? (
                  <>
                    <p>{t("ordersList.bulk.confirm.intro", { weight: DEFAULT_WEIGHT_LB })}</p>
                    <ul aria-label={t("ordersList.bulk.buyLabels")} className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
                      {state.plan.quotes.map((q) => (
                        <li key={q.order.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                          <span className="font-semibold">
                            {t("ordersList.bulk.report.order", { id: q.order.id })} · {q.order.customerName}
                          </span>
                          <span>{t("ordersList.bulk.confirm.line", { service: `${q.rate.provider} ${rateService(q.rate)}`.trim(), price: formatPrice(q.price) })}</span>
                        </li>
                      ))}
                    </ul>
                    <p className="text-lg font-bold">{t("ordersList.bulk.confirm.total", { total: formatPrice(state.plan.total) })}</p>
                  </>
                ) : (
                  <p>{t("ordersList.bulk.confirm.nothing")}</p>
                )}
                {state.plan.skipped.length > 0 && (
                  <>
                    <p className="font-semibold">{t("ordersList.bulk.confirm.skipped")}</p>
                    <ReportList report={state.plan.skipped} name={t("ordersList.bulk.confirm.skipped")} customer={(id) => byId(id)?.customerName} />
                  </>
                )}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="secondary" onClick={bulk.close}>
                    {t("common.cancel")}
                  </Button>
                  {state.plan.quotes.length > 0 && (
                    <Button onClick={() => void bulk.confirm()}>{t("ordersList.bulk.confirm.buy", { count: state.plan.quotes.length, total: formatPrice(state.plan.total) })}</Button>
                  )}
                </div>
              </>
            )}
            {state.phase === "report" && (
              <>
                <p className="font-semibold" role="status">
                  {t("ordersList.bulk.report.tally", bulkTally(state.report))}
                </p>
                <ReportList report={state.report} name={t("ordersList.bulk.report.title")} customer={(id) => byId(id)?.customerName} />
                <div className="flex justify-end">
                  <Button
                    onClick={() => {
                      bulk.close()
                      onClear()
                    }}
                  >
                    {t("common.close")}
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
      </PanelDialog>
    </>
  )
}

/** One line per order: done (with a label's price), failed with the server's reason, or skipped with ours. */
function ReportList({ report, name, customer }: { report: BulkResult[]; name: string; customer: (id: number) => string | undefined }) {
  const { t } = useStaffTranslation("admin")
  const { t: ts } = useStaffTranslation("shipping")
  const serverReasonOf = useServerReason()
  // Our reasons from the catalog; the server's by their code in the screen's language, else as it said them.
  const reasonOf = (r: BulkResult) => {
    if (r.reason) return t(r.reason.key as "ordersList.bulk.skip.notPaid", r.reason.values)
    const shippingKey = shippingMessageKey(r.code)
    if (shippingKey) return ts(shippingKey)
    return serverReasonOf(new StaffApiError(r.message ?? "", 0, null, r.code ?? null))
  }
  return (
    <ul aria-label={name} className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200">
      {report.map((r) => (
        <li key={r.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
          <span className="font-semibold">
            {t("ordersList.bulk.report.order", { id: r.id })}
            {customer(r.id) ? ` · ${customer(r.id)}` : ""}
          </span>
          <span className={cn(r.ok ? "text-green-800" : r.skipped ? "text-amber-900" : "text-red-800")}>
            {r.ok
              ? r.price !== undefined
                ? t("ordersList.bulk.report.okPrice", { price: formatPrice(r.price) })
                : t("ordersList.bulk.report.ok")
              : t(r.skipped ? "ordersList.bulk.report.skipped" : "ordersList.bulk.report.failed", { reason: reasonOf(r) })}
          </span>
        </li>
      ))}
    </ul>
  )
}
