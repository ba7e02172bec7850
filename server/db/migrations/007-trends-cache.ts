import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Google Trends answers cached for an hour in the database, so every instance shares
 * them. One row per request (terms, period, country), replaced when it has expired.
 */
export function migration007(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('trends_cache')
        // sha256 of the normalised request (terms in order, period, country, language).
        .addColumn('chiave', 'text', (c) => c.primaryKey())
        // The request as text, for whoever reads the table.
        .addColumn('richiesta', 'text', (c) => c.notNull())
        // The computed result (JSON).
        .addColumn('risultato', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('trends_cache_expires_idx').on('trends_cache').column('expires_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('trends_cache').execute();
    },
  };
}
