/**
 * @shop/staff/shipping: the label dialog and the shipping screens' logic, once for both back
 * offices: rates and their badges, packages and the parcel check, the dialog's state, the label
 * file, failures in the screen's words. What the server needs too stays in @shop/contract.
 */
export * from "./rates"
export * from "./parcel"
export * from "./label-dialog"
export * from "./label-file"
export * from "./failures"
export * from "./use-label-wizard"
export * from "./shipment"
