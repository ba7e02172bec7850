import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Large catalogues: the text the public search looks in, per list (spec section 5), and
 * an index that serves substring matches on it, plus the indexes the paged lists need.
 *
 * SQLite: one FTS5 table per list with the `trigram` tokenizer (case-insensitive substring
 * matching for queries of 3+ characters), kept in sync by triggers; rowid = the item's id.
 * PostgreSQL: pg_trgm GIN indexes on the same expressions, used by ILIKE '%…%'.
 *
 * The expressions must stay identical to the ones in server/domain/search.ts.
 */
export const PRODUCT_SEARCH_SQL = "coalesce(nullif(nome_sintetico, ''), nome_prodotto)";

/**
 * Indexes in the order the paged lists read (001 already has reviews and guides by status and
 * update, products by creation, guide_products by product): news newest first by the date they
 * sort on, products of one category newest first.
 */
const PAGING_INDEXES: Array<[name: string, table: string, columns: string]> = [
  ['news_stato_ordine_idx', 'news', 'stato, (coalesce(data_pubblicazione, created_at))'],
  ['products_categoria_created_idx', 'products', 'id_categoria, created_at'],
];

const FTS: Array<{ table: string; fts: string; columns: Record<string, string> }> = [
  { table: 'products', fts: 'products_fts', columns: { nome: PRODUCT_SEARCH_SQL } },
  { table: 'guides', fts: 'guides_fts', columns: { titolo: 'titolo' } },
  { table: 'news', fts: 'news_fts', columns: { titolo: 'titolo', sommario: "coalesce(sommario, '')" } },
];

async function sqliteUp(db: Kysely<any>) {
  for (const { table, fts, columns } of FTS) {
    const names = Object.keys(columns);
    const newValues = (prefix: string) => Object.values(columns).map((expr) => expr.replace(/\b(nome_sintetico|nome_prodotto|titolo|sommario)\b/g, `${prefix}.$1`));
    await sql.raw(`create virtual table ${fts} using fts5(${names.join(', ')}, tokenize = 'trigram')`).execute(db);
    await sql.raw(`insert into ${fts}(rowid, ${names.join(', ')}) select id, ${Object.values(columns).join(', ')} from ${table}`).execute(db);
    await sql
      .raw(`create trigger ${fts}_ai after insert on ${table} begin insert into ${fts}(rowid, ${names.join(', ')}) values (new.id, ${newValues('new').join(', ')}); end`)
      .execute(db);
    await sql.raw(`create trigger ${fts}_ad after delete on ${table} begin delete from ${fts} where rowid = old.id; end`).execute(db);
    const watched = [...new Set(Object.values(columns).flatMap((e) => e.match(/\b(nome_sintetico|nome_prodotto|titolo|sommario)\b/g) ?? []))];
    await sql
      .raw(
        `create trigger ${fts}_au after update of ${watched.join(', ')} on ${table} begin ` +
          `update ${fts} set ${names.map((n, i) => `${n} = ${newValues('new')[i]}`).join(', ')} where rowid = new.id; end`,
      )
      .execute(db);
  }
}

/** Installed once per database, in public (test files each have their own schema, later dropped). */
async function ensurePgTrgm(db: Kysely<any>) {
  const installed = async () => (await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db)).rows.length > 0;
  if (await installed()) return;
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch (err) {
    // Two instances (or test files) creating it at once: the loser sees a duplicate; fine if it is there now.
    if (!(await installed())) throw err;
  }
}

async function postgresUp(db: Kysely<any>) {
  await ensurePgTrgm(db);
  // The extension lives in the public schema (or wherever it was first created): name its operator class fully.
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const ops = `${rows[0]?.schema ?? 'public'}.gin_trgm_ops`;
  for (const { table, columns } of FTS) {
    for (const [name, expr] of Object.entries(columns)) {
      await sql.raw(`create index ${table}_${name}_trgm_idx on ${table} using gin ((${expr}) ${ops})`).execute(db);
    }
  }
}

export function migration008(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const [name, table, columns] of PAGING_INDEXES) await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
      await (dialect === 'postgres' ? postgresUp(db) : sqliteUp(db));
    },
    async down(db: Kysely<any>) {
      for (const [name] of PAGING_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      for (const { table, fts, columns } of FTS) {
        if (dialect === 'postgres') {
          for (const name of Object.keys(columns)) await db.schema.dropIndex(`${table}_${name}_trgm_idx`).ifExists().execute();
        } else {
          for (const t of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${fts}_${t}`).execute(db);
          await sql.raw(`drop table if exists ${fts}`).execute(db);
        }
      }
    },
  };
}
