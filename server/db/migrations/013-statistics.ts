import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Affiliate statistics: page views and clicks on Amazon links, per UTC day, without
 * cookies and without personal data (no IP, no user agent is ever stored).
 * - `page_views`: views of a public page per day (`percorso`: the path without query string).
 * - `link_clicks`: clicks on a product's Amazon link per day and page.
 * - `daily_visitors`: one row per distinct visitor of a day, `hash` = sha256(day salt + IP + user
 *   agent), truncated; kept for today and yesterday only: older days are counted into
 *   `visitor_counts` and deleted, so the hashes do not outlive the day after.
 * - `visitor_counts`: how many distinct visitors a day had, once its hashes are gone.
 * - `visitor_salts`: the random salt of each day, shared by every instance (deleted with the day's hashes).
 * Partial indexes serve 'Da controllare' (unavailable products, failed refreshes).
 * Every instance adds its counts into the same rows (upsert increments), so the unique keys are
 * the rows' identity; the `giorno` first in each serves the range queries.
 */
export function migration013(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('page_views')
        .addColumn('giorno', 'text', (c) => c.notNull())
        .addColumn('percorso', 'text', (c) => c.notNull())
        .addColumn('visite', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_views_pk', ['giorno', 'percorso'])
        .execute();
      await db.schema
        .createTable('link_clicks')
        .addColumn('giorno', 'text', (c) => c.notNull())
        .addColumn('percorso', 'text', (c) => c.notNull())
        .addColumn('id_prodotto', 'integer', (c) => c.notNull())
        .addColumn('clic', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('link_clicks_pk', ['giorno', 'percorso', 'id_prodotto'])
        .execute();
      // 'Da controllare' and the product figures read the clicks of one product over a range.
      await db.schema.createIndex('link_clicks_product_idx').on('link_clicks').columns(['id_prodotto', 'giorno']).execute();
      await db.schema
        .createTable('daily_visitors')
        .addColumn('giorno', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_visitors_pk', ['giorno', 'hash'])
        .execute();
      await db.schema
        .createTable('visitor_counts')
        .addColumn('giorno', 'text', (c) => c.primaryKey())
        .addColumn('visitatori', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('visitor_salts')
        .addColumn('giorno', 'text', (c) => c.primaryKey())
        .addColumn('sale', 'text', (c) => c.notNull())
        .execute();
      // Panoramica's 'Da controllare': the few unavailable products and those whose refresh failed.
      await db.schema.createIndex('products_unavailable_idx').on('products').column('id').where(sql.ref('disponibile'), '=', 0).execute();
      await db.schema.createIndex('products_refresh_error_idx').on('products').column('aggiornamento_errore').where('aggiornamento_errore', 'is not', null).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('products_refresh_error_idx').ifExists().execute();
      await db.schema.dropIndex('products_unavailable_idx').ifExists().execute();
      for (const table of ['visitor_salts', 'visitor_counts', 'daily_visitors', 'link_clicks', 'page_views']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
