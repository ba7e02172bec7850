import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The shared cache's purges as staff see them in Panoramica (decision 0071): one row per kind of
 * shared cache ('http', 'cloudflare', 'fastly'), written by the instance that purges.
 * - `ultimo_successo_il`: the last purge the cache confirmed (ISO-8601 UTC), null before the first.
 * - `fallisce_dal`, `tentativi_falliti`, `ultimo_errore` (Italian, never a secret), `tag_in_attesa`
 *   (the topics still to purge, space-separated): set while a purge keeps failing (from its third
 *   failed attempt), cleared by the next success.
 * Visitors never read this table: its writes are not announced.
 */
export function migration027(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('shared_cache_purges')
        .addColumn('servizio', 'text', (c) => c.primaryKey())
        .addColumn('ultimo_successo_il', 'text')
        .addColumn('fallisce_dal', 'text')
        .addColumn('tentativi_falliti', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ultimo_errore', 'text')
        .addColumn('tag_in_attesa', 'text')
        .addColumn('aggiornato_il', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('shared_cache_purges').ifExists().execute();
    },
  };
}
