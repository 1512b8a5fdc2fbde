import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Staff's e-mail replies to a message (issue 27 point 7): when the last one went, who sent it, how many. */
export class Migration20261128072701 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" add column if not exists "replied_at" timestamptz null, add column if not exists "replied_by" text null, add column if not exists "reply_count" integer not null default 0;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" drop column if exists "replied_at", drop column if exists "replied_by", drop column if exists "reply_count";`)
  }
}
