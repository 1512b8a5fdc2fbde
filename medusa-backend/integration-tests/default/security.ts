import { section } from "../helpers/runner"
import { ADMIN, STAFF, clearReadModel, seedWith } from "../helpers/shop"
import { CLERK, type SecurityPart } from "../security/runner"
import { storePayments } from "../security/store-payments"
import { signInPart } from "../security/sign-in"
import { accessMatrix } from "../security/access-matrix"
import { deletedUser } from "../security/deleted-user"
import { publicWrites } from "../security/public-writes"
import { headersPart } from "../security/headers"
import { badInput } from "../security/bad-input"
import { crossSiteAdmin } from "../security/cross-site-admin"

jest.setTimeout(240_000)

/**
 * The security lane (SECURITY.md): every door the shop opens, tried as an attacker would, on one
 * booted Medusa. Each concern is a part in ../security/*.ts; add a part to this list rather than a
 * new spec file (each spec file boots Medusa and migrates a database of its own). Payment attacks
 * that need a Stripe key or the sandbox at boot live in payments.spec.ts / payments-sandbox.spec.ts
 * under "security:" describe blocks.
 */
const PARTS: SecurityPart[] = [storePayments, signInPart, deletedUser, accessMatrix, publicWrites, headersPart, badInput, crossSiteAdmin]

export const security = section("security", {
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedWith(getContainer(), ADMIN, STAFF, CLERK)
    })
    beforeEach(async () => {
      await clearReadModel(getContainer())
    })
    for (const part of PARTS) part({ api, getContainer })
  },
})
