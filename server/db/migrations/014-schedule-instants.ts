import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';
import { SCHEDULED_TABLES } from './012-scheduled-publishing.ts';

/**
 * Scheduled times as comparable instants. Before the two-year bound the API stored any
 * date it was given, and a year past 9999 is written '+010000-…' by toISOString(): such a time
 * (or one that does not read as a date at all) is cleared, the item staying a draft without
 * schedule; every other time is rewritten as UTC with milliseconds ('2027-06-01T07:00:00.000Z'),
 * the one shape the API writes. Idempotent; the scheduled rows are few (a partial index holds them).
 */
export function migration014(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const table of SCHEDULED_TABLES) {
        const rows: Array<{ id: number; pubblicazione_programmata: string }> = await db
          .selectFrom(table)
          .select(['id', 'pubblicazione_programmata'])
          .where('pubblicazione_programmata', 'is not', null)
          .execute();
        for (const row of rows) {
          const at = Date.parse(row.pubblicazione_programmata);
          const iso = Number.isNaN(at) ? null : new Date(at).toISOString();
          const kept = iso !== null && /^\d{4}-/.test(iso) ? iso : null;
          if (kept === row.pubblicazione_programmata) continue;
          await db
            .updateTable(table)
            .set(kept ? { pubblicazione_programmata: kept } : { pubblicazione_programmata: null, programmata_da: null })
            .where('id', '=', row.id)
            .where('pubblicazione_programmata', '=', row.pubblicazione_programmata)
            .execute();
        }
      }
    },
    async down() {
      // Nothing to undo: the times kept are the same instants.
    },
  };
}
