import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { MANUAL_PAYMENT_SERVICES } from "./service"

/** Registered with id "manual": pp_cashapp_manual, pp_venmo_manual, pp_zelle_manual, pp_paypal_manual, pp_aba_manual. */
export default ModuleProvider(Modules.PAYMENT, { services: MANUAL_PAYMENT_SERVICES })

/** The recipients from the environment, for this provider's entry in medusa-config.ts. */
export { manualPaymentOptions } from "./options"
