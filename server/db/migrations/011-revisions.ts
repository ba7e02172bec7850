import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The revisions of what the dashboard editors edit (decision 0032): before every save, AI
 * (re)generation, publication, archiving or restore of a review, guide, news item or the About text,
 * the state it replaces, with who, when and what action.
 * - `tipo`: recensione | guida | notizia | chi-siamo; `id_contenuto`: the content's own id (a
 *   review's REVIEW id).
 * - `contenuto`: JSON of the stored fields the editor edits (a guide's with its products in order).
 * - `autore`: the username at the time (null for jobs and seeds): the record outlives the account.
 * Visitors never read this table, so its writes are not announced to the render cache (no trigger,
 * no content topic: migrations 009/010 are for what the public pages show).
 */
export function migration011(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<any>) {
      await (
        pg
          ? db.schema.createTable('revisions').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('revisions').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('id_contenuto', 'integer', (c) => c.notNull())
        // salvataggio | generazione | rigenerazione | pubblicazione | archiviazione | ripristino | autosalvataggio
        .addColumn('azione', 'text', (c) => c.notNull())
        .addColumn('autore', 'text')
        .addColumn('contenuto', 'text', (c) => c.notNull())
        .addColumn('creata_il', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('revisions_content_idx').on('revisions').columns(['tipo', 'id_contenuto', 'creata_il']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('revisions').execute();
    },
  };
}
