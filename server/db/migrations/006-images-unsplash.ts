import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Cover images from Unsplash (decision 0013): a picked photo keeps what Unsplash's API
 * guidelines ask of a use — where its download is counted and whether that call was made — and
 * the keyword it was found with.
 * - download_location: the photo's download-tracking URL on the configured API;
 * - parola_chiave: the search keyword;
 * - tracciato_at: when the tracking call succeeded (null: not yet, or it failed);
 * - errore_tracciamento: why the last tracking call failed (for support), null when it worked.
 * The same photo may be recorded more than once (one row per save, each counted by Unsplash).
 */
const COLUMNS = ['download_location', 'parola_chiave', 'tracciato_at', 'errore_tracciamento'] as const;

export function migration006(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const name of COLUMNS) await db.schema.alterTable('images').addColumn(name, 'text').execute();
      await db.schema.createIndex('images_fonte_id_esterno_idx').on('images').columns(['fonte', 'id_esterno']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('images_fonte_id_esterno_idx').execute();
      for (const name of COLUMNS) await db.schema.alterTable('images').dropColumn(name).execute();
    },
  };
}
