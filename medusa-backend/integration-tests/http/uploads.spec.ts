import { sections, shopIntegrationRunner } from "../helpers/runner"
import { seedShop } from "../../src/scripts/seed-shop"
import { shippingSandbox } from "../uploads/shipping-sandbox"
import { adminShopShipping } from "../uploads/admin-shop-shipping"
import { productsAdmin } from "../uploads/products-admin"

jest.setTimeout(240_000)

/**
 * The specs that boot Medusa with default settings but an upload folder of their own (a temporary
 * one, helpers/shop.ts useUploadDir, shared by the sections: one boot), whose files they read: each
 * former spec file is a section in integration-tests/uploads/<name>.ts that starts from the seeded shop and adds its
 * own seeding (helpers/runner.ts, section()). shipping-sandbox comes before admin-shop-shipping: it
 * reads the first label file of the folder.
 */
shopIntegrationRunner({
  testSuite: sections({ base: ({ getContainer }) => seedShop(getContainer()) }, shippingSandbox, adminShopShipping, productsAdmin),
})
