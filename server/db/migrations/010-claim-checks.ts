import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Claims an editor resolved, the model-based verification of AI text, and which texts were written
 * with AI (decision 0023).
 * - `claim_confirmations`: a claim of a review, guide or news item that the checks flagged and an
 *   editor stated true, with the source, who and when. The publishing gate and the public pages
 *   treat a claim as resolved only through one of these rows.
 * - `ai_verifications`: the latest model pass over a text (one row per content): 'completata' with
 *   the claims the model found unsupported, or 'non completata' when the call failed.
 * - `generato_ai` on reviews, guides and news: the text was written with AI (the disclosure line).
 * Both tables change what visitors read (a claim nobody resolved is cut from public pages), so
 * their writes are announced to the render cache like the content tables' (migration 009).
 */
export const CLAIM_TABLES = ['claim_confirmations', 'ai_verifications'] as const;
export function migration010(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<any>) {
      await (
        pg
          ? db.schema.createTable('claim_confirmations').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('claim_confirmations').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        // recensione | guida | notizia
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('id_contenuto', 'integer', (c) => c.notNull())
        // The claim as the check reported it, and its normalised form (the match key).
        .addColumn('testo', 'text', (c) => c.notNull())
        .addColumn('chiave', 'text', (c) => c.notNull())
        .addColumn('tipo_dato', 'text', (c) => c.notNull())
        .addColumn('fonte', 'text', (c) => c.notNull())
        .addColumn('id_utente', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // The username at the time: the record outlives the account.
        .addColumn('autore', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('claim_confirmations_content_idx').on('claim_confirmations').columns(['tipo', 'id_contenuto']).execute();

      await db.schema
        .createTable('ai_verifications')
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('id_contenuto', 'integer', (c) => c.notNull())
        // completata | non completata
        .addColumn('stato', 'text', (c) => c.notNull())
        // JSON: [{testo, motivo}] — the claims the model found unsupported, quoted from the text.
        .addColumn('affermazioni', 'text', (c) => c.notNull())
        .addColumn('modello', 'text')
        .addColumn('errore', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ai_verifications_pk', ['tipo', 'id_contenuto'])
        .execute();

      // Every review so far was written by the AI (generation is the only way one is created).
      await db.schema
        .alterTable('reviews')
        .addColumn('generato_ai', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('guides')
        .addColumn('generato_ai', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('news')
        .addColumn('generato_ai', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      // The render cache hears of their writes (the function and counters of migration 009).
      for (const table of CLAIM_TABLES) {
        if (pg) {
          await sql`create trigger ${sql.raw(`${table}_content_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function scorta_content_changed()`.execute(db);
          continue;
        }
        await db.insertInto('content_versions').values({ topic: table, version: 0 }).execute();
        for (const op of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.raw(`${table}_content_${op}`)} after ${sql.raw(op)} on ${sql.table(table)}
            begin update content_versions set version = version + 1 where topic = ${sql.lit(table)}; end`.execute(db);
        }
      }
    },
    async down(db: Kysely<any>) {
      if (!pg)
        await db
          .deleteFrom('content_versions')
          .where('topic', 'in', [...CLAIM_TABLES])
          .execute();
      for (const table of ['reviews', 'guides', 'news']) await db.schema.alterTable(table).dropColumn('generato_ai').execute();
      await db.schema.dropTable('ai_verifications').execute();
      await db.schema.dropTable('claim_confirmations').execute();
    },
  };
}
