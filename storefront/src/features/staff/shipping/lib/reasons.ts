import { useCallback } from "react"
import { useStaffTranslation } from "../../use-staff-i18n"
import { shippingFailureOf } from "../api/shipping"

/**
 * The server answers with the spec's English texts (docs/back-office-api.md); the known ones are shown
 * in the screen's language, anything else (Shippo's own words, a limit message) as the server put it.
 */
const KNOWN: Record<string, string> = {
  "Failed to get shipping rates.": "rates.failed",
  "No shipping rates available for this package and destination.": "rates.none",
  "Failed to create shipping label.": "label.failed",
  "Failed to create shipping label": "label.generationFailedText",
  "Label Already Created": "label.already",
  "Unknown shipping provider": "label.unknownProvider",
  "Failed to update order status": "admin.shipFailed",
}

/** `reason(err, fallbackKey)`: the server's details, else its error, else the spec's text (spec point 8). */
export function useShippingReason() {
  const { t } = useStaffTranslation("shipping")
  const localize = useCallback((text: string | null) => (text && KNOWN[text] ? t(KNOWN[text] as "rates.failed") : text), [t])
  /** For the Error alert: `details`, otherwise the server's error, otherwise the fallback. */
  const reason = useCallback(
    (err: unknown, fallback: string) => {
      const f = shippingFailureOf(err)
      return localize(f.details) ?? localize(f.error) ?? fallback
    },
    [localize]
  )
  /** For the dashboard's 'Label Generation Failed' toast: the server's error, or details, or the fallback. */
  const errorFirst = useCallback(
    (err: unknown, fallback: string) => {
      const f = shippingFailureOf(err)
      return localize(f.error) ?? localize(f.details) ?? fallback
    },
    [localize]
  )
  return { reason, errorFirst }
}
