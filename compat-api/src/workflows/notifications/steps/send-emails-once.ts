import type { CreateNotificationDTO, Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendEmailOnce, type SendOnceResult } from "../../../notifications/delivery"

export type SendEmailsOnceStepInput = (CreateNotificationDTO & { idempotency_key: string })[]

/**
 * Sends each message once per idempotency key (see sendEmailOnce), in place of Medusa's
 * sendNotificationsStep: a redelivered event or a second server sends nothing again, and a send the
 * SMTP server refuses is left to the retry job (compat-api-retry-failed-emails) instead of failing
 * the workflow. No compensation: a sent e-mail cannot be taken back.
 */
export const sendEmailsOnceStep = createStep("send-emails-once", async (notifications: SendEmailsOnceStepInput, { container }) => {
  const results: SendOnceResult[] = await Promise.all(notifications.map((n) => sendEmailOnce(container, n)))
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  for (const r of results.filter((r) => r.outcome === "failed")) {
    logger.warn(`e-mail ${r.key} not sent, retried later: ${r.error}`)
  }
  return new StepResponse(results)
})
