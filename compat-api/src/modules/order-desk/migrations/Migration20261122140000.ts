import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The order-desk entry becomes the order's intake record: reserved number, placement state, intake. */
export class Migration20261122140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "placement" text check ("placement" in ('queued', 'placing', 'placed', 'failed')) not null default 'queued', add column if not exists "placement_attempts" integer not null default 0, add column if not exists "placement_started_at" timestamptz null, add column if not exists "next_attempt_at" timestamptz null, add column if not exists "placement_error" text null, add column if not exists "intake" jsonb null;`)
    // Entries written before the intake existed were placed synchronously.
    this.addSql(`update "order_desk_entry" set "placement" = 'placed' where "order_id" is not null;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_order_display_id_unique" ON "order_desk_entry" ("order_display_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_entry_placement" ON "order_desk_entry" ("placement") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_desk_entry_placement";`)
    this.addSql(`drop index if exists "IDX_order_desk_entry_order_display_id_unique";`)
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "placement", drop column if exists "placement_attempts", drop column if exists "placement_started_at", drop column if exists "next_attempt_at", drop column if exists "placement_error", drop column if exists "intake";`)
  }
}
