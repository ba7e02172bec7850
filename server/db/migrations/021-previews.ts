import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The editors' previews of what is not saved yet: a draft an editor sent to be shown with the
 * public page's template (POST /api/anteprime), kept in the database so any instance can render
 * it, and dropped once expired.
 * - `token`: the random name the preview page's address carries.
 * - `tipo`: recensione | guida | notizia; `id_contenuto`: the content's own id (a review's REVIEW
 *   id), null for a text not saved yet.
 * - `bozza`: JSON of the editable fields as sent, cleaned like a pending version (rich text sanitised).
 * - `scade_il`: when it stops answering (ISO-8601 UTC); older rows are pruned at the next preview.
 * Visitors never read this table, so its writes are not announced to the render cache.
 */
export function migration021(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('previews')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('id_contenuto', 'integer')
        .addColumn('bozza', 'text', (c) => c.notNull())
        .addColumn('autore', 'text')
        .addColumn('creata_il', 'text', (c) => c.notNull())
        .addColumn('scade_il', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('previews_expiry_idx').on('previews').column('scade_il').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('previews').execute();
    },
  };
}
