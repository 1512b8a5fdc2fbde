import { useMutation, useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { createPaymentLink, sessionIdFromUrl, verifyPayment, type PaymentLinkRequest } from "../api/checkout"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { useToast } from "../../../components/ui/toaster"
import { formatPrice } from "../../../lib/format"
import { CheckIcon, CopyIcon } from "../../../components/ui/icons"

/** Spec point 9: the payment status is polled every 5 s; the copy icon resets after 3 s. */
export const PAYMENT_POLL_MS = 5000
export const COPY_RESET_MS = 3000

type Props = {
  request: Omit<PaymentLinkRequest, "regenerate" | "previousSessionId">
  /** A link made earlier in this checkout (kept across a reload), with what it was made for. */
  saved?: CardLink
  confirmed: boolean
  onLink: (link: CardLink) => void
  onPaid: (sessionId: string) => void
}

/** A payment link, and the amount and items it charges for (see linkFingerprint). */
export type CardLink = { url: string; sessionId: string; madeFor?: string }

/** What a Checkout Session charges for: the amount and each item's quantity. */
export function linkFingerprint(request: Pick<PaymentLinkRequest, "amount" | "orderDetails">): string {
  return JSON.stringify([request.amount, request.orderDetails.items.map((i) => [i.id, i.quantity])])
}

/**
 * Card: a Checkout Session link made on entering step 2 (card total + 3 %), copy, Try Again,
 * Check Payment Status, and a poll every 5 s until Stripe (or the sandbox page) says complete.
 * When the cart changes on this step (the cart stays open beside it), the link no longer charges
 * what the order will cost and the server would refuse the order after payment: a new link is
 * made at once and the old session expired, before the shopper can pay it.
 */
export function CardPayment({ request, saved, confirmed, onLink, onPaid }: Props) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const [link, setLink] = useState(saved)
  const [copied, setCopied] = useState(false)
  const started = useRef(false)
  const fingerprint = linkFingerprint(request)
  // A saved link from before this field existed is taken to match the cart it was saved with.
  const linkFor = link ? (link.madeFor ?? fingerprint) : undefined
  const retriedFor = useRef<string | null>(null)

  const generate = useMutation({
    // Regenerating names the old session so the server can expire it (it can then never be paid).
    mutationFn: (regenerate: boolean) =>
      createPaymentLink({
        ...request,
        // The webhook may place the order before this tab: its e-mails are then in the shopper's language too.
        locale: i18n.language === "km" ? "km" : "en",
        ...(regenerate ? { regenerate: true, previousSessionId: link?.sessionId } : {}),
      }).then((res) => ({
        ...res,
        madeFor: fingerprint,
      })),
    onSuccess: (res, regenerate) => {
      const sessionId = sessionIdFromUrl(res.url)
      if (!sessionId) {
        toast({ title: t("checkout.card.noSession"), variant: "destructive" })
        return
      }
      setLink({ url: res.url, sessionId, madeFor: res.madeFor })
      onLink({ url: res.url, sessionId, madeFor: res.madeFor })
      if (regenerate) toast({ title: t("checkout.card.linkUpdated") })
    },
    onError: (_e, regenerate) =>
      toast({ title: t("contact.failed.title"), description: t(regenerate ? "checkout.card.regenerateError" : "checkout.card.linkError"), variant: "destructive" }),
  })

  useEffect(() => {
    if (!started.current && !saved) {
      started.current = true
      generate.mutate(false)
    }
  }, [generate, saved])

  // The cart changed since the link was made: replace it (once per cart, so a failure is not retried in a loop).
  useEffect(() => {
    if (link && linkFor !== fingerprint && !confirmed && !generate.isPending && retriedFor.current !== fingerprint) {
      retriedFor.current = fingerprint
      generate.mutate(true)
    }
  }, [link, linkFor, fingerprint, confirmed, generate])

  const status = useQuery({
    queryKey: ["/api/verify-payment", link?.sessionId],
    queryFn: () => verifyPayment(link!.sessionId),
    enabled: Boolean(link?.sessionId) && !confirmed,
    refetchInterval: PAYMENT_POLL_MS,
  })
  useEffect(() => {
    if (status.data?.status === "complete" && link && !confirmed) onPaid(link.sessionId)
  }, [status.data, link, confirmed, onPaid])

  const checkNow = async () => {
    if (!link) {
      toast({ title: t("checkout.card.noSession"), variant: "destructive" })
      return
    }
    try {
      const res = await verifyPayment(link.sessionId)
      if (res.status === "complete") onPaid(link.sessionId)
      else toast({ title: t("checkout.card.notCompletedTitle"), description: t("checkout.card.notCompletedText"), variant: "destructive" })
    } catch {
      toast({ title: t("checkout.card.verifyError"), variant: "destructive" })
    }
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url)
      setCopied(true)
      setTimeout(() => setCopied(false), COPY_RESET_MS)
    } catch {
      toast({ title: t("checkout.card.copyError"), variant: "destructive" })
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-800">
        {t("checkout.card.amount")} <strong>{formatPrice(request.amount)}</strong> <span className="text-sm">({t("checkout.card.feeNote")})</span>
      </p>
      {generate.isPending ? (
        <Spinner label={t("checkout.card.generating")} />
      ) : generate.isError && !link ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p>{t("checkout.card.inlineError")}</p>
          <Button variant="secondary" onClick={() => generate.mutate(true)}>
            {t("checkout.card.tryAgain")}
          </Button>
        </div>
      ) : link ? (
        <>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900">
            {t("checkout.card.pay")}
          </a>
          <div className="flex items-center gap-2">
            <label htmlFor="payment-link" className="sr-only">
              {t("checkout.card.linkLabel")}
            </label>
            <input id="payment-link" readOnly value={link.url} className="min-h-11 flex-1 rounded-lg border border-stone-400 bg-stone-50 px-3 text-sm text-stone-800" />
            <Button variant="secondary" onClick={copy} aria-label={copied ? t("checkout.card.copied") : t("checkout.card.copy")}>
              {copied ? <CheckIcon data-icon="copied" /> : <CopyIcon data-icon="copy" />}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={checkNow} disabled={confirmed}>
              {t("checkout.card.check")}
            </Button>
            <Button variant="ghost" onClick={() => generate.mutate(true)} disabled={confirmed}>
              {t("checkout.card.newLink")}
            </Button>
          </div>
          <p role="status" className="text-sm text-stone-700">
            {confirmed ? t("checkout.payment.confirmed") : t("checkout.card.waiting")}
          </p>
        </>
      ) : null}
    </div>
  )
}
