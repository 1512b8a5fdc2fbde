/** The staff order calls' bodies (@shop/contract). */
export { ApiPatchOrder, ApiPatchPayment, ApiPatchStatus, ApiPostCancel, ApiPostLimit, ApiPostRestore, ArchivedOrdersQuery } from "@shop/contract"
