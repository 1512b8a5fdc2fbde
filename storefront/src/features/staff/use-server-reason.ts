import { describeError, type ErrorCode } from "@shop/contract"
import { useCallback } from "react"
import { serverError, serverReason } from "./api/errors"
import { useStaffTranslation } from "./use-staff-i18n"
import { useRoleWords } from "./use-role"

/**
 * The back-office API answers in English with a stable code for each failure (@shop/contract,
 * docs/back-office-api.md). The failures staff meet in daily work are shown in the screen's
 * language by their code; anything else (a product's own name in a validation message, say) as
 * the server wrote it.
 */
const KNOWN: Partial<Record<ErrorCode, string>> = {
  "auth.invalidLogin": "serverText.invalidLogin",
  "auth.loginMissing": "login.required",
  "auth.locked": "serverText.locked",
  "staffOrder.completeNeedsPaid": "serverText.completeNeedsPaid",
  "staffOrder.cardChargedNotPending": "serverText.cardChargedNotPending",
  "staffOrder.cardClosed": "serverText.cardClosed",
  "staffOrder.notAuthorized": "serverText.notAuthorized",
  "staffOrder.notArchived": "serverText.notArchived",
  "staffOrder.notListed": "serverText.notListed",
  "staffOrder.cancelCancelled": "serverText.cancelCancelled",
  "staffOrder.cancelCompleted": "serverText.cancelCompleted",
  "staffOrder.cancelShipped": "serverText.cancelShipped",
  "image.missing": "serverText.imageRequired",
  "image.tooLarge": "serverText.imageTooLarge",
  "image.type": "serverText.imageType",
  "product.unknownCategory": "serverText.unknownCategory",
  "image.unreadable": "serverText.uploadUnreadable",
  "notification.notFound": "serverText.notificationNotFound",
  "notification.status": "serverText.notificationStatus",
  "notification.orderNumber": "serverText.notificationOrderNumber",
  "notification.noRecipient": "serverText.notificationNoRecipient",
  "request.temporarilyUnavailable": "serverText.temporarilyUnavailable",
  "auth.xsrf": "serverText.xsrf",
}

/** `reasonOf(error)`: the server's reason for a failed call, in the screen's language when known. */
export function useServerReason() {
  const { t } = useStaffTranslation("admin")
  const { roleError } = useRoleWords()
  return useCallback(
    (error: unknown) => {
      const words = (code: ErrorCode, params: Record<string, string | number>) =>
        KNOWN[code]
          ? t(KNOWN[code] as "serverText.invalidLogin", code === "auth.locked" ? { count: Number(params.minutes) } : {})
          : // a role's refusal (role.forbidden, role.unknown, role.medusaReadOnly), said in the screen's language
            roleError(code, params)
      return describeError(serverError(error), words) ?? serverReason(error)
    },
    [t, roleError]
  )
}
