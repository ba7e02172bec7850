import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Outside services, jobs, ASIN import and daily refresh:
 * - `job_leases`: one row per scheduled job; the instance holding an unexpired lease runs it, so
 *   with several instances on one database each job runs on one of them only.
 * - `job_runs`: each run of a long task (the daily refresh, 'Aggiorna tutti') with its progress,
 *   readable by every instance (the dashboard polls whichever instance answers).
 * - products: when the data was last refreshed from Amazon, whether the last attempt failed and
 *   why, availability; `product_prices`: the price history, one row per refresh that read a page.
 */
export function migration003(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const real = pg ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text')
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .addColumn('last_started_at', 'text')
        .addColumn('last_finished_at', 'text')
        .addColumn('next_run_after', 'text')
        .addColumn('last_error', 'text')
        .execute();

      await (
        pg
          ? db.schema.createTable('job_runs').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('job_runs').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('stato', 'text', (c) => c.notNull().check(sql`stato in ('in_corso', 'completato', 'interrotto', 'fallito')`))
        .addColumn('totale', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fatti', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('falliti', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('messaggio', 'text')
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('job_runs_job_idx').on('job_runs').columns(['job', 'id']).execute();

      await db.schema.alterTable('products').addColumn('dati_aggiornati_at', 'text').execute();
      await db.schema.alterTable('products').addColumn('aggiornamento_fallito_at', 'text').execute();
      await db.schema.alterTable('products').addColumn('aggiornamento_errore', 'text').execute();
      await db.schema.alterTable('products').addColumn('disponibile', 'integer').execute();
      await db.schema.createIndex('products_refresh_idx').on('products').column('dati_aggiornati_at').execute();

      await (
        pg
          ? db.schema.createTable('product_prices').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('product_prices').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('id_prodotto', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('prezzo_originale', real)
        .addColumn('prezzo_scontato', real)
        .addColumn('valutazione', real)
        .addColumn('disponibile', 'integer')
        .addColumn('rilevato_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_prices_product_idx').on('product_prices').columns(['id_prodotto', 'rilevato_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('product_prices').execute();
      await db.schema.dropIndex('products_refresh_idx').execute();
      for (const col of ['disponibile', 'aggiornamento_errore', 'aggiornamento_fallito_at', 'dati_aggiornati_at']) {
        await db.schema.alterTable('products').dropColumn(col).execute();
      }
      await db.schema.dropTable('job_runs').execute();
      await db.schema.dropTable('job_leases').execute();
    },
  };
}
