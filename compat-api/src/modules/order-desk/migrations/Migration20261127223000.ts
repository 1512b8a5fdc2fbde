import { Migration } from "@medusajs/framework/mikro-orm/migrations"
// Named apart from card-checkout's Migration20261127220000: Medusa records migrations by name in one table for every module.

/**
 * The order request's fingerprint: a payment session id `manual_<method>_<timestamp>` no longer
 * makes one order of two different requests (two shoppers in the same millisecond, or someone who
 * sends another shopper's key). Card sessions (cs_…) and Medusa's orders stay one entry per id.
 */
export class Migration20261127223000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "request_fingerprint" text null;`)
    this.addSql(`drop index if exists "IDX_order_desk_entry_payment_session_id_unique";`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_payment_session_id_request_fingerprint_unique" ON "order_desk_entry" ("payment_session_id", "request_fingerprint") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_payment_session_id_unique" ON "order_desk_entry" ("payment_session_id") WHERE deleted_at IS NULL AND payment_session_id NOT LIKE 'manual_%';`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_desk_entry_payment_session_id_request_fingerprint_unique";`)
    this.addSql(`drop index if exists "IDX_order_desk_entry_payment_session_id_unique";`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_payment_session_id_unique" ON "order_desk_entry" ("payment_session_id") WHERE deleted_at IS NULL;`)
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "request_fingerprint";`)
  }
}
