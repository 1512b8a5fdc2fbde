// Medusa's runner puts the database back before every test by dropping it and copying it again from
// a template (restorePostgresDatabaseFromTemplate): about a second each here, as DROP DATABASE waits
// for a checkpoint (every dirty page of every database on the machine written and synced) and the
// app's connections are cut. 258 tests pay it. This puts back, in place, only the tables a test
// wrote to: at the snapshot each table gets a statement trigger that notes its name when written,
// and the rows of every non-empty table are copied into a schema of their own; a restore then
// deletes and re-inserts the noted tables' rows (foreign keys off for that transaction) and resets
// the sequences. The same rows, the same ids, no checkpoint. Whatever it cannot put back in place
// (a table or column added or removed, a lock held past a few seconds) falls back to Medusa's copy
// from the template, which is still made at the snapshot. SHOP_FULL_RESTORE=1: Medusa's restore only;
// SHOP_RESTORE_DEBUG=1: each restore's kind and time on stderr.

// eslint-disable-next-line @typescript-eslint/no-var-requires
const templates: {
  createPostgresDatabaseTemplate: (o: { databaseName: string; templateName: string }) => Promise<void>
  restorePostgresDatabaseFromTemplate: (o: { databaseName: string; templateName: string }) => Promise<void>
} = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { getDatabaseURL } = require("@medusajs/test-utils/dist/database")

/** What decides whether rows can be put back in place: the tables, their columns and constraints. */
const SCHEMA_SIGNATURE = `
  select md5(coalesce(string_agg(x, ',' order by x), ''))
  from (
    select c.relname || ':' || a.attnum || ':' || a.attname || ':' || a.atttypid::text as x
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    union all
    select c.relname || '/' || k.conname
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
  ) s`

/**
 * The notes, the snapshots' bookkeeping and the functions that take and restore them (installed on
 * the test's database at its first snapshot; again at each, harmlessly). A snapshot's rows live in a
 * schema of their own, so a spec can keep more than one (helpers/runner.ts, section()).
 */
const INSTALL_SQL = `
  create schema if not exists shop_snapshot;
  create table if not exists shop_snapshot.dirty (name text not null);
  create table if not exists shop_snapshot.snapshots (name text primary key, rows_schema text not null, signature text not null, copied text[] not null);
  create table if not exists shop_snapshot.sequences (snapshot text not null, name text not null, last_value bigint not null, is_called boolean not null, primary key (snapshot, name));
  create table if not exists shop_snapshot.current (name text not null);

  create or replace function shop_snapshot.mark() returns trigger language plpgsql as $$
  begin
    -- no unique key: two transactions noting the same table never wait for each other
    if not exists (select 1 from shop_snapshot.dirty where name = tg_table_name) then
      insert into shop_snapshot.dirty values (tg_table_name);
    end if;
    return null;
  end $$;

  create or replace function shop_snapshot.signature() returns text language sql as $$ ${SCHEMA_SIGNATURE} $$;

  -- The database as it is now becomes the snapshot "snap" (and the one it equals).
  create or replace function shop_snapshot.take(snap text) returns void language plpgsql as $$
  declare t record; rows_schema text := 'shop_snapshot_' || md5(snap); has_rows boolean; copied text[] := '{}'; lv bigint; called boolean;
  begin
    execute format('drop schema if exists %I cascade', rows_schema);
    execute format('create schema %I', rows_schema);
    delete from shop_snapshot.snapshots where name = snap;
    delete from shop_snapshot.sequences where snapshot = snap;
    for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' loop
      execute format('create or replace trigger shop_snapshot_mark after insert or update or delete or truncate on public.%I for each statement execute function shop_snapshot.mark()', t.relname);
      execute format('select exists (select 1 from public.%I)', t.relname) into has_rows;
      if has_rows then
        execute format('create table %I.%I as select * from public.%I', rows_schema, t.relname, t.relname);
        copied := copied || t.relname::text;
      end if;
    end loop;
    for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' loop
      execute format('select last_value, is_called from public.%I', t.relname) into lv, called;
      insert into shop_snapshot.sequences values (snap, t.relname, lv, called);
    end loop;
    insert into shop_snapshot.snapshots values (snap, rows_schema, shop_snapshot.signature(), copied);
    delete from shop_snapshot.current;
    insert into shop_snapshot.current values (snap);
    delete from shop_snapshot.dirty;
  end $$;

  -- Puts the rows of snapshot "snap" back: the tables written since the database last equalled a
  -- snapshot, and, when that was another one, every table either of them holds rows in. False when
  -- it cannot (no such snapshot here, or tables or columns changed since).
  create or replace function shop_snapshot.restore(snap text) returns boolean language plpgsql as $$
  declare s shop_snapshot.snapshots; cur text; t text; q record;
  begin
    select * into s from shop_snapshot.snapshots where name = snap;
    if not found or shop_snapshot.signature() <> s.signature then
      return false;
    end if;
    select name into cur from shop_snapshot.current;
    set local lock_timeout = '5s';
    -- no foreign-key checks nor triggers (the notes included) while the rows go back
    set local session_replication_role = replica;
    for t in
      select name from shop_snapshot.dirty
      union select unnest(copied) from shop_snapshot.snapshots where cur is distinct from snap and name in (cur, snap)
    loop
      execute format('delete from public.%I', t);
      if t = any (s.copied) then
        execute format('insert into public.%I select * from %I.%I', t, s.rows_schema, t);
      end if;
    end loop;
    for q in select * from shop_snapshot.sequences where snapshot = snap loop
      perform setval(format('public.%I', q.name), q.last_value, q.is_called);
    end loop;
    delete from shop_snapshot.dirty;
    delete from shop_snapshot.current;
    insert into shop_snapshot.current values (snap);
    return true;
  end $$;`

