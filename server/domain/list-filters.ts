import { type Expression, type SqlBool, sql } from 'kysely';
import { normalizeSearch } from './search.ts';

/** `q` as a LIKE pattern matching it anywhere, lower case, with `%`, `_` and `\` literal (ESCAPE '\'). */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search of the dashboard lists (GET /api/prodotti?q=, /api/recensioni?q=): a case-insensitive
 * substring of any of `columns`, in SQL. Unlike the public search (search.ts) it also reads the
 * columns the editors know an item by (display name, ASIN, title), which no index serves: at most
 * a few thousand rows are scanned, staff only page through them. `%`, `_` and `\` are literal.
 * Null when there is nothing to look for.
 */
export function containsText(columns: readonly string[], q: string | undefined): Expression<SqlBool> | null {
  const text = normalizeSearch(q);
  if (!text) return null;
  const pattern = likePattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
