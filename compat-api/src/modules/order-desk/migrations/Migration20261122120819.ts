import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122120819 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" drop constraint if exists "order_desk_entry_payment_session_id_unique";`);
    this.addSql(`create table if not exists "order_desk_entry" ("id" text not null, "payment_session_id" text not null, "order_id" text null, "order_display_id" integer null, "cart_id" text null, "payment_method" text not null, "payment_status" text not null default 'pending', "payment_confirmed_by_customer" boolean not null default false, "verified_by" text null, "verified_at" timestamptz null, "status" text not null default 'pending', "order_status" text null, "seen" boolean not null default false, "customer_name" text not null, "customer_email" text null, "customer_phone" text not null, "delivery_address" text not null, "notes" text null, "subtotal" numeric null, "delivery_fee" numeric null, "processing_fee" numeric not null default 0, "total" numeric null, "amount_due" numeric null, "metadata" jsonb null, "raw_subtotal" jsonb null, "raw_delivery_fee" jsonb null, "raw_processing_fee" jsonb not null default '{"value":"0","precision":20}', "raw_total" jsonb null, "raw_amount_due" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_desk_entry_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_entry_deleted_at" ON "order_desk_entry" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_desk_entry_payment_session_id_unique" ON "order_desk_entry" ("payment_session_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_entry_order_id" ON "order_desk_entry" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_desk_entry_created_at" ON "order_desk_entry" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_desk_entry" cascade;`);
  }

}
