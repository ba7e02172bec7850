import { type Kysely, sql } from 'kysely';
import { slugify } from '../../../common/slug.ts';
import type { DialectName } from '../index.ts';

const TEXTS = ['reviews', 'guides', 'news'] as const;

/**
 * A newsroom instead of one editor (decision 0063):
 * - `users` gains `ruolo` (common/roles.ts: amministratore, editor, autore, collaboratore; every
 *   existing account becomes amministratore, as the first account always is), the public profile
 *   of a byline — `nome_visualizzato`, `bio`, `id_immagine` (a picture of the media library),
 *   `slug` (/autore/{slug}, unique; filled from the username for existing accounts).
 * - reviews, guides and news gain `id_autore` (the user who wrote them: every existing text is
 *   given the first account, the one that made it), and the review before publishing:
 *   `revisione` ('in_revisione' sent by its writer, 'rimandata' sent back by an editor, null),
 *   `nota_revisione` (the editor's note the writer sees) and `revisione_il` (when it was sent).
 *   No foreign key (SQLite cannot drop such a column): deleting a user hands their texts over in
 *   the users service.
 */
export function migration025(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('ruolo', 'text', (c) => c.notNull().defaultTo('amministratore'))
        .execute();
      for (const column of ['nome_visualizzato', 'bio', 'slug']) await db.schema.alterTable('users').addColumn(column, 'text').execute();
      await db.schema.alterTable('users').addColumn('id_immagine', 'integer').execute();
      const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
      const taken = new Set<string>();
      for (const u of users as { id: number; username: string }[]) {
        const base = slugify(u.username) || `autore-${u.id}`;
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        taken.add(slug);
        await db.updateTable('users').set({ slug }).where('id', '=', u.id).execute();
      }
      await db.schema.createIndex('users_slug_idx').unique().on('users').column('slug').execute();

      const first = (users[0] as { id: number } | undefined)?.id ?? null;
      for (const table of TEXTS) {
        await db.schema.alterTable(table).addColumn('id_autore', 'integer').execute();
        for (const column of ['revisione', 'nota_revisione', 'revisione_il']) await db.schema.alterTable(table).addColumn(column, 'text').execute();
        if (first !== null) await sql`update ${sql.table(table)} set id_autore = ${first}`.execute(db);
        await db.schema.createIndex(`${table}_autore_idx`).on(table).columns(['id_autore', 'stato']).execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of TEXTS) {
        await db.schema.dropIndex(`${table}_autore_idx`).execute();
        for (const column of ['id_autore', 'revisione', 'nota_revisione', 'revisione_il']) await db.schema.alterTable(table).dropColumn(column).execute();
      }
      await db.schema.dropIndex('users_slug_idx').execute();
      for (const column of ['ruolo', 'nome_visualizzato', 'bio', 'slug', 'id_immagine']) await db.schema.alterTable('users').dropColumn(column).execute();
    },
  };
}
