// Once per jest run (integration:http): the migrated template database every spec file's database is
// copied from (scripts/lib/db-template.cjs), so Medusa's runner finds nothing to migrate. Its name
// goes to the workers in SHOP_TEMPLATE_DATABASE (helpers/runner.ts).
module.exports = async function globalSetup() {
  if (process.env.SHOP_TEMPLATE_DATABASE) return
  const { ensureTemplate } = require("../../scripts/lib/db-template.cjs")
  const host = process.env.DB_HOST ?? "localhost"
  const user = encodeURIComponent(process.env.DB_USERNAME || "postgres")
  const password = process.env.DB_PASSWORD ? `:${encodeURIComponent(process.env.DB_PASSWORD)}` : ""
  const server = `postgres://${user}${password}@${host}:${process.env.DB_PORT ?? "5432"}/postgres`
  process.env.SHOP_TEMPLATE_DATABASE = await ensureTemplate({ server, log: (line) => console.log(`\n[integration] ${line}`) })
  process.env.SHOP_TEMPLATE_SERVER = server
}
