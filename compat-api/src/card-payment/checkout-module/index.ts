import { Module } from "@medusajs/framework/utils"
import CardCheckoutModuleService from "./service"

/** Checkout Sessions for card payments: Stripe when STRIPE_API_KEY is set, else the offline sandbox. */
export const CARD_CHECKOUT_MODULE = "cardCheckout"

export default Module(CARD_CHECKOUT_MODULE, { service: CardCheckoutModuleService })

export { CardCheckoutModuleService }
export type { SandboxSessionPage, CardSessionClaimView } from "./service"
export type { CheckoutSessionView, CreateCheckoutSessionInput } from "../stripe-provider/client"
