import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The activity log (decision 0064): who did what and when, one row per action.
 * - `id_utente`: the account that acted (null for the scheduler, or once the account is gone:
 *   `nome_utente` keeps the name it had then); `azione`: one of common/activity.ts ACTIVITY_KINDS.
 * - `tipo_oggetto` + `id_oggetto`: what it acted on (a content type, 'utente', 'chiave', 'prompt',
 *   'impostazione', …) and its id; `titolo`: its title or name then (the log stays readable after
 *   a deletion); `dettagli`: JSON of what the kind adds (a claim and its source, a role's change).
 * - `creata_il`: ISO-8601 UTC from the server's clock. Rows older than a year are pruned.
 * Visitors never read this table: its writes are not announced to the render cache.
 */
export function migration026(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('activity');
      await (dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('id_utente', 'integer')
        .addColumn('nome_utente', 'text', (c) => c.notNull())
        .addColumn('azione', 'text', (c) => c.notNull())
        .addColumn('tipo_oggetto', 'text', (c) => c.notNull())
        .addColumn('id_oggetto', 'integer')
        .addColumn('titolo', 'text')
        .addColumn('dettagli', 'text')
        .addColumn('creata_il', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activity_time_idx').on('activity').column('creata_il').execute();
      await db.schema.createIndex('activity_user_idx').on('activity').columns(['id_utente', 'creata_il']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('activity').ifExists().execute();
    },
  };
}
