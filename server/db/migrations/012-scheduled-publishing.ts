import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/** The content tables that can be scheduled. */
export const SCHEDULED_TABLES = ['reviews', 'guides', 'news'] as const;

/**
 * Scheduled publishing of reviews, guides and news: `pubblicazione_programmata` is when the
 * scheduler publishes the item (ISO-8601 UTC, null when none is set), `programmata_da` the username
 * who scheduled it (the publication's revision names it; the record outlives the account).
 * A partial index on the set times keeps the scheduler's minute query on the few scheduled rows.
 */
export function migration012(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const table of SCHEDULED_TABLES) {
        await db.schema.alterTable(table).addColumn('pubblicazione_programmata', 'text').execute();
        await db.schema.alterTable(table).addColumn('programmata_da', 'text').execute();
        await db.schema.createIndex(`${table}_scheduled_idx`).on(table).column('pubblicazione_programmata').where('pubblicazione_programmata', 'is not', null).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of SCHEDULED_TABLES) {
        await db.schema.dropIndex(`${table}_scheduled_idx`).ifExists().execute();
        await db.schema.alterTable(table).dropColumn('programmata_da').execute();
        await db.schema.alterTable(table).dropColumn('pubblicazione_programmata').execute();
      }
    },
  };
}
