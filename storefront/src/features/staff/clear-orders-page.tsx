import { useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"
import { adminOnly } from "./components/require-admin"
import { useClearTestOrders } from "./api/orders"
import { isNetworkError } from "./api/errors"
import { useServerReason } from "./use-server-reason"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"

/** /clear-orders (spec point 5): a WARNING, a confirm step, then every order is archived. Admins only. */
export const ClearOrdersPage = adminOnly(ClearOrders, "orders.clear")

function ClearOrders() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const clear = useClearTestOrders()
  const [confirming, setConfirming] = useState(false)
  const start = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  // Leaving the confirm step (cancelled or done) gives focus back to the button that opened it.
  useEffect(() => {
    if (wasConfirming.current && !confirming) start.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  const failure = clear.error ? (isNetworkError(clear.error) ? t("clear.connectFailed") : t("clear.failed", { reason: reasonOf(clear.error) })) : null
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t("clear.title")}</h1>
      <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-stone-900">
        <p className="text-lg">
          <strong className="font-bold text-red-900">{t("clear.warningTitle")}:</strong> {t("clear.warning")}
        </p>
        <p className="mt-2 text-sm text-stone-700">{t("clear.smallPrint")}</p>
      </div>

      {!confirming ? (
        <Button ref={start} className="self-start" onClick={() => setConfirming(true)}>
          {t("clear.start")}
        </Button>
      ) : (
        <div role="group" aria-labelledby="clear-confirm-question" className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4">
          <p id="clear-confirm-question" className="font-semibold text-stone-900">
            {t("clear.confirmQuestion")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              autoFocus
              disabled={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {clear.isPending ? t("clear.deleting") : t("clear.confirm")}
            </Button>
            <Button variant="secondary" disabled={clear.isPending} onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </div>
      )}

      <div role="status" aria-live="polite">
        {clear.isSuccess && (
          <p className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
            {clear.data?.message || t("clear.done", { count: clear.data?.deletedCount ?? 0 })}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {failure}
        </p>
      )}

      <Link to="/admin" className={buttonVariants({ variant: "secondary", className: "self-start" })}>
        {t("clear.back")}
      </Link>
    </div>
  )
}
