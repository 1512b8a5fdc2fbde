import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The order's story (issue 26): the projection of Medusa's payment and shipping state onto the desk
 * (payment_state, shipment_state, refunded_amount), when staff last undid a verification, and
 * staff's payment decisions with Reject's reason (payment_history).
 * Existing rows start from the desk's own columns; the next projection corrects them from Medusa.
 */
export class Migration20261128040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "payment_state" text not null default 'awaiting';`)
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "shipment_state" text not null default 'not_shipped';`)
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "refunded_amount" numeric not null default 0;`)
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "raw_refunded_amount" jsonb not null default '{"value":"0","precision":20}';`)
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "payment_undone_at" timestamptz null;`)
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "payment_history" jsonb null;`)
    this.addSql(`update "order_desk_entry" set "payment_state" = case
        when "payment_status" = 'paid' then 'paid'
        when "payment_status" = 'failed' then 'rejected'
        when "payment_confirmed_by_customer" then 'customer_says_paid'
        else 'awaiting' end,
      "shipment_state" = case
        when "order_status" = 'shipped' then 'shipped'
        when "metadata"->'shipping'->>'label_url' is not null then 'label_bought'
        else 'not_shipped' end;`)
    this.addSql(`create index if not exists "IDX_order_desk_entry_payment_state" on "order_desk_entry" ("payment_state") where deleted_at is null;`)
    this.addSql(`create index if not exists "IDX_order_desk_entry_shipment_state" on "order_desk_entry" ("shipment_state") where deleted_at is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_desk_entry_payment_state";`)
    this.addSql(`drop index if exists "IDX_order_desk_entry_shipment_state";`)
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "payment_state", drop column if exists "shipment_state", drop column if exists "refunded_amount", drop column if exists "raw_refunded_amount", drop column if exists "payment_undone_at", drop column if exists "payment_history";`)
  }
}
