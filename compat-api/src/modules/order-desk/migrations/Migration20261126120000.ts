import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Each order gets its status page's token. Entries from before get one here: 32 random bytes from
 * two v4 UUIDs (244 random bits), base64url like the ones written at intake.
 */
export class Migration20261126120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "status_token" text null;`)
    this.addSql(
      `update "order_desk_entry" set "status_token" = translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') where "status_token" is null;`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_status_token_unique" ON "order_desk_entry" ("status_token") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_desk_entry_status_token_unique";`)
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "status_token";`)
  }
}
