import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { verifyPayment } from "../api/checkout"
import { buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"

/**
 * /payment-confirmation?session_id=: loading, then success when the card payment is complete, or an
 * error when the id is missing, the check fails or the payment is not complete (spec points 2 and 4).
 */
export function PaymentConfirmationPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get("session_id")
  const check = useQuery({ queryKey: ["/api/verify-payment", sessionId], queryFn: () => verifyPayment(sessionId!), enabled: Boolean(sessionId) })
  const state = !sessionId ? "error" : check.isPending ? "loading" : check.isError || check.data?.status !== "complete" ? "error" : "success"

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" aria-live="polite">
      {state === "loading" && <Spinner label={t("checkout.confirmPage.loading")} />}
      {state === "success" && (
        <>
          <h1 className="text-2xl font-bold text-green-900">{t("checkout.confirmPage.successTitle")}</h1>
          <p className="text-stone-800">{t("checkout.confirmPage.successText")}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/checkout" className={buttonVariants()}>
              {t("checkout.confirmPage.finish")}
            </Link>
            <Link to="/" className={buttonVariants({ variant: "secondary" })}>
              {t("checkout.confirmPage.home")}
            </Link>
            <a href="/#menu" className={buttonVariants({ variant: "secondary" })}>
              {t("checkout.confirmPage.shop")}
            </a>
          </div>
        </>
      )}
      {state === "error" && (
        <>
          <h1 className="text-2xl font-bold text-red-900">{t("checkout.paymentError")}</h1>
          <p className="text-stone-800">{t("checkout.orderNotConfirmed")}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/checkout" className={buttonVariants()}>
              {t("checkout.confirmPage.backToCheckout")}
            </Link>
            <Link to="/" className={buttonVariants({ variant: "secondary" })}>
              {t("checkout.confirmPage.home")}
            </Link>
          </div>
        </>
      )}
    </section>
  )
}
