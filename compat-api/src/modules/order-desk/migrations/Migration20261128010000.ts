import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The placement no longer goes through a cart (the place-order workflow makes Medusa's order
 * directly): the entry's `cart_id`, the cart of an interrupted claim, is never written or read.
 */
export class Migration20261128010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "cart_id";`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "cart_id" text null;`)
  }
}
