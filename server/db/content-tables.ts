import { type Kysely, sql } from 'kysely';
import { CACHE_TOPICS, type CacheTopic } from '../../common/cache-topics.ts';
import type { DialectName } from './index.ts';

/**
 * The content tables: every write to one is announced under the table's name, which is the cache
 * topic the public pages and list APIs name (common/cache-topics.ts declares the names, shared with
 * the route modules; decision 0047). The runtime reads this module (server/db/content-changes.ts)
 * and so do the migrations that create the announcing triggers (017 and any later one that adds a
 * content table): a table added here gets its trigger from the next sync, a table without one fails
 * tests/api/content-tables.test.ts.
 *
 * - PostgreSQL: one statement trigger per table, `<table>_content_changed`, calling
 *   scorta_content_changed() (migration 009), which notifies the schema's channel at commit.
 * - SQLite: three row triggers per table, `<table>_content_<insert|update|delete>`, counting the
 *   writes in the table's `content_versions` row.
 */
export const CONTENT_TABLES: readonly CacheTopic[] = CACHE_TOPICS;
export type ContentTable = CacheTopic;

const SQLITE_OPS = ['insert', 'update', 'delete'] as const;

/** The names of the triggers that announce a table's writes. */
export function contentTriggerNames(table: string, dialect: DialectName): string[] {
  return dialect === 'postgres' ? [`${table}_content_changed`] : SQLITE_OPS.map((op) => `${table}_content_${op}`);
}

/** Every announcing trigger of the schema (named as contentTriggerNames does), with its table. */
export async function announcingTriggers(db: Kysely<unknown>, dialect: DialectName): Promise<Array<{ name: string; table: string }>> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as "table"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = current_schema() and t.tgname like '%\\_content\\_changed'`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ name: string; table: string }>`select name, tbl_name as "table" from sqlite_master
    where type = 'trigger' and (name like '%\\_content\\_insert' escape '\\' or name like '%\\_content\\_update' escape '\\' or name like '%\\_content\\_delete' escape '\\')`.execute(
    db,
  );
  return rows;
}

/**
 * The tables of this database's own schema. Not Kysely's introspection: on PostgreSQL it lists the
 * tables of every schema and then reads their columns, so it names another schema's tables as ours
 * and fails when another schema is dropped meanwhile (the tests' throw-away schemas).
 */
async function tablesOfSchema(db: Kysely<unknown>, dialect: DialectName): Promise<Set<string>> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/**
 * Brings the triggers in line with CONTENT_TABLES: each table of the registry that exists gets its
 * missing triggers (and, on SQLite, its counter row); a trigger on a table the registry no longer
 * names is dropped. Safe to run again: what is already right is left as it is. A registry table
 * not created yet is skipped (the migration that creates it syncs again).
 */
export async function syncContentTriggers(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const existingTables = await tablesOfSchema(db, dialect);
  const present = await announcingTriggers(db, dialect);
  const have = new Set(present.map((t) => t.name));
  const wanted = new Set<string>(CONTENT_TABLES);
  for (const trigger of present) {
    if (wanted.has(trigger.table)) continue;
    if (dialect === 'postgres') await sql`drop trigger if exists ${sql.id(trigger.name)} on ${sql.table(trigger.table)}`.execute(db);
    else await sql`drop trigger if exists ${sql.id(trigger.name)}`.execute(db);
  }
  for (const table of CONTENT_TABLES) {
    if (!existingTables.has(table)) continue;
    if (dialect === 'postgres') {
      const [name] = contentTriggerNames(table, dialect);
      if (!have.has(name!))
        await sql`create trigger ${sql.id(name!)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function scorta_content_changed()`.execute(db);
      continue;
    }
    await sql`insert into content_versions (topic, version) values (${table}, 0) on conflict (topic) do nothing`.execute(db);
    for (const op of SQLITE_OPS) {
      const name = `${table}_content_${op}`;
      if (!have.has(name))
        await sql`create trigger ${sql.id(name)} after ${sql.raw(op)} on ${sql.table(table)}
          begin update content_versions set version = version + 1 where topic = ${sql.lit(table)}; end`.execute(db);
    }
  }
}
