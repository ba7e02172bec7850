import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

const TABLES = ['reviews', 'guides', 'news'] as const;

/**
 * The search-engine fields of reviews, guides and news: `seo_titolo` and `seo_descrizione` (plain
 * text, null when the page computes its own title and description) and `noindex` (0/1, default 0:
 * 1 keeps the page out of search engines and out of the sitemap).
 */
export function migration019(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const table of TABLES) {
        await db.schema.alterTable(table).addColumn('seo_titolo', 'text').execute();
        await db.schema.alterTable(table).addColumn('seo_descrizione', 'text').execute();
        await db.schema
          .alterTable(table)
          .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of TABLES) {
        for (const column of ['seo_titolo', 'seo_descrizione', 'noindex']) await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
