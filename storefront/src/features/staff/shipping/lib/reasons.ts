import { describeError } from "@shop/contract"
import { shippingMessageKey, type ShippingFailureInfo } from "@shop/staff/shipping"
import { useCallback } from "react"
import { useStaffTranslation } from "../../use-staff-i18n"
import { shippingFailureOf } from "../api/shipping"

/**
 * The server's failures by their stable code (@shop/contract, docs/back-office-api.md): the known
 * ones are shown in the screen's language (@shop/staff's shipping keys), anything else (Shippo's
 * own words, a limit message) as the server put it.
 */

/** `reason(err, fallbackKey)`: the server's details, else its error, else the spec's text (spec point 8). */
export function useShippingReason() {
  const { t } = useStaffTranslation("shipping")
  const errorText = useCallback(
    (f: ShippingFailureInfo) => describeError({ code: f.code, text: f.error, params: {} }, (code) => (shippingMessageKey(code) ? t(shippingMessageKey(code) as "rates.failed") : undefined)),
    [t]
  )
  /** For the Error alert: `details`, otherwise the server's error, otherwise the fallback. */
  const reason = useCallback(
    (err: unknown, fallback: string) => {
      const f = shippingFailureOf(err)
      return f.details ?? errorText(f) ?? fallback
    },
    [errorText]
  )
  /** For the dashboard's 'Label Generation Failed' toast: the server's error, or details, or the fallback. */
  const errorFirst = useCallback(
    (err: unknown, fallback: string) => {
      const f = shippingFailureOf(err)
      return errorText(f) ?? f.details ?? fallback
    },
    [errorText]
  )
  return { reason, errorFirst }
}
