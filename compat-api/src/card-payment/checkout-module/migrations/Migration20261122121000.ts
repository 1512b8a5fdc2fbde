import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122121000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "sandbox_checkout_session" ("id" text not null, "status" text check ("status" in ('open', 'complete', 'expired')) not null default 'open', "payment_status" text check ("payment_status" in ('paid', 'unpaid', 'no_payment_required')) not null default 'unpaid', "amount_total" integer not null, "currency" text not null default 'usd', "line_items" jsonb not null, "metadata" jsonb null, "success_url" text not null, "cancel_url" text not null, "client_reference_id" text null, "customer_email" text null, "expires_at" timestamptz not null, "completed_at" timestamptz null, "last_decline" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "sandbox_checkout_session_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_sandbox_checkout_session_deleted_at" ON "sandbox_checkout_session" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_sandbox_checkout_session_created_at" ON "sandbox_checkout_session" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_checkout_session" cascade;`);
  }

}
