import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SmtpNotificationService } from "./service"

/** Registered (id "email") when SMTP_URL is set (see notificationProviderFromEnv). */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationService] })

export { notificationProviderFromEnv, emailModeLine, smtpUrlOf, FEED_NOTIFICATION_PROVIDER } from "./options"
export type { RenderedEmail, SmtpNotificationOptions } from "./types"
