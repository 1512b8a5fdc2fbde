import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127220000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "card_session_claim" ("id" text not null, "checkout_session_id" text not null, "owner" text not null, "amount" integer not null, "token_hash" text null, "payment_session_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "card_session_claim_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_card_session_claim_deleted_at" ON "card_session_claim" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_card_session_claim_checkout_session_id_unique" ON "card_session_claim" ("checkout_session_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "card_session_claim" cascade;`);
  }

}
