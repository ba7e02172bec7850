import { type CompiledQuery, type Expression, type SqlBool, sql } from 'kysely';
import type { ContentStatus } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { PRODUCT_SEARCH_SQL } from '../db/migrations/008-search-and-paging.ts';

/**
 * Public search (spec section 5): trimmed, case-insensitive substring, on the product's short name
 * (else its full name), the guide's title, the news item's title or summary. Served by an index
 * (migration 008): SQLite FTS5 trigram tables, PostgreSQL pg_trgm GIN indexes with ILIKE.
 */
export const MAX_SUGGESTIONS = 5;
export const MAX_SEARCH_LENGTH = 100;
/** The trigram index answers queries of at least 3 characters; shorter ones scan (bounded by LIMIT). */
const TRIGRAM = 3;

export type SearchKind = 'prodotti' | 'guide' | 'notizie';

export function normalizeSearch(q: string | null | undefined): string {
  return (q ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
}

const likeEscaped = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 phrase: the text in double quotes (quotes doubled), so nothing in it is query syntax. */
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

const TARGET = {
  prodotti: { table: 'products', fts: 'products_fts', texts: [sql.raw(PRODUCT_SEARCH_SQL.replace(/(nome_sintetico|nome_prodotto)/g, 'products.$1'))] },
  guide: { table: 'guides', fts: 'guides_fts', texts: [sql.raw('guides.titolo')] },
  notizie: { table: 'news', fts: 'news_fts', texts: [sql.raw('news.titolo'), sql.raw("coalesce(news.sommario, '')")] },
} as const;

/**
 * A WHERE condition on `<table>.id` for a (normalised, non-empty) query. The PostgreSQL ILIKE
 * expressions match the trigram indexes' expressions exactly, so the planner can use them.
 */
export function searchCondition(db: Db, kind: SearchKind, query: string): Expression<SqlBool> {
  const target = TARGET[kind];
  const pattern = likeEscaped(query);
  if (db.dialect === 'postgres') {
    return sql<SqlBool>`(${sql.join(
      target.texts.map((t) => sql`(${t}) ilike ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  }
  if ([...query].length >= TRIGRAM) {
    return sql<SqlBool>`${sql.raw(`${target.table}.id`)} in (select rowid from ${sql.raw(target.fts)} where ${sql.raw(target.fts)} match ${ftsPhrase(query)})`;
  }
  // 1–2 characters: the trigram index cannot answer; a substring scan (SQLite's lower() folds ASCII only).
  return sql<SqlBool>`(${sql.join(
    target.texts.map((t) => sql`lower(${t}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * The query of the suggestions: up to 5 distinct names of published items matching the text,
 * alphabetical. Drafts are never suggested: products need a published review, guides and news
 * must be published. Exported so tests can ask the database how it runs it (EXPLAIN).
 */
export function suggestionQuery(db: Db, kind: SearchKind, q: string, categoria?: number): { compile(): CompiledQuery; execute(): Promise<Array<{ label: string }>> } {
  const k = db.kysely;
  const label = sql<string>`${TARGET[kind].texts[0]}`.as('label');
  const match = searchCondition(db, kind, q);
  if (kind === 'prodotti') {
    return k
      .selectFrom('products')
      .innerJoin('reviews', 'reviews.id_prodotto', 'products.id')
      .where('reviews.stato', '=', 'pubblicata')
      .$if(categoria !== undefined, (qb) => qb.where('products.id_categoria', '=', categoria!))
      .where(match)
      .select(label)
      .distinct()
      .orderBy('label')
      .limit(MAX_SUGGESTIONS);
  }
  return k.selectFrom(TARGET[kind].table).where('stato', '=', 'pubblicata').where(match).select(label).distinct().orderBy('label').limit(MAX_SUGGESTIONS);
}

/** Up to 5 suggestions for the public search box (spec section 9); none for a blank query. */
export async function suggestPublished(db: Db, kind: SearchKind, query: string, categoria?: number): Promise<string[]> {
  const q = normalizeSearch(query);
  if (!q) return [];
  return (await suggestionQuery(db, kind, q, categoria).execute()).map((r) => r.label);
}

/** COUNT of the guides or news items in a status (none: all) matching the public search text (none: all). */
export async function countMatching(db: Db, kind: 'guide' | 'notizie', stato: ContentStatus | undefined, query: string | undefined): Promise<number> {
  const text = normalizeSearch(query);
  const row = await db.kysely
    .selectFrom(TARGET[kind].table)
    .$if(stato !== undefined, (qb) => qb.where('stato', '=', stato!))
    .$if(text !== '', (qb) => qb.where(searchCondition(db, kind, text)))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