/** Runs `sql` on the database `name` over a connection of its own. */
async function onDatabase<T>(name: string, use: (client: import("pg").Client) => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { Client } = require("pg") as typeof import("pg")
  const client = new Client({ connectionString: getDatabaseURL(name) })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const log = (line: string) => process.stderr.write(`[restore] ${line}\n`)

/** Replaces the runner's snapshot and restore (its module's exports, which it reads at each call). */
export function useInPlaceRestore() {
  if ((templates as { inPlace?: boolean }).inPlace) return
  const inPlace = process.env.SHOP_FULL_RESTORE !== "1"
  const snapshot = templates.createPostgresDatabaseTemplate
  const restore = templates.restorePostgresDatabaseFromTemplate
  Object.assign(templates, {
    inPlace: true,
    async createPostgresDatabaseTemplate(options: { databaseName: string; templateName: string }) {
      // One transaction: the copies are the rows of one moment (rolled back whole if anything fails).
      if (inPlace) {
        await onDatabase(options.databaseName, async (db) => {
          await db.query("begin isolation level repeatable read")
          await db.query(INSTALL_SQL)
          await db.query("select shop_snapshot.take($1)", [options.templateName])
          await db.query("commit")
        }).catch((e) => log(`cannot restore in place: ${e.message}`))
      }
      // The template as well (with the notes and copies in it): the fallback restores from it.
      await snapshot(options)
    },
    async restorePostgresDatabaseFromTemplate(options: { databaseName: string; templateName: string }) {
      const t = Date.now()
      let why = "SHOP_FULL_RESTORE=1"
      const done =
        inPlace &&
        (await onDatabase(options.databaseName, async (db) => (await db.query("select shop_snapshot.restore($1) as done", [options.templateName])).rows[0].done).then(
          (ok) => ok || ((why = "the tables changed"), false),
          (e) => ((why = e.message), false)
        ))
      if (!done) await restore(options)
      if (process.env.SHOP_RESTORE_DEBUG) log(`${options.templateName} ${done ? "in place" : `from the template (${why})`} in ${Date.now() - t} ms`)
    },
  })
}
