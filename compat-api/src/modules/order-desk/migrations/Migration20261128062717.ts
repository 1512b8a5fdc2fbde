import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The orders list's search (issue 27): `search_text`, one lower-case line per entry with what staff
 * search by (order number, name, e-mail, payment memo, the lines' product names and ids, the phone's
 * digits), kept by a trigger on every write of those columns (the checkout's intake, an order
 * recorded from Medusa, an edit), so no writer can forget it; existing rows are filled here. A
 * trigram index (pg_trgm) serves `like '%…%'` on it; without the extension (a PostgreSQL built
 * without contrib) the column still works, only unindexed. The Khmer product names are matched
 * through the products' ids at query time (orders/order-query.ts), so a renamed translation counts.
 * Plus an index for the date filter on the listed entries, newest number first.
 */
export class Migration20261128062717 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_desk_entry" add column if not exists "search_text" text null;`)
    this.addSql(`create or replace function "order_desk_entry_search_text"() returns trigger language plpgsql as $$
begin
  new."search_text" := lower(concat_ws(' ',
    '#' || new."order_display_id"::text,
    new."customer_name",
    new."customer_email",
    coalesce(new."intake"->'input'->>'orderNumber', new."intake"->>'paymentReference'),
    (select string_agg(concat_ws(' ', l->>'name', l->>'id'), ' ')
       from jsonb_array_elements(case when jsonb_typeof(new."intake"->'lines') = 'array' then new."intake"->'lines' else '[]'::jsonb end) l),
    regexp_replace(coalesce(new."customer_phone", ''), '[^0-9]', '', 'g')
  ));
  return new;
end $$;`)
    this.addSql(`drop trigger if exists "order_desk_entry_search_text" on "order_desk_entry";`)
    this.addSql(`create trigger "order_desk_entry_search_text" before insert or update of "order_display_id", "customer_name", "customer_email", "customer_phone", "intake"
      on "order_desk_entry" for each row execute function "order_desk_entry_search_text"();`)
    // fills every existing row through the trigger
    this.addSql(`update "order_desk_entry" set "order_display_id" = "order_display_id";`)
    this.addSql(`do $$ begin
  create extension if not exists pg_trgm;
exception when others then
  raise notice 'pg_trgm is not available: the orders search stays unindexed';
end $$;`)
    this.addSql(`do $$ begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    create index if not exists "IDX_order_desk_entry_search_text" on "order_desk_entry" using gin ("search_text" gin_trgm_ops) where deleted_at is null;
  end if;
end $$;`)
    this.addSql(`create index if not exists "IDX_order_desk_entry_listed_created_at" on "order_desk_entry" ("created_at") where deleted_at is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_desk_entry_listed_created_at";`)
    this.addSql(`drop index if exists "IDX_order_desk_entry_search_text";`)
    this.addSql(`drop trigger if exists "order_desk_entry_search_text" on "order_desk_entry";`)
    this.addSql(`drop function if exists "order_desk_entry_search_text"();`)
    this.addSql(`alter table if exists "order_desk_entry" drop column if exists "search_text";`)
  }
}
