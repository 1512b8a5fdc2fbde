import type { MedusaContainer } from "@medusajs/framework/types"

/**
 * What each part of the security lane gets from the one Medusa that `http/default.spec.ts` boots (its section `default/security.ts`):
 * the runner's HTTP client (axios, any status answered when called with `any`) and the container.
 * The shop is seeded once (seedShop + ADMIN, STAFF, CLERK) before any part runs.
 */
export type SecurityRunner = {
  api: any
  getContainer: () => MedusaContainer
}

/** A part of the lane: registers its own `describe` blocks. */
export type SecurityPart = (runner: SecurityRunner) => void

/** A back-office clerk: signs in, but is no shop admin (the staff section of default.spec uses the same account). */
export const CLERK = { username: "chenda", email: "chenda@example.com", password: "bai-sach-chrouk-3", role: "clerk" }
