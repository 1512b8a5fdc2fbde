// The public-write limits (compat-api/src/legacy/write-limiter.ts) are far above what any spec posts
// from one address or for one e-mail; the security lane's public-writes part lowers them where it tests them.
for (const name of ["LIMIT_ORDERS_PER_HOUR", "LIMIT_ORDERS_PER_EMAIL_PER_HOUR", "LIMIT_CONTACT_PER_HOUR", "LIMIT_CONTACT_PER_EMAIL_PER_HOUR", "LIMIT_PAYMENT_LINKS_PER_HOUR", "LIMIT_STORE_CARTS_PER_HOUR", "LIMIT_STORE_WRITES_PER_HOUR", "LIMIT_REGISTRATIONS_PER_HOUR"]) {
  process.env[name] ??= "100000"
}
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
