import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OutboxNotificationService } from "../notification-smtp/service"

/** Registered (id "email", as the SMTP provider) when SMTP_URL is not set: e-mail is recorded in the notification table, not sent. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [OutboxNotificationService] })
