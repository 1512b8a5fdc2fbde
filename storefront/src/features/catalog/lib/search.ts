/** Product search over English and Khmer text: the contract's rules, which the server's paged catalog read uses too. */
export { matchesQuery, queryTerms } from "@shop/contract"
