import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "sandbox_checkout_session" add column if not exists "amount_refunded" integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "sandbox_checkout_session" drop column if exists "amount_refunded";`);
  }

}
