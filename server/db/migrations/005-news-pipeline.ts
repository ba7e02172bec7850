import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The news pipeline:
 * - feed_sources remember each read (when, ETag/Last-Modified for conditional requests, how many
 *   items, the last error) so the sources page can show it;
 * - news_candidates keep the item link beside the source link, and the original guid;
 * - news covers keep their author link and, when picked from Unsplash, the image record (like guides);
 * - a source link can belong to one news item only (partial unique index), so the same feed item
 *   can never become two news items, whoever saves it and however often.
 */
export function migration005(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const [name, type] of [
        ['ultimo_tentativo', 'text'],
        ['ultima_lettura', 'text'],
        ['etag', 'text'],
        ['last_modified', 'text'],
        ['ultimo_errore', 'text'],
        ['elementi', 'integer'],
      ] as const) {
        await db.schema.alterTable('feed_sources').addColumn(name, type).execute();
      }
      await db.schema.alterTable('news').addColumn('immagine_autore_link', 'text').execute();
      await db.schema
        .alterTable('news')
        .addColumn('id_immagine', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('news_candidates').addColumn('link', 'text').execute();
      await db.schema.alterTable('news_candidates').addColumn('guid', 'text').execute();
      await db.schema.dropIndex('news_link_fonte_idx').execute();
      await db.schema.createIndex('news_link_fonte_unique').on('news').column('link_fonte').unique().where(sql.ref('link_fonte'), 'is not', null).execute();
      await db.schema.createIndex('news_candidates_data_idx').on('news_candidates').column('data_pubblicazione').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('news_candidates_data_idx').execute();
      await db.schema.dropIndex('news_link_fonte_unique').execute();
      await db.schema.createIndex('news_link_fonte_idx').on('news').column('link_fonte').execute();
      for (const name of ['immagine_autore_link', 'id_immagine']) await db.schema.alterTable('news').dropColumn(name).execute();
      for (const name of ['link', 'guid']) await db.schema.alterTable('news_candidates').dropColumn(name).execute();
      for (const name of ['ultimo_tentativo', 'ultima_lettura', 'etag', 'last_modified', 'ultimo_errore', 'elementi']) {
        await db.schema.alterTable('feed_sources').dropColumn(name).execute();
      }
    },
  };
}
