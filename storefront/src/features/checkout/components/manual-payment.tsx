import { PAYMENT_BRAND_NAMES } from "@shop/contract"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { abaQrQuery, usePaymentMethods, type PaymentMethodsInfo } from "../api/checkout"
import type { ManualMethod } from "../schemas"
import { Button, buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { useToast } from "../../../components/ui/toaster"
import { formatPrice } from "../../../lib/format"

/** Brand names stay as they are in both languages (@shop/contract's, the staff screens' too). */
export const METHOD_LABEL: Record<ManualMethod | "stripe", string> = { stripe: "Card", ...PAYMENT_BRAND_NAMES }

/** Spec point 9: an app deep link falls back to the web after 500 ms when the app did not open. */
export const DEEP_LINK_FALLBACK_MS = 500

export function paymentLinks(method: ManualMethod, info: PaymentMethodsInfo, amount: number, reference: string) {
  const money = amount.toFixed(2)
  const note = encodeURIComponent(reference)
  switch (method) {
    case "venmo": {
      const user = encodeURIComponent(info.venmo?.handle?.replace(/^@/, "") ?? "")
      return { app: `venmo://paycharge?txn=pay&recipients=${user}&amount=${money}&note=${note}`, web: `https://venmo.com/u/${user}?txn=pay&amount=${money}&note=${note}` }
    }
    case "cashapp": {
      const tag = encodeURIComponent((info.cashapp?.handle ?? "").replace(/^\$/, ""))
      return { web: `https://cash.app/$${tag}/${money}` }
    }
    case "paypal":
      return { web: `https://paypal.me/${encodeURIComponent(info.paypal?.handle ?? "")}/${money}USD` }
    case "zelle":
      // Zelle has no payment link: its app opens and the shopper sends to the recipient shown.
      return { app: "zelle://", web: "https://www.zellepay.com/" }
    case "aba":
      return {}
  }
}

/** Tries the app, and opens the web page when the page is still visible 500 ms later. */
export function openWithFallback(app: string, web: string, win: Window = window) {
  const timer = win.setTimeout(() => {
    if (!win.document.hidden) win.location.href = web
  }, DEEP_LINK_FALLBACK_MS)
  win.addEventListener("pagehide", () => win.clearTimeout(timer), { once: true })
  win.location.href = app
}

type Props = {
  method: ManualMethod
  amount: number
  orderNumber: string
  confirmed: boolean
  onConfirm: () => void
}

/** A manual method's panel: recipient, amount and memo, a link to the app, and the self-declared confirmation. */
export function ManualPayment({ method, amount, orderNumber, confirmed, onConfirm }: Props) {
  const { t } = useTranslation()
  const methods = usePaymentMethods()
  const label = METHOD_LABEL[method]
  const info = methods.data ?? {}
  const recipient = info[method]?.handle
  const links = paymentLinks(method, info, amount, orderNumber)

  return (
    <div className="flex flex-col gap-4">
      {methods.isPending ? (
        <Spinner label={t("checkout.payment.loading")} />
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-900">
          <dt className="font-medium">{t("checkout.payment.sendTo")}</dt>
          <dd className="font-mono break-all" data-testid="payment-recipient">
            {recipient ?? "—"}
          </dd>
          <dt className="font-medium">{t("checkout.payment.amount")}</dt>
          <dd className="font-semibold">{formatPrice(amount)}</dd>
          <dt className="font-medium">{t("checkout.payment.memo")}</dt>
          <dd className="font-mono">{orderNumber}</dd>
        </dl>
      )}
      {method === "aba" ? (
        <AbaQr amount={amount} reference={orderNumber} />
      ) : (
        links.web && (
          <a
            href={links.web}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "secondary" })}
            onClick={(e) => {
              if (links.app && /Android|iPhone|iPad/i.test(navigator.userAgent)) {
                e.preventDefault()
                openWithFallback(links.app, links.web!)
              }
            }}
          >
            {t("checkout.payment.openApp", { method: label })}
          </a>
        )
      )}
      <p className="text-sm text-stone-700">{t("checkout.payment.manualHint", { method: label })}</p>
      <Button onClick={onConfirm} disabled={confirmed}>
        {confirmed ? t("checkout.payment.confirmed") : t("checkout.payment.completed", { method: label })}
      </Button>
    </div>
  )
}

function AbaQr({ amount, reference }: { amount: number; reference: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const qr = useQuery(abaQrQuery(amount, reference))
  useEffect(() => {
    if (qr.isError) toast({ title: t("checkout.aba.errorTitle"), description: t("checkout.aba.errorText"), variant: "destructive" })
  }, [qr.isError, toast, t])
  if (qr.isPending) return <Spinner label={t("checkout.payment.loading")} />
  if (qr.isError || !qr.data?.qrCode) {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
        <p className="font-semibold">{t("checkout.aba.errorTitle")}</p>
        <p>{t("checkout.aba.errorText")}</p>
      </div>
    )
  }
  const src = qr.data.qrCode.startsWith("data:") ? qr.data.qrCode : `data:image/jpeg;base64,${qr.data.qrCode}`
  return (
    <figure className="flex flex-col items-center gap-2">
      <img src={src} alt={t("checkout.aba.alt", { amount: formatPrice(amount) })} width={200} height={200} className="h-[200px] w-[200px]" />
      <figcaption className="text-sm text-stone-700">{t("checkout.aba.caption")}</figcaption>
    </figure>
  )
}
