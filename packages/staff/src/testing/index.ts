/** The test fakes of the shop's API, one for both back offices' tests (vitest: imports `vi`), and what their tests read off the same screens (Testing Library). */
export * from "./answers"
export * from "./fixtures"
export * from "./fake-shop"
export * from "./order-filters"
export * from "./screens"
export * from "./summary"
export * from "./users"
