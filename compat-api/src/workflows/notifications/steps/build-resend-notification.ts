import type { CreateNotificationDTO, FilterableNotificationProps, INotificationModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NOTIFICATION_ERRORS } from "@shop/contract"
import { RESEND_COPIED_FIELDS, resendNotificationOf } from "../../../notifications/resend"

export type BuildResendNotificationStepInput = { notification_id: string; idempotency_key: string }

/** Reads the message to resend and builds its copy (404 for an unknown id); it changes nothing, so there is nothing to undo. */
export const buildResendNotificationStep = createStep(
  "build-resend-notification",
  async (input: BuildResendNotificationStepInput, { container }) => {
    const [old] = await container
      .resolve<INotificationModuleService>(Modules.NOTIFICATION)
      .listNotifications({ id: input.notification_id } as FilterableNotificationProps, { select: [...RESEND_COPIED_FIELDS] })
    if (!old) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, NOTIFICATION_ERRORS.notFound)
    }
    return new StepResponse<CreateNotificationDTO[]>([resendNotificationOf(old as unknown as Parameters<typeof resendNotificationOf>[0], input.idempotency_key)])
  }
)
