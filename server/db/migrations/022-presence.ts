import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Who has a text open in an editor right now (presence): one row per browser tab, kept alive by
 * the tab's heartbeat and shared by every instance through the database.
 * - `id_utente`: the editor's account (the rows go with it); `tipo` + `id_contenuto`: the text
 *   (a publishable type of common/content-types.ts and its own id, as revisions name it);
 *   `sessione`: a random id of the tab, so one user in two tabs is two rows.
 * - `visto_il`: the last heartbeat (ISO-8601 UTC, from the server's clock). A row older than the
 *   presence window counts as gone and is deleted at the next heartbeat of anyone.
 * Visitors never read this table: its writes are not announced to the render cache.
 */
export function migration022(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('presences')
        .addColumn('id_utente', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('id_contenuto', 'integer', (c) => c.notNull())
        .addColumn('sessione', 'text', (c) => c.notNull())
        .addColumn('visto_il', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('presences_pk', ['tipo', 'id_contenuto', 'id_utente', 'sessione'])
        .execute();
      // The pruning of expired rows reads them by age.
      await db.schema.createIndex('presences_seen_idx').on('presences').column('visto_il').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('presences').ifExists().execute();
    },
  };
}
