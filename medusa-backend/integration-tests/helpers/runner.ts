import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import type { ICacheService } from "@medusajs/framework/types"
// @ts-ignore: plain JavaScript shared with the e2e and scale setups
import { copyTemplate } from "../../../scripts/lib/db-template.cjs"
import { useInPlaceRestore } from "./restore"

// The runner's own steps (its module's exports, which it reads at each call): the migrations are
// replaced below for copies of the template.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const runnerSteps: { migrateDatabase: (...args: unknown[]) => Promise<void> } = require("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db")

type RunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

/**
 * Medusa's integration runner on a database copied from the migrated template (global-setup.js,
 * one per schema): the runner creates nothing (the database exists) and skips the modules'
 * migrations (all applied in the template, whose name is the hash of every migration), then syncs
 * the links (nothing to do), boots the app, snapshots the database after the spec's beforeAll and
 * restores it before every test, as usual, but in place (./restore.ts). Without a template (SHOP_TEMPLATE_DATABASE unset) it is
 * Medusa's runner alone.
 */
export function shopIntegrationRunner(options: RunnerOptions) {
  useInPlaceRestore()
  const template = process.env.SHOP_TEMPLATE_DATABASE
  const server = process.env.SHOP_TEMPLATE_SERVER
  if (!template || !server) {
    return medusaIntegrationTestRunner(options)
  }
  const dbName = options.dbName ?? `shop-it-${process.env.JEST_WORKER_ID || "1"}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return describe("", () => {
    const migrate = runnerSteps.migrateDatabase
    beforeAll(async () => {
      await copyTemplate(template, server.replace(/\/postgres$/, `/${encodeURIComponent(dbName)}`))
      runnerSteps.migrateDatabase = async () => {}
    })
    afterAll(() => {
      runnerSteps.migrateDatabase = migrate
    })
    medusaIntegrationTestRunner({ ...options, dbName })
  })
}

/** What the runner hands a test suite: api, getContainer, dbUtils… */
export type SuiteParts = Parameters<RunnerOptions["testSuite"]>[0]
/** One section of a spec file (section() below). */
export type Section = (parts: SuiteParts) => void

/**
 * The tests of what used to be a spec file of their own (now a module in integration-tests/<group>/, beside http/), as a
 * section of a spec that boots Medusa once for several sections with the same settings (each boot
 * costs ~20 s of CPU). A section starts from the spec's base (sections() below) with Medusa's cache
 * empty, runs its own beforeAll hooks (its seeding), and that is the snapshot each of its tests
 * starts from, as when it was a file of its own. Call with `{ testSuite }` as shopIntegrationRunner is.
 */
export function section(name: string, { testSuite }: { testSuite: Section }): Section {
  return (parts) =>
    describe(name, () => {
      beforeAll(async () => {
        await parts.dbUtils.restore({ templateName: baseOf(parts) })
        await parts.getContainer().resolve<ICacheService>(Modules.CACHE).invalidate("*")
      })
      testSuite(parts)
      // After the section's own beforeAll hooks: the snapshot its tests start from.
      beforeAll(() => parts.dbUtils.snapshot())
    })
}

const baseOf = (parts: SuiteParts) => `${parts.dbConfig.dbName}-base`

/**
 * The sections, in this order, on one boot (a spec file's testSuite). `base`: what every section
 * starts from, made once after the boot. Sections that all seed the shop start from the seeded shop
 * (the seed is idempotent): the ids the app keeps in memory a while (the store's region, sales
 * channel and delivery option, compat-api/src/orders/place-order.ts) stay true from one to the next.
 */
export const sections =
  ({ base }: { base?: (parts: SuiteParts) => Promise<unknown> }, ...list: Section[]): Section =>
  (parts) => {
    beforeAll(async () => {
      await base?.(parts)
      await parts.dbUtils.snapshot({ templateName: baseOf(parts) })
    })
    for (const s of list) s(parts)
    afterAll(() => templates.dropPostgresDatabaseTemplate(baseOf(parts)))
  }

// eslint-disable-next-line @typescript-eslint/no-var-requires
const templates: { dropPostgresDatabaseTemplate: (name: string) => Promise<void> } = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
