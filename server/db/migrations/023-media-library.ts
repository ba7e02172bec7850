import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The media library (decision 0060): `images` holds uploads too, beside the Unsplash picks.
 * An upload is a row with fonte 'caricamento' whose files live in the media storage under
 * `{chiave}/{width}.webp|avif`; its `url` is its largest WebP (`/media/{chiave}/{width}.webp`).
 * - alt: the alternative text (required for uploads, editable for Unsplash picks too);
 * - credito: who to credit, shown under the image (null: none, or Unsplash's own credit);
 * - chiave: the storage key of an upload (unique, random, url-safe), null for Unsplash picks;
 * - larghezza, altezza: the size of the largest file served (`url`), in pixels;
 * - byte: the size of the uploaded file; nome_file and mime_originale: its name and type as sent;
 * - caricato_da: the account that uploaded it (null when removed, and for Unsplash picks).
 * `created_at` is already there (the library lists newest first).
 */
const TEXT_COLUMNS = ['alt', 'credito', 'chiave', 'nome_file', 'mime_originale'] as const;
const INTEGER_COLUMNS = ['larghezza', 'altezza', 'byte'] as const;

export function migration023(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const name of TEXT_COLUMNS) await db.schema.alterTable('images').addColumn(name, 'text').execute();
      for (const name of INTEGER_COLUMNS) await db.schema.alterTable('images').addColumn(name, 'integer').execute();
      await db.schema
        .alterTable('images')
        .addColumn('caricato_da', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      // The public files are looked up by key; the library lists newest first.
      await db.schema.createIndex('images_chiave_idx').on('images').column('chiave').unique().execute();
      await db.schema.createIndex('images_created_idx').on('images').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('images_created_idx').execute();
      await db.schema.dropIndex('images_chiave_idx').execute();
      for (const name of ['caricato_da', ...INTEGER_COLUMNS, ...TEXT_COLUMNS]) await db.schema.alterTable('images').dropColumn(name).execute();
    },
  };
}
