import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Staff's internal notes on an order (issue 27 point 8): one row per note. */
export class Migration20261128072702 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "order_note" ("id" text not null, "entry_id" text not null, "text" text not null, "author_id" text null, "author_name" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_note_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_order_note_entry_id_created_at" on "order_note" ("entry_id", "created_at") where deleted_at is null;`)
    this.addSql(`create index if not exists "IDX_order_note_deleted_at" on "order_note" ("deleted_at") where deleted_at is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_note" cascade;`)
  }
}
