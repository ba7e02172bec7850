/** LIMIT standing for "every row from the offset on" (SQLite accepts OFFSET only after a LIMIT). */
export const ALL_ROWS = 1_000_000_000;

export interface Page {
  limit?: number;
  offset?: number;
}

/**
 * ?limit=&offset= applied in SQL (never by slicing in JavaScript). Both absent: every row, the
 * spec's answer. Works on any Kysely select builder.
 */
export function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page: Page): Q {
  let q = query;
  if (page.limit !== undefined || page.offset) q = q.limit(page.limit ?? ALL_ROWS);
  if (page.offset) q = q.offset(page.offset);
  return q;
}
