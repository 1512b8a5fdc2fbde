import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
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

