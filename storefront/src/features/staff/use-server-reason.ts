import { useCallback } from "react"
import { serverReason } from "./api/errors"
import { useStaffTranslation } from "./use-staff-i18n"

/**
 * The back-office API answers in English (docs/back-office-api.md). The texts staff meet in daily
 * work are shown in the screen's language; anything else (a product's own name in a validation
 * message, say) as the server wrote it.
 */
const KNOWN: Record<string, string> = {
  "Invalid username or password": "serverText.invalidLogin",
  "Please enter both username and password": "login.required",
  "An order can only be completed once its payment is verified (paid).": "serverText.completeNeedsPaid",
  "This payment has been captured already. To give the money back, refund it in Medusa's admin.": "serverText.alreadyCaptured",
  "The payment provider did not authorize this payment.": "serverText.notAuthorized",
  "Please select an image for the product.": "serverText.imageRequired",
  "The image is larger than 5 MB.": "serverText.imageTooLarge",
  "The image must be a JPEG, PNG, WebP or GIF file.": "serverText.imageType",
  "Please choose a category that exists.": "serverText.unknownCategory",
  "The upload could not be read. Please try again.": "serverText.uploadUnreadable",
}
const LOCKED = /^Too many failed sign-in attempts\. Please try again in (\d+) minutes?\.$/

/** `reasonOf(error)`: the server's reason for a failed call, in the screen's language when known. */
export function useServerReason() {
  const { t } = useStaffTranslation("admin")
  return useCallback(
    (error: unknown) => {
      const text = serverReason(error)
      const locked = LOCKED.exec(text)
      if (locked) return t("serverText.locked", { count: Number(locked[1]) })
      return KNOWN[text] ? t(KNOWN[text] as "serverText.invalidLogin") : text
    },
    [t]
  )
}
