/**
 * The shop's modules live in the compat-api plugin (compat-api/src/modules). The app under test
 * loads them from the built plugin (`npm run build:plugins`), so the specs take their values from
 * there too (one copy of each module in the process) and their types from the sources (checked
 * by integration-tests/tsconfig.json).
 */
import * as builtCardCheckout from "compat-api/modules/card-checkout"
import * as builtContact from "compat-api/modules/contact"
import * as builtOrderDesk from "compat-api/modules/order-desk"
import * as builtShipping from "compat-api/modules/shipping"
import type * as cardCheckout from "../../../compat-api/src/modules/card-checkout"
import type * as contact from "../../../compat-api/src/modules/contact"
import type * as orderDesk from "../../../compat-api/src/modules/order-desk"
import type * as shipping from "../../../compat-api/src/modules/shipping"

export const ORDER_DESK_MODULE: typeof orderDesk.ORDER_DESK_MODULE = builtOrderDesk.ORDER_DESK_MODULE
export const CARD_CHECKOUT_MODULE: typeof cardCheckout.CARD_CHECKOUT_MODULE = builtCardCheckout.CARD_CHECKOUT_MODULE
export const CONTACT_MODULE: typeof contact.CONTACT_MODULE = builtContact.CONTACT_MODULE
export const SHIPPING_MODULE: typeof shipping.SHIPPING_MODULE = builtShipping.SHIPPING_MODULE
export const ShippingUpstreamError: typeof shipping.ShippingUpstreamError = builtShipping.ShippingUpstreamError
export const USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL: typeof shipping.USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL =
  builtShipping.USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL

export type OrderDeskModuleService = orderDesk.OrderDeskModuleService
export type OrderDeskEntryDTO = orderDesk.OrderDeskEntryDTO
export type CardCheckoutModuleService = cardCheckout.CardCheckoutModuleService
export type ContactModuleService = contact.ContactModuleService
export type ShippingModuleService = shipping.ShippingModuleService

/** The reader of the sample label's PDF (pure functions, shared with the shipping module's unit specs). */
export { decodeCode128, pdfBarcodeWidths, pdfPageSizes, pdfTextLines } from "../../../compat-api/src/modules/shipping/__tests__/label-pdf"
