import { sections, shopIntegrationRunner } from "../helpers/runner"
import { seedShop } from "../../src/scripts/seed-shop"
import { adminShop } from "../default/admin-shop"
import { orders } from "../default/orders"
import { staff } from "../default/staff"
import { staffOrdersUndo } from "../default/staff-orders-undo"
import { security } from "../default/security"
import { contactHistory } from "../default/contact-history"
import { ordersPrint } from "../default/orders-print"
import { shopSettings } from "../default/shop-settings"
import { ordersQuery } from "../default/orders-query"
import { staffRoles } from "../default/staff-roles"
import { shopCatalog } from "../default/shop"
import { catalogReadModel } from "../default/catalog-read-model"

jest.setTimeout(240_000)

/**
 * Every spec that boots Medusa with its default settings (no fake Stripe, Shippo, S3 or SMTP, the
 * uploads in medusa-backend/static), on one boot: each former spec file is a section in
 * integration-tests/default/<name>.ts that starts from the seeded shop (every one of them seeds it) and adds its own
 * seeding (helpers/runner.ts, section()). Add tests to a section, or a section here, rather than a
 * new spec file (each boots Medusa: ~20 s of CPU). The specs with an upload folder of their own are
 * uploads.spec.ts.
 */
shopIntegrationRunner({
  testSuite: sections(
    { base: ({ getContainer }) => seedShop(getContainer()) },
    adminShop, orders, staff, staffOrdersUndo, security,
    contactHistory, ordersPrint, shopSettings, ordersQuery, staffRoles, shopCatalog, catalogReadModel
  ),
})
