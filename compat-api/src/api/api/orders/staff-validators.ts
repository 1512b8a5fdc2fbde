/** The staff order calls' bodies (@shop/contract). */
export { ApiPatchOrder, ApiPatchPayment, ApiPatchStatus, ApiPostLimit, ApiPostRestore, ArchivedOrdersQuery } from "@shop/contract"
